package io.wcs.engine.sstable;

import io.wcs.engine.storage.ByteReader;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.MalformedDataException;

/**
 * A partition's entry in the Index component: where it starts in the data, and for a wide partition
 * its row index (the first clustering of every stretch of about rowIndexInterval bytes, with the
 * stretch's offset from the partition start). Immutable.
 */
record IndexEntry(DecoratedKey key, long position, byte[][] clusterings, long[] offsets) {

  static IndexEntry read(ByteReader in) {
    long token = in.readLong();
    DecoratedKey key = new DecoratedKey(token, in.readBlob());
    long position = in.readUnsignedVInt();
    long n = in.readUnsignedVInt();
    if (n > 1 << 24) {
      throw new MalformedDataException("row index of " + n + " entries at " + in.where());
    }
    byte[][] clusterings = new byte[(int) n][];
    long[] offsets = new long[(int) n];
    for (int i = 0; i < n; i++) {
      clusterings[i] = in.readBlob();
      offsets[i] = in.readUnsignedVInt();
    }
    return new IndexEntry(key, position, clusterings, offsets);
  }

  boolean hasRowIndex() {
    return clusterings.length > 0;
  }

  /** The last indexed stretch whose first clustering is at or before {@code clustering}, or 0. */
  int blockFor(byte[] clustering) {
    return Math.max(0, Bytes.lastIndexBefore(clusterings, clustering, true));
  }

  /** The last stretch whose first clustering is before {@code end} (exclusive), or 0. */
  int lastBlockBefore(byte[] end) {
    return end == null
        ? clusterings.length - 1
        : Math.max(0, Bytes.lastIndexBefore(clusterings, end, false));
  }
}
