package io.wcs.engine.cql.select;

import io.wcs.engine.storage.LivePartition;
import io.wcs.engine.storage.PartitionIterator;
import java.util.Iterator;
import java.util.function.Supplier;

/**
 * The partitions of one query page, from storage reads opened one after another (one per IN key;
 * the rest of a resumed partition, then a range). A read is opened only when the previous one is
 * exhausted and closed when the stream moves past it, so a page holds one read at a time.
 * Threading: one query thread.
 */
final class PartitionStream implements AutoCloseable {
  private final Iterator<Supplier<PartitionIterator>> reads;
  private final TombstoneThresholds tombstones;
  private PartitionIterator current;
  // of the current read's skipped tombstones, how many are counted already
  private int skippedCounted;
  // whether the current read has returned a partition
  private boolean returned;

  PartitionStream(Iterator<Supplier<PartitionIterator>> reads, TombstoneThresholds tombstones) {
    this.reads = reads;
    this.tombstones = tombstones;
  }

  /** The next partition, or null at the end. Valid until the next call. */
  LivePartition next() {
    while (true) {
      if (current != null && current.hasNext()) {
        LivePartition next = current.next();
        countSkipped();
        returned = true;
        return next;
      }
      if (current != null) {
        if (!returned && current.tombstonesSkipped() == 0) {
          tombstones.nothingRead();
        }
        closeCurrent();
      }
      if (!reads.hasNext()) {
        return null;
      }
      current = reads.next().get();
      returned = false;
    }
  }

  /**
   * Whether no partition follows the last one returned. Asks the current read for its next
   * partition: call it only where that costs nothing, after a read of one partition.
   */
  boolean atEnd() {
    return (current == null || !current.hasNext()) && !reads.hasNext();
  }

  /**
   * Counts the tombstones of the partitions the current read skipped since the last count: as they
   * are passed, so that a scan fails as soon as they are too many.
   */
  private void countSkipped() {
    int skipped = current.tombstonesSkipped();
    if (skipped > skippedCounted) {
      tombstones.partitionsSkipped(current.lastSkipped(), skipped - skippedCounted);
      skippedCounted = skipped;
    }
  }

  /** Closes the current read, counting the tombstones of the partitions it skipped. */
  private void closeCurrent() {
    countSkipped();
    current.close();
    current = null;
    skippedCounted = 0;
  }

  @Override
  public void close() {
    if (current != null) {
      closeCurrent();
    }
  }
}
