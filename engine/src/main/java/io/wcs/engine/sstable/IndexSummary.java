package io.wcs.engine.sstable;

import io.wcs.engine.storage.ArrayByteReader;
import io.wcs.engine.storage.ByteWriter;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.MalformedDataException;
import java.util.Arrays;

/**
 * The sparse summary of an SSTable's index kept in memory: every {@value #INTERVAL}th entry's key
 * and where that entry starts. The keys' tokens are also kept in a primitive array, so that a
 * search compares longs in place and dereferences a key only on a token tie, instead of taking a
 * cache miss for a key object at every step. Written beside the SSTable by its writer ({@link
 * Component#SUMMARY}), so that an open reads it instead of the whole index. Immutable; thread-safe.
 */
final class IndexSummary {
  static final int INTERVAL = 16;

  // A stated partition count is only a hint for the first arrays: a damaged statistics component
  // must not make the open allocate more than the index holds.
  private static final int MAX_FIRST_CAPACITY = 1 << 16;

  private final DecoratedKey[] keys;
  private final long[] tokens;
  private final long[] positions;

  private IndexSummary(DecoratedKey[] keys, long[] positions) {
    this.keys = keys;
    this.positions = positions;
    this.tokens = new long[keys.length];
    for (int i = 0; i < keys.length; i++) {
      tokens[i] = keys[i].token();
    }
  }

  /**
   * Reads the index from the cursor to its end and keeps every {@value #INTERVAL}th key, recording
   * every partition in {@code partitionPositions} (unless null). Only the kept keys are copied; the
   * others are passed over. Opens run this only for generations written without a {@link
   * Component#SUMMARY} (or with a damaged one): it reads every partition of the SSTable.
   */
  static IndexSummary scan(
      DataCursor in, long partitionCount, PartitionPositions partitionPositions) {
    Builder summary = new Builder(partitionCount);
    while (!in.atEnd()) {
      long entryStart = in.position();
      long token = in.readLong();
      long dataPosition;
      if (summary.keepsNext()) {
        IndexEntry e = IndexEntry.readAfterToken(token, in);
        summary.add(e.key(), entryStart);
        dataPosition = e.positionOrWide();
      } else {
        summary.pass();
        dataPosition = IndexEntry.skipAfterToken(in);
      }
      if (partitionPositions != null) {
        boolean wide = dataPosition == IndexEntry.WIDE;
        partitionPositions.add(token, wide ? entryStart : dataPosition, wide);
      }
    }
    return summary.build();
  }

  /**
   * The body of a {@link Component#SUMMARY}: {@code vint interval | vint n | n × (i64 token | blob
   * key | vint index position, after the first as the increase from the one before)}.
   */
  byte[] serialize() {
    ByteWriter out = new ByteWriter(16 + keys.length * 32);
    out.writeUnsignedVInt(INTERVAL).writeUnsignedVInt(keys.length);
    long previous = 0;
    for (int i = 0; i < keys.length; i++) {
      out.writeLong(tokens[i]).writeBlob(keys[i].key()).writeUnsignedVInt(positions[i] - previous);
      previous = positions[i];
    }
    return out.toByteArray();
  }

  /**
   * The summary a {@link #serialize}d body holds.
   *
   * @throws MalformedDataException when it is not one, or was kept at another interval
   */
  static IndexSummary deserialize(ArrayByteReader in) {
    long interval = in.readUnsignedVInt();
    if (interval != INTERVAL) {
      throw new MalformedDataException(
          "index summary of every " + interval + "th key at " + in.where() + ", not " + INTERVAL);
    }
    // Every entry takes at least ten bytes: a damaged count fails here, before any allocation.
    int n = in.readUnsignedVInt32();
    if (n > in.remaining() / 10) {
      throw new MalformedDataException("index summary of " + n + " keys at " + in.where());
    }
    DecoratedKey[] keys = new DecoratedKey[n];
    long[] positions = new long[n];
    long position = 0;
    for (int i = 0; i < n; i++) {
      keys[i] = new DecoratedKey(in.readLong(), in.readBlob());
      position += in.readUnsignedVInt();
      positions[i] = position;
    }
    if (in.remaining() != 0) {
      throw new MalformedDataException("bytes after the index summary at " + in.where());
    }
    return new IndexSummary(keys, positions);
  }

  /**
   * Keeps every {@value #INTERVAL}th of the index entries it is told of, in index order: the
   * writer's as it writes them, a scan's as it reads them.
   */
  static final class Builder {
    private DecoratedKey[] keys;
    private long[] positions;
    private int kept;
    private long seen;

    /** {@code partitionCount} is only a hint for the first arrays. */
    Builder(long partitionCount) {
      int capacity = (int) Math.min(MAX_FIRST_CAPACITY, Math.max(0, partitionCount) / INTERVAL + 1);
      keys = new DecoratedKey[capacity];
      positions = new long[capacity];
    }

    /** Whether the next entry's key is kept, so that its reader must decode it. */
    boolean keepsNext() {
      return seen % INTERVAL == 0;
    }

    /** The next entry, which starts at {@code indexPosition} in the index. */
    void add(DecoratedKey key, long indexPosition) {
      if (!keepsNext()) {
        pass();
        return;
      }
      if (kept == keys.length) {
        keys = Arrays.copyOf(keys, 2 * kept);
        positions = Arrays.copyOf(positions, 2 * kept);
      }
      keys[kept] = key;
      positions[kept++] = indexPosition;
      seen++;
    }

    /** The next entry, not kept. */
    void pass() {
      seen++;
    }

    IndexSummary build() {
      return new IndexSummary(Arrays.copyOf(keys, kept), Arrays.copyOf(positions, kept));
    }
  }

  /** The last slot whose key is before (or, if inclusive, at) {@code key}; -1 if none. */
  int slot(DecoratedKey key, boolean inclusive) {
    int lo = 0;
    int hi = keys.length - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = Long.compare(tokens[mid], key.token());
      if (c == 0) {
        c = keys[mid].compareTo(key);
      }
      if (c < 0 || (inclusive && c == 0)) {
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return hi;
  }

  /** Where the index entry of the slot's key starts. */
  long position(int slot) {
    return positions[slot];
  }
}
