package io.wcs.engine.sstable;

import io.wcs.engine.storage.ByteReader;
import io.wcs.engine.storage.MalformedDataException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;

/**
 * A {@link ByteReader} positioned anywhere in a {@link BlockSource}, keeping the last {@value
 * #KEPT_BLOCKS} blocks it read so that sequential reads, nearby seeks and a binary search that
 * alternates between a row index's offset table and its records decompress each block once.
 * Threading: one thread.
 */
final class DataCursor extends ByteReader {
  private static final int KEPT_BLOCKS = 4;
  private static final int MAX_VARINT_BYTES = 10;

  private final BlockSource source;
  // Read once: SSTable files do not change, and an index scan asks at every entry.
  private final long length;
  private final BlockSource.Block[] kept = new BlockSource.Block[KEPT_BLOCKS];
  private int nextToReplace;
  // The block reads come from, unpacked: readByte runs once per byte of every row read, so its
  // common case is one bounds check against these fields.
  private byte[] data = new byte[0];
  private long blockStart;
  private long blockEnd;
  private long position;

  DataCursor(BlockSource source) {
    this.source = source;
    this.length = source.length();
  }

  void seek(long newPosition) {
    position = newPosition;
  }

  long position() {
    return position;
  }

  boolean atEnd() {
    return position >= length;
  }

  /** Makes the block holding {@code position} the current one. */
  private void moveToPosition() {
    BlockSource.Block b = keptOrLoaded();
    data = b.data();
    blockStart = b.start();
    blockEnd = b.end();
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
    if (position >= length) {
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
    if (position < blockStart || position >= blockEnd) {
      moveToPosition();
    }
    return data[(int) (position++ - blockStart)] & 0xFF;
  }

  /** Every index entry starts with a token: one bounds check for its eight bytes, not eight. */
  @Override
  public long readLong() {
    return inBlock(Long.BYTES) ? readBigEndian(Long.BYTES) : super.readLong();
  }

  /** A row index's offsets, read at every step of its binary search: one bounds check each. */
  @Override
  public int readInt() {
    return inBlock(Integer.BYTES) ? (int) readBigEndian(Integer.BYTES) : super.readInt();
  }

  private boolean inBlock(int bytes) {
    return position >= blockStart && position + bytes <= blockEnd;
  }

  private long readBigEndian(int bytes) {
    int at = (int) (position - blockStart);
    position += bytes;
    long v = 0;
    for (int i = 0; i < bytes; i++) {
      v = v << 8 | data[at + i] & 0xFF;
    }
    return v;
  }

  /**
   * Rows are mostly varints (lengths, counts, timestamps): one bounds check for the longest varint
   * when it lies inside the current block, not one a byte.
   */
  @Override
  public long readUnsignedVInt() {
    if (!inBlock(MAX_VARINT_BYTES)) {
      return super.readUnsignedVInt();
    }
    int at = (int) (position - blockStart);
    long result = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      int b = data[at++];
      result |= (long) (b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        position = blockStart + at;
        return result;
      }
    }
    throw new MalformedDataException("varint longer than 10 bytes at " + where());
  }

  @Override
  public void readFully(byte[] dst, int off, int len) {
    while (len > 0) {
      if (position < blockStart || position >= blockEnd) {
        moveToPosition();
      }
      int n = (int) Math.min(len, blockEnd - position);
      System.arraycopy(data, (int) (position - blockStart), dst, off, n);
      position += n;
      off += n;
      len -= n;
    }
  }

  @Override
  protected byte[] readBytes(int len) {
    if (!inBlock(len)) {
      return super.readBytes(len);
    }
    int at = (int) (position - blockStart);
    position += len;
    return Arrays.copyOfRange(data, at, at + len);
  }

  /** Past the data's end, the next read fails as a read there would. */
  @Override
  public void skip(int len) {
    position += len;
  }

  @Override
  public String where() {
    return source.name() + " (uncompressed offset " + position + ")";
  }
}
