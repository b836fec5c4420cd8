package io.wcs.engine.storage;

import java.util.Iterator;

/**
 * The live partitions of a read, in token order, pulled lazily. Holds references to the memtables
 * and SSTables it reads until closed: always close it (try-with-resources). Threading: one reader
 * thread.
 */
public interface PartitionIterator extends Iterator<LivePartition>, AutoCloseable {
  @Override
  void close();

  /**
   * The tombstones of the partitions skipped so far because nothing in them was live: Cassandra's
   * tombstone warnings count them too.
   */
  default int tombstonesSkipped() {
    return 0;
  }

  /** The key of the last partition skipped, or null when none was. */
  default DecoratedKey lastSkipped() {
    return null;
  }
}
