package io.wcs.engine.memtable;

import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.EncodedRows;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.PartitionSink;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.UnfilteredPartition;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NoSuchElementException;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The in-memory, sorted write buffer of one table: partitions by (token, key), each a {@link
 * MemtablePartition} (multi-versioned, so a mutation is atomic for readers), its large rows encoded
 * in {@link RowSlabs}. Tracks an estimate of its heap size and the smallest timestamp written
 * (compaction asks it before purging tombstones).
 *
 * <p>Writes and point reads find partitions through a hash index ({@link PartitionIndex}), the
 * authority on which partition object holds a key. Order is kept in a skip list that only scans
 * need (a flush sorts the frozen memtable once, {@link #flushTo}), so a new partition is not put
 * there by its writer: descending the skip list cost a cache miss a level, and with a hundred
 * thousand partitions in the memtable it was a third of an overwrite's time. A writer queues the
 * partition it creates before publishing it in the index, and every scan first moves the queued
 * partitions into the skip list in key order (sorted, so the inserts walk nearby nodes), under a
 * lock that makes a scan wait for one already doing so. A write that found its partition published
 * therefore finished after the partition was queued, and any scan starting after that write sees
 * it. A writer that loses the race to create a partition leaves its unused one queued; the move
 * drops it, and puts back one not yet published.
 *
 * <p>Threading: {@link #apply} and reads from any thread. Readers bracket their use with {@link
 * #acquireReader()} / {@link #releaseReader()} so that writers know when old row versions can be
 * dropped. Once the owner stops writing to it (it is "flushing"), it stays readable unchanged.
 */
public final class Memtable {
  private final PartitionIndex byKey;
  private final ConcurrentSkipListMap<DecoratedKey, MemtablePartition> sorted =
      new ConcurrentSkipListMap<>();
  // The queued partitions, a stack linked through the partitions themselves: a queue node a
  // partition was one object in six a bulk load leaves the collector to copy.
  private final AtomicReference<MemtablePartition> unsorted = new AtomicReference<>();
  private final ReentrantLock sorting = new ReentrantLock();
  private final AtomicLong sizeInBytes = new AtomicLong();
  private final AtomicLong minTimestamp = new AtomicLong(Long.MAX_VALUE);
  private final AtomicInteger openReaders = new AtomicInteger();
  // Striped: every write counts itself in and out, four writers at once in a bulk load.
  private final LongAdder writesInFlight = new LongAdder();
  private final RowSlabs slabs;
  private final long flushTimestampBase = System.currentTimeMillis() * 1000;

  /** A memtable on its own, which allocates its slabs when it fills them. */
  public Memtable() {
    this(0, SlabSupply.onDemand());
  }

  /**
   * A memtable whose hash index starts large enough for {@code expectedPartitions}: a memtable
   * replacing a flushed one expects about as many partitions as it had, and growing the index by
   * doubling from empty to some fifty thousand partitions was 5 % of a bulk load's writer
   * (async-profiler, JdbcLoadBenchmark), each doubling on the writer that crossed the line.
   *
   * @param supply where its full-size slabs come from: the engine's, shared by all its memtables
   */
  public Memtable(int expectedPartitions, SlabSupply supply) {
    this.byKey = new PartitionIndex(expectedPartitions);
    this.slabs = new RowSlabs(supply);
  }

  /** Merges the mutation in and returns the memtable's new estimated size in bytes. */
  public long apply(Mutation m) {
    return apply(m, null, 0);
  }

  /**
   * {@link #apply(Mutation)} for mutation {@code mutation} of a logged write, whose rows the log
   * has encoded as {@code encoded} says (null for none): a large new row is kept as a copy of them.
   */
  public long apply(Mutation m, EncodedRows encoded, int mutation) {
    // Lowered first: compaction reads it to decide whether a tombstone can still shadow data here.
    lowerMinTimestamp(m.minTimestamp());
    MemtablePartition p = byKey.get(m.key());
    long growth = 0;
    if (p == null) {
      MemtablePartition created = new MemtablePartition(m.key(), slabs);
      queue(created);
      p = byKey.putIfAbsent(created);
      if (p == null) {
        p = created;
        growth += 144L + m.key().key().length;
      }
    }
    growth += p.apply(m, encoded, mutation, openReaders);
    return sizeInBytes.addAndGet(growth);
  }

  /**
   * Counts a write that has chosen this memtable and will apply to it; {@link #writeEnded} after.
   */
  public void writeStarted() {
    writesInFlight.increment();
  }

  public void writeEnded() {
    writesInFlight.decrement();
  }

  /**
   * Whether a write that chose this memtable has not ended. Exact once no write can choose it any
   * more (the memtable is switched out): then the count only falls.
   */
  public boolean hasWritesInFlight() {
    return writesInFlight.sum() != 0;
  }

  public long sizeInBytes() {
    return sizeInBytes.get();
  }

  public boolean isEmpty() {
    return byKey.size() == 0;
  }

  public int partitionCount() {
    return byKey.size();
  }

  /**
   * Lowers the minimum to {@code timestamp} if that is lower. Only a lower timestamp writes the
   * field: a load's writers, whose timestamps only grow, all read it and none takes its cache line
   * away from the others (an {@code accumulateAndGet} wrote it at every mutation).
   */
  private void lowerMinTimestamp(long timestamp) {
    long current = minTimestamp.get();
    while (timestamp < current && !minTimestamp.compareAndSet(current, timestamp)) {
      current = minTimestamp.get();
    }
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

  /**
   * A snapshot of one partition for a read of the slices, or null when this memtable holds nothing
   * that read sees (no row in the slices, no deletion of any kind, no static row).
   */
  public UnfilteredPartition partition(DecoratedKey key, Slices slices) {
    MemtablePartition p = byKey.get(key);
    return p == null ? null : p.snapshot(key, slices);
  }

  public boolean contains(DecoratedKey key) {
    return byKey.get(key) != null;
  }

  /** Snapshots of the partitions in the range, in order, taken as the iterator reaches them. */
  public Iterator<UnfilteredPartition> scan(PartitionRange range) {
    sortNewPartitions();
    NavigableMap<DecoratedKey, MemtablePartition> m = sorted;
    if (range.start() != null) {
      m = m.tailMap(range.start(), range.startInclusive());
    }
    if (range.end() != null) {
      m = m.headMap(range.end(), range.endInclusive());
    }
    Iterator<Map.Entry<DecoratedKey, MemtablePartition>> it = m.entrySet().iterator();
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
        Map.Entry<DecoratedKey, MemtablePartition> e = it.next();
        return e.getValue().snapshot(e.getKey());
      }
    };
  }

  /**
   * Writes every partition in order to {@code target}, for a flush: only once writes to this
   * memtable have stopped. The index then holds every partition, and sorting its values once spares
   * the flush moving them into the skip list one at a time (a descent from the top and a new node
   * each), which only scans running while the memtable takes writes need.
   */
  public void flushTo(PartitionSink target) throws IOException {
    MemtablePartition[] all = byKey.toArray();
    KeyOrder.sort(all);
    for (MemtablePartition p : all) {
      p.flushTo(target);
    }
  }

  /**
   * What a flush of this memtable writes timestamps relative to: its creation, around which most of
   * its timestamps were written (microseconds), so that they take a few bytes each.
   */
  public long flushTimestampBase() {
    return flushTimestampBase;
  }

  /** Queues a new partition for the skip list (see the class comment). */
  private void queue(MemtablePartition p) {
    MemtablePartition head;
    do {
      head = unsorted.get();
      p.nextUnsorted = head;
    } while (!unsorted.compareAndSet(head, p));
  }

  /** Moves the queued partitions into the skip list (see the class comment). */
  private void sortNewPartitions() {
    sorting.lock();
    try {
      List<MemtablePartition> published = new ArrayList<>();
      MemtablePartition next;
      for (MemtablePartition p = unsorted.getAndSet(null); p != null; p = next) {
        next = p.nextUnsorted;
        p.nextUnsorted = null;
        MemtablePartition current = byKey.get(p.token(), p.keyBytes());
        if (current == p) {
          published.add(p);
        } else if (current == null) {
          // Its writer is between queueing and publishing it: no write to it has finished yet.
          queue(p);
        }
      }
      MemtablePartition[] batch = published.toArray(new MemtablePartition[0]);
      KeyOrder.sort(batch);
      for (MemtablePartition p : batch) {
        sorted.put(p.key(), p);
      }
    } finally {
      sorting.unlock();
    }
  }
}
