package io.wcs.engine.sstable;

import io.wcs.engine.storage.DecoratedKey;
import java.util.Arrays;

/**
 * The sparse summary of an SSTable's index kept in memory: every {@value #INTERVAL}th entry's key
 * and where that entry starts. The keys' tokens are also kept in a primitive array, so that a
 * search compares longs in place and dereferences a key only on a token tie, instead of taking a
 * cache miss for a key object at every step. Immutable; thread-safe.
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
   * Reads the index from the cursor to its end, once, as an SSTable opens: keeps every {@value
   * #INTERVAL}th key and records every partition in {@code partitionPositions} (unless null). Only
   * the kept keys are copied; the others are passed over, since this pass runs over every partition
   * of every SSTable before a database answers its first query.
   */
  static IndexSummary scan(
      DataCursor in, long partitionCount, PartitionPositions partitionPositions) {
    int capacity = (int) Math.min(MAX_FIRST_CAPACITY, partitionCount / INTERVAL + 1);
    DecoratedKey[] keys = new DecoratedKey[capacity];
    long[] positions = new long[capacity];
    int kept = 0;
    for (long n = 0; !in.atEnd(); n++) {
      long entryStart = in.position();
      long token = in.readLong();
      long dataPosition;
      if (n % INTERVAL == 0) {
        if (kept == keys.length) {
          keys = Arrays.copyOf(keys, 2 * kept);
          positions = Arrays.copyOf(positions, 2 * kept);
        }
        IndexEntry e = IndexEntry.readAfterToken(token, in);
        keys[kept] = e.key();
        positions[kept++] = entryStart;
        dataPosition = e.positionOrWide();
      } else {
        dataPosition = IndexEntry.skipAfterToken(in);
      }
      if (partitionPositions != null) {
        boolean wide = dataPosition == IndexEntry.WIDE;
        partitionPositions.add(token, wide ? entryStart : dataPosition, wide);
      }
    }
    return new IndexSummary(Arrays.copyOf(keys, kept), Arrays.copyOf(positions, kept));
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
