package io.wcs.engine.memtable;

import io.wcs.engine.storage.DecoratedKey;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A memtable's partitions by key: an open-addressing hash table (linear probing, at most half full)
 * of the partitions themselves, with each slot's hash beside it.
 *
 * <p>Why not a {@code ConcurrentHashMap}: it keeps a node object for each entry, and a memtable's
 * partitions live until the flush, long enough for the collector to copy each of them from the
 * young generation into survivor spaces several times over: in a four-thread bulk load the young
 * pauses copying the memtable's objects were a sixth of the time, and the node was one object in
 * five of a new partition's. Here an entry is a slot in two arrays. The hashes spare a lookup
 * reading the partitions it passes over, and a resize reading any.
 *
 * <p>Partitions are never removed (a memtable is dropped whole), so a slot, once set, never
 * changes. Threading: {@link #get} from any thread without locking; {@link #putIfAbsent} serialised
 * by a lock. A partition is published by a release store after its slot's hash, and a lookup reads
 * the slot with an acquire load before the hash: a lookup that finds a partition sees it whole. A
 * resize copies the table under the lock and publishes the copy before any later insert goes into
 * it, so a lookup still reading the old table misses only inserts that finished after it began, as
 * with any concurrent map.
 */
final class PartitionIndex {
  private static final VarHandle SLOTS =
      MethodHandles.arrayElementVarHandle(MemtablePartition[].class);
  private static final int MIN_CAPACITY = 16;

  /** One generation of the table; replaced whole by a resize. */
  private static final class Table {
    final MemtablePartition[] partitions;
    final int[] hashes;
    final int mask;
    // A hash's slot is its top bits: multiplied by the golden ratio, they depend on all of its
    // bits.
    final int shift;

    Table(int capacity) {
      partitions = new MemtablePartition[capacity];
      hashes = new int[capacity];
      mask = capacity - 1;
      shift = Integer.numberOfLeadingZeros(mask);
    }

    int firstSlot(int hash) {
      return hash >>> shift;
    }
  }

  private final ReentrantLock inserting = new ReentrantLock();
  private volatile Table table;
  private volatile int size;

  /** An index whose first table holds {@code expected} partitions without a resize. */
  PartitionIndex(int expected) {
    int capacity = MIN_CAPACITY;
    while (capacity < 2L * expected && capacity < 1 << 30) {
      capacity <<= 1;
    }
    table = new Table(capacity);
  }

  /** The partition of {@code key}, or null. */
  MemtablePartition get(DecoratedKey key) {
    return get(key.token(), key.key());
  }

  /** The partition of the key with this token and these bytes, or null. */
  MemtablePartition get(long token, byte[] key) {
    Table t = table;
    int hash = hash(token);
    for (int i = t.firstSlot(hash); ; i = (i + 1) & t.mask) {
      MemtablePartition p = (MemtablePartition) SLOTS.getAcquire(t.partitions, i);
      if (p == null) {
        return null;
      }
      if (t.hashes[i] == hash && p.hasKey(token, key)) {
        return p;
      }
    }
  }

  /** Adds {@code p} unless its key has a partition already, which it returns; else null. */
  MemtablePartition putIfAbsent(MemtablePartition p) {
    int hash = hash(p.token());
    inserting.lock();
    try {
      Table t = table;
      int i = t.firstSlot(hash);
      for (MemtablePartition q; (q = t.partitions[i]) != null; i = (i + 1) & t.mask) {
        if (t.hashes[i] == hash && q.hasKey(p.token(), p.keyBytes())) {
          return q;
        }
      }
      if (2L * (size + 1) > t.partitions.length) {
        t = grown(t);
        i = freeSlot(t, hash);
      }
      t.hashes[i] = hash;
      SLOTS.setRelease(t.partitions, i, p);
      size = size + 1;
      return null;
    } finally {
      inserting.unlock();
    }
  }

  int size() {
    return size;
  }

  /** Every partition, in no order: for a flush, once writes have stopped. */
  MemtablePartition[] toArray() {
    Table t = table;
    MemtablePartition[] all = new MemtablePartition[t.partitions.length];
    int n = 0;
    for (MemtablePartition p : t.partitions) {
      if (p != null) {
        all[n++] = p;
      }
    }
    return Arrays.copyOf(all, n);
  }

  /** A table twice as large holding {@code t}'s partitions, published. Under the lock. */
  private Table grown(Table t) {
    Table larger = new Table(t.partitions.length * 2);
    for (int i = 0; i < t.partitions.length; i++) {
      MemtablePartition p = t.partitions[i];
      if (p != null) {
        int at = freeSlot(larger, t.hashes[i]);
        larger.hashes[at] = t.hashes[i];
        larger.partitions[at] = p;
      }
    }
    table = larger;
    return larger;
  }

  private static int freeSlot(Table t, int hash) {
    int i = t.firstSlot(hash);
    while (t.partitions[i] != null) {
      i = (i + 1) & t.mask;
    }
    return i;
  }

  /** The key's hash, multiplied by the golden ratio (Fibonacci hashing, see {@link Table}). */
  private static int hash(long token) {
    return DecoratedKey.hashCode(token) * 0x9E3779B9;
  }
}
