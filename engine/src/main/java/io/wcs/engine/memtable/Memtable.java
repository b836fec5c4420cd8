package io.wcs.engine.memtable;

import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.UnfilteredPartition;
import java.util.Iterator;
import java.util.NavigableMap;
import java.util.NoSuchElementException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The in-memory, sorted write buffer of one table: partitions by (token, key) in a {@link
 * ConcurrentSkipListMap}, each a {@link MemtablePartition} (multi-versioned, so a mutation is
 * atomic for readers). Tracks an estimate of its heap size and the smallest timestamp written
 * (compaction asks it before purging tombstones).
 *
 * <p>Point access (every write, and reads naming a partition) goes through a hash index of the same
 * partitions: descending the skip list cost a cache miss a level, and with a hundred thousand
 * partitions in the memtable that descent was over a third of an overwrite's time. The skip list
 * stays the authority (a partition is created by winning its {@code putIfAbsent}), and a writer
 * puts the winner into the index before applying anything to it, so a partition holding the data of
 * a finished write is always in both.
 *
 * <p>Threading: {@link #apply} and reads from any thread. Readers bracket their use with {@link
 * #acquireReader()} / {@link #releaseReader()} so that writers know when old row versions can be
 * dropped. Once the owner stops writing to it (it is "flushing"), it stays readable unchanged.
 */
public final class Memtable {
  private final ConcurrentSkipListMap<DecoratedKey, MemtablePartition> partitions =
      new ConcurrentSkipListMap<>();
  private final ConcurrentHashMap<DecoratedKey, MemtablePartition> byKey =
      new ConcurrentHashMap<>();
  private final AtomicLong sizeInBytes = new AtomicLong();
  private final AtomicLong minTimestamp = new AtomicLong(Long.MAX_VALUE);
  private final AtomicInteger openReaders = new AtomicInteger();

  /** Merges the mutation in and returns the memtable's new estimated size in bytes. */
  public long apply(Mutation m) {
    // Lowered first: compaction reads it to decide whether a tombstone can still shadow data here.
    minTimestamp.accumulateAndGet(m.minTimestamp(), Math::min);
    MemtablePartition p = byKey.get(m.key());
    long growth = 0;
    if (p == null) {
      MemtablePartition created = new MemtablePartition(m.key());
      p = partitions.putIfAbsent(m.key(), created);
      if (p == null) {
        p = created;
        growth += 144L + m.key().key().length;
      }
      byKey.putIfAbsent(m.key(), p);
    }
    growth += p.apply(m, openReaders);
    return sizeInBytes.addAndGet(growth);
  }

  public long sizeInBytes() {
    return sizeInBytes.get();
  }

  public boolean isEmpty() {
    return partitions.isEmpty();
  }

  public int partitionCount() {
    return partitions.size();
  }

  /** The smallest timestamp of anything written, Long.MAX_VALUE when empty. */
  public long minTimestamp() {
    return minTimestamp.get();
  }

  public void acquireReader() {
    openReaders.incrementAndGet();
  }

  public void releaseReader() {
    openReaders.decrementAndGet();
  }

  /** A snapshot of one partition, or null when this memtable has nothing for it. */
  public UnfilteredPartition partition(DecoratedKey key) {
    MemtablePartition p = byKey.get(key);
    return p == null ? null : p.snapshot();
  }

  public boolean contains(DecoratedKey key) {
    return byKey.containsKey(key);
  }

  /** Snapshots of the partitions in the range, in order, taken as the iterator reaches them. */
  public Iterator<UnfilteredPartition> scan(PartitionRange range) {
    NavigableMap<DecoratedKey, MemtablePartition> m = partitions;
    if (range.start() != null) {
      m = m.tailMap(range.start(), range.startInclusive());
    }
    if (range.end() != null) {
      m = m.headMap(range.end(), range.endInclusive());
    }
    Iterator<MemtablePartition> it = m.values().iterator();
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return it.hasNext();
      }

      @Override
      public UnfilteredPartition next() {
        if (!it.hasNext()) {
          throw new NoSuchElementException();
        }
        return it.next().snapshot();
      }
    };
  }
}
