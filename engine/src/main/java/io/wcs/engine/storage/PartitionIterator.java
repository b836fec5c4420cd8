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
}
