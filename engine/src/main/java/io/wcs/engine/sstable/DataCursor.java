package io.wcs.engine.sstable;

import io.wcs.engine.storage.ByteReader;
import io.wcs.engine.storage.MalformedDataException;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A {@link ByteReader} positioned anywhere in a {@link BlockSource}, keeping the current block so
 * that sequential reads and nearby seeks decompress each block once. Threading: one thread.
 */
final class DataCursor extends ByteReader {
  private final BlockSource source;
  private BlockSource.Block block;
  private long position;

  DataCursor(BlockSource source) {
    this.source = source;
  }

  void seek(long newPosition) {
    position = newPosition;
  }

  long position() {
    return position;
  }

  boolean atEnd() {
    return position >= source.length();
  }

  private BlockSource.Block current() {
    if (block == null || position < block.start() || position >= block.end()) {
      if (position >= source.length()) {
        throw new MalformedDataException("unexpected end of data at " + where());
      }
      try {
        block = source.blockAt(position);
      } catch (IOException e) {
        throw new UncheckedIOException(e.getMessage() + " (reading " + where() + ")", e);
      }
    }
    return block;
  }

  @Override
  public int readByte() {
    BlockSource.Block b = current();
    return b.data()[(int) (position++ - b.start())] & 0xFF;
  }

  @Override
  public void readFully(byte[] dst, int off, int len) {
    while (len > 0) {
      BlockSource.Block b = current();
      int n = (int) Math.min(len, b.end() - position);
      System.arraycopy(b.data(), (int) (position - b.start()), dst, off, n);
      position += n;
      off += n;
      len -= n;
    }
  }

  @Override
  public String where() {
    return source.name() + " (uncompressed offset " + position + ")";
  }
}
