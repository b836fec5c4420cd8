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
  private final TombstoneWarnings tombstones;
  private PartitionIterator current;

  PartitionStream(Iterator<Supplier<PartitionIterator>> reads, TombstoneWarnings tombstones) {
    this.reads = reads;
    this.tombstones = tombstones;
  }

  /** The next partition, or null at the end. Valid until the next call. */
  LivePartition next() {
    while (true) {
      if (current != null && current.hasNext()) {
        return current.next();
      }
      if (current != null) {
        closeCurrent();
      }
      if (!reads.hasNext()) {
        return null;
      }
      current = reads.next().get();
    }
  }

  /**
   * Whether no partition follows the last one returned. Asks the current read for its next
   * partition: call it only where that costs nothing, after a read of one partition.
   */
  boolean atEnd() {
    return (current == null || !current.hasNext()) && !reads.hasNext();
  }

  /** Closes the current read, counting the tombstones of the partitions it skipped. */
  private void closeCurrent() {
    if (current.tombstonesSkipped() > 0) {
      tombstones.partitionsSkipped(current.lastSkipped(), current.tombstonesSkipped());
    }
    current.close();
    current = null;
  }

  @Override
  public void close() {
    if (current != null) {
      closeCurrent();
    }
  }
}
