package io.wcs.engine.sstable;

import io.wcs.engine.storage.ByteReader;
import io.wcs.engine.storage.MalformedDataException;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A {@link ByteReader} positioned anywhere in a {@link BlockSource}, keeping the last {@value
 * #KEPT_BLOCKS} blocks it read so that sequential reads, nearby seeks and a binary search that
 * alternates between a row index's offset table and its records decompress each block once.
 * Threading: one thread.
 */
final class DataCursor extends ByteReader {
  private static final int KEPT_BLOCKS = 4;

  private final BlockSource source;
  private final BlockSource.Block[] kept = new BlockSource.Block[KEPT_BLOCKS];
  private int nextToReplace;
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
    if (block == null || !contains(block)) {
      block = keptOrLoaded();
    }
    return block;
  }

  private boolean contains(BlockSource.Block b) {
    return position >= b.start() && position < b.end();
  }

  private BlockSource.Block keptOrLoaded() {
    for (BlockSource.Block b : kept) {
      if (b != null && contains(b)) {
        return b;
      }
    }
    if (position >= source.length()) {
      throw new MalformedDataException("unexpected end of data at " + where());
    }
    try {
      BlockSource.Block loaded = source.blockAt(position);
      kept[nextToReplace] = loaded;
      nextToReplace = (nextToReplace + 1) % KEPT_BLOCKS;
      return loaded;
    } catch (IOException e) {
      throw new UncheckedIOException(e.getMessage() + " (reading " + where() + ")", e);
    }
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
