package io.wcs.engine.sstable;

import io.wcs.engine.storage.DecoratedKey;

/**
 * A partition's entry in the Index component: where it starts in the data, and for a wide partition
 * its row index (the first clustering of every stretch of about rowIndexInterval bytes, with the
 * stretch's offset from the partition start), searched in place.
 */
record IndexEntry(DecoratedKey key, long position, RowIndex rowIndex) {

  /** Reads the entry at the cursor and leaves the cursor after it. */
  static IndexEntry read(DataCursor in) {
    return readAfterToken(in.readLong(), in);
  }

  /** Reads the rest of the entry whose {@code token} the cursor has just read. */
  static IndexEntry readAfterToken(long token, DataCursor in) {
    DecoratedKey key = new DecoratedKey(token, in.readBlob());
    long position = in.readUnsignedVInt();
    return new IndexEntry(key, position, RowIndex.read(in));
  }

  /** What {@link #skipAfterToken} returns for a wide partition, one with a row index. */
  static final long WIDE = -1;

  /**
   * Moves the cursor from after an entry's token to the next entry, copying nothing, and returns
   * the partition's data position, or {@link #WIDE}.
   */
  static long skipAfterToken(DataCursor in) {
    in.skipBlob();
    long position = in.readUnsignedVInt();
    return positionOrWide(position, RowIndex.read(in));
  }

  /** The partition's data position, or {@link #WIDE}: what {@link #skipAfterToken} returns. */
  long positionOrWide() {
    return positionOrWide(position, rowIndex);
  }

  private static long positionOrWide(long position, RowIndex rowIndex) {
    return rowIndex.size() > 0 ? WIDE : position;
  }
}
