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
    long token = in.readLong();
    DecoratedKey key = new DecoratedKey(token, in.readBlob());
    long position = in.readUnsignedVInt();
    return new IndexEntry(key, position, RowIndex.read(in));
  }

  /** Moves the cursor from after an entry's token to the next entry, decoding nothing. */
  static void skipAfterToken(DataCursor in) {
    long keyLength = in.readUnsignedVInt();
    in.seek(in.position() + keyLength);
    in.readUnsignedVInt();
    RowIndex.read(in);
  }
}
