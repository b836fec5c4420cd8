package io.wcs.engine.sstable;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Where each partition of an SSTable starts, by token: an open-addressing table of longs, made by
 * the SSTable's writer from what it wrote, or, for an SSTable a database opened with, read from its
 * index in the background once point reads ask (see {@code PartitionPositionsLoader}); an open of a
 * generation without a summary fills it as it scans the index. A point read probes it instead of
 * the Bloom filter, the summary's binary search and a scan of up to {@value IndexSummary#INTERVAL}
 * index entries, which together were over a third of a point read from SSTables. A skinny
 * partition's slot holds its data position, so reading it touches no index block; a wide
 * partition's holds the position of its index entry, for the row index kept there. Two partitions
 * with one token (possible, if unlikely: tokens are 64-bit hashes) make the slot ambiguous, and
 * reads of that token go the summary's way.
 *
 * <p>Memory: 16 bytes a slot, slots at most 3/4 used (about 21 to 43 bytes a partition). All tables
 * together stay within {@link #BUDGET_FRACTION} of the heap, reserved as a table is made and
 * returned by {@link #release}; an SSTable past the budget has no table and reads through its
 * summary, as does one whose table is still being loaded.
 *
 * <p>Threading: filled by one thread before it is published (with the reader, or to it), then
 * read-only.
 */
final class PartitionPositions {
  /** {@link #find}: no partition has the token. */
  static final long ABSENT = -1;

  /** {@link #find}: several partitions have the token. */
  static final long AMBIGUOUS = -2;

  /** The share of the maximum heap that all tables together may take: 1/16. */
  static final int BUDGET_FRACTION = 16;

  private static final AtomicLong budget =
      new AtomicLong(Runtime.getRuntime().maxMemory() / BUDGET_FRACTION);

  private static final long INDEX_ENTRY = 1L << 62;
  // Stored values are the found value plus one, so that zero marks an empty slot.
  private static final long STORED_AMBIGUOUS = -1;

  private final long[] tokens;
  private final long[] stored;
  private final int mask;
  private final long bytes;

  private PartitionPositions(int capacity) {
    tokens = new long[capacity];
    stored = new long[capacity];
    mask = capacity - 1;
    bytes = 16L * capacity;
  }

  /** An empty table for {@code partitions} partitions, or null when the budget cannot hold it. */
  static PartitionPositions reserve(long partitions) {
    long wanted = Math.max(2, partitions + partitions / 3 + 1);
    if (wanted > 1 << 30) {
      return null;
    }
    int capacity = Integer.highestOneBit((int) wanted - 1) << 1;
    long bytes = 16L * capacity;
    if (budget.addAndGet(-bytes) < 0) {
      budget.addAndGet(bytes);
      return null;
    }
    return new PartitionPositions(capacity);
  }

  /** Gives the table's memory back to the budget. Call once, when the SSTable closes. */
  void release() {
    budget.addAndGet(bytes);
  }

  /** Records a skinny partition's data position, or a wide one's index entry position. */
  void add(long token, long position, boolean indexEntry) {
    put(token, indexEntry ? position | INDEX_ENTRY : position);
  }

  private void put(long token, long found) {
    long value = found + 1;
    for (int slot = slot(token); ; slot = (slot + 1) & mask) {
      if (stored[slot] == 0) {
        tokens[slot] = token;
        stored[slot] = value;
        return;
      }
      if (tokens[slot] == token) {
        stored[slot] = STORED_AMBIGUOUS;
        return;
      }
    }
  }

  /**
   * What is recorded for the token: {@link #ABSENT}, {@link #AMBIGUOUS}, or a value to read with
   * {@link #isIndexEntry} and {@link #position}.
   */
  long find(long token) {
    for (int slot = slot(token); ; slot = (slot + 1) & mask) {
      long value = stored[slot];
      if (value == 0) {
        return ABSENT;
      }
      if (tokens[slot] == token) {
        return value == STORED_AMBIGUOUS ? AMBIGUOUS : value - 1;
      }
    }
  }

  static boolean isIndexEntry(long found) {
    return (found & INDEX_ENTRY) != 0;
  }

  static long position(long found) {
    return found & ~INDEX_ENTRY;
  }

  /**
   * Collects the partitions a writer writes (16 bytes each), for a table made when their count is
   * known: the SSTable it opens then reads no index to find them. Threading: the writer's thread.
   */
  static final class Builder {
    private static final int MAX_FIRST_CAPACITY = 1 << 16;

    private long[] tokens;
    private long[] found;
    private int count;

    /** {@code expectedPartitions} is only a hint for the first arrays. */
    Builder(long expectedPartitions) {
      int capacity = (int) Math.max(16, Math.min(MAX_FIRST_CAPACITY, expectedPartitions));
      tokens = new long[capacity];
      found = new long[capacity];
    }

    /** As {@link PartitionPositions#add}. */
    void add(long token, long position, boolean indexEntry) {
      if (count == tokens.length) {
        tokens = Arrays.copyOf(tokens, 2 * count);
        found = Arrays.copyOf(found, 2 * count);
      }
      tokens[count] = token;
      found[count++] = indexEntry ? position | INDEX_ENTRY : position;
    }

    /** The table of every partition added, or null when the budget cannot hold it. */
    PartitionPositions build() {
      PartitionPositions table = reserve(count);
      if (table != null) {
        for (int i = 0; i < count; i++) {
          table.put(tokens[i], found[i]);
        }
      }
      return table;
    }
  }

  /** Tokens are Murmur3 hashes, uniform in every bit: the low bits pick the slot. */
  private int slot(long token) {
    return (int) (token ^ (token >>> 32)) & mask;
  }
}
