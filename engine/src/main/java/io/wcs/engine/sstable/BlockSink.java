package io.wcs.engine.sstable;

import java.io.Closeable;
import java.io.IOException;

/**
 * Where an SSTable component's logical (uncompressed) byte stream goes: the implementation cuts it
 * into checksummed, compressed blocks. Positions are logical offsets in the stream; readers address
 * the same offsets through {@link BlockSource}.
 */
public interface BlockSink extends Closeable {
  long position();

  void write(byte[] bytes, int offset, int length) throws IOException;

  /** Writes what is buffered and the block table, then forces the file to disk. */
  void finish() throws IOException;
}
