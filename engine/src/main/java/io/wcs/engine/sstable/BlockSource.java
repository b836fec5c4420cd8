package io.wcs.engine.sstable;

import java.io.Closeable;
import java.io.IOException;

/**
 * Random access to a component's logical byte stream, one verified, decompressed block at a time.
 * Implementations are thread-safe (positional reads) and throw an exception naming the file and the
 * offset when a block fails its checksum.
 */
public interface BlockSource extends Closeable {
  /** A decompressed block: logical bytes {@code [start, start + length)}. */
  record Block(long start, byte[] data, int length) {
    public long end() {
      return start + length;
    }
  }

  /** Logical length of the stream. */
  long length();

  /** Logical bytes per block; every block but the last is full. */
  int blockSize();

  /** The block holding logical offset {@code position} ({@code 0 <= position < length()}). */
  Block blockAt(long position) throws IOException;

  /**
   * The block holding {@code position}, decoded into {@code into} when that is not null and has
   * exactly the block's length (sources that cannot do so ignore it); the result says which array
   * holds it.
   */
  default Block blockAt(long position, byte[] into) throws IOException {
    return blockAt(position);
  }

  /** The file, for messages. */
  String name();
}
