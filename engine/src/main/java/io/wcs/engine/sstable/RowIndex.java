package io.wcs.engine.sstable;

import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.MalformedDataException;
import java.util.Arrays;

/**
 * A wide partition's row index, searched where it lies in the Index component instead of being
 * decoded: a read costs a binary search of about log2(n) records, whatever the partition's size.
 * Layout, after the entry's {@code vint n} (nothing when n is 0):
 *
 * <pre>
 * vint length of the records | n x i32 record start (from the first record) | n x record
 * record = vint offset of the stretch from the partition's data position | blob first clustering
 * </pre>
 *
 * Threading: one thread. It reads through the index cursor of the read or scan that found its entry
 * and seeks before every read, so the owner must seek too before reading on.
 */
final class RowIndex {
  static final RowIndex NONE = new RowIndex(null, 0, 0);

  private static final int MAX_SIZE = 1 << 24;

  private final DataCursor cursor;
  private final long tableStart;
  private final int size;
  private byte[] clustering = new byte[0];

  private RowIndex(DataCursor cursor, long tableStart, int size) {
    this.cursor = cursor;
    this.tableStart = tableStart;
    this.size = size;
  }

  /** Reads the row index at the cursor and leaves the cursor after it. */
  static RowIndex read(DataCursor in) {
    long n = in.readUnsignedVInt();
    if (n == 0) {
      return NONE;
    }
    if (n > MAX_SIZE) {
      throw new MalformedDataException("row index of " + n + " entries at " + in.where());
    }
    long recordsLength = in.readUnsignedVInt();
    RowIndex index = new RowIndex(in, in.position(), (int) n);
    in.seek(index.recordsStart() + recordsLength);
    return index;
  }

  /** The number of indexed stretches; 0 for a partition shorter than one. */
  int size() {
    return size;
  }

  /** Where stretch {@code i} starts, from the partition's data position. */
  long offset(int i) {
    cursor.seek(recordStart(i));
    return cursor.readUnsignedVInt();
  }

  /** The last stretch whose first clustering is at or before {@code clustering}, or 0. */
  int blockFor(byte[] clustering) {
    return Math.max(0, lastBefore(clustering, true));
  }

  /**
   * The last stretch whose first clustering is before {@code end} (exclusive; null: none), or 0.
   */
  int lastBlockBefore(byte[] end) {
    return Math.max(0, end == null ? size - 1 : lastBefore(end, false));
  }

  /** Binary search: the last record whose clustering is before (or at) {@code key}, or -1. */
  private int lastBefore(byte[] key, boolean inclusive) {
    int lo = 0;
    int hi = size - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = compareClustering(mid, key);
      if (c < 0 || (inclusive && c == 0)) {
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return hi;
  }

  private int compareClustering(int i, byte[] key) {
    cursor.seek(recordStart(i));
    cursor.readUnsignedVInt();
    int length = cursor.readUnsignedVInt32();
    if (length > clustering.length) {
      clustering = new byte[Math.max(length, 2 * clustering.length)];
    }
    cursor.readFully(clustering, 0, length);
    return Arrays.compareUnsigned(clustering, 0, length, key, 0, key.length);
  }

  private long recordsStart() {
    return tableStart + 4L * size;
  }

  private long recordStart(int i) {
    cursor.seek(tableStart + 4L * i);
    return recordsStart() + cursor.readInt();
  }

  /**
   * Collects a partition's row index while it is written, then writes it in the layout above.
   * Reused across partitions; threading: one thread.
   */
  static final class Builder {
    private final ByteWriter records = new ByteWriter(256);
    private int[] starts = new int[16];
    private int size;

    void add(byte[] firstClustering, long offset) {
      if (size == starts.length) {
        starts = Arrays.copyOf(starts, 2 * size);
      }
      starts[size++] = records.size();
      records.writeUnsignedVInt(offset).writeBlob(firstClustering);
    }

    /** Whether {@link #writeTo} writes a row index: a single stretch cannot help a read seek. */
    boolean writesIndex() {
      return size >= 2;
    }

    /**
     * Writes {@code vint n} and the row index, or none unless {@link #writesIndex}, and starts
     * over.
     */
    void writeTo(ByteWriter out) {
      if (!writesIndex()) {
        out.writeUnsignedVInt(0);
      } else {
        out.writeUnsignedVInt(size).writeUnsignedVInt(records.size());
        for (int i = 0; i < size; i++) {
          out.writeInt(starts[i]);
        }
        out.writeBytes(records.array(), 0, records.size());
      }
      records.reset();
      size = 0;
    }
  }
}
