package io.wcs.engine.storage;

import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.sstable.BlockCache;
import io.wcs.engine.sstable.SSTableReader;
import java.util.List;

/**
 * The memtables and SSTables one read uses, with a reference held on each until {@link #close}:
 * flush and compaction may replace them meanwhile, but their files stay until released. The read is
 * also registered with the block cache, which loads no other block into the arrays of the blocks it
 * gets until then. Not thread-safe; close exactly once.
 */
final class ReadView implements AutoCloseable {
  private final List<Memtable> memtables;
  private final List<SSTableReader> sstables;
  private final BlockCache cache;
  // The read's token from the cache; none when there is no SSTable to read.
  private final int cacheRead;

  /** Takes the references; the caller retries with a newer view when this returns null. */
  static ReadView acquire(
      List<Memtable> memtables, List<SSTableReader> sstables, BlockCache cache) {
    for (int i = 0; i < sstables.size(); i++) {
      if (!sstables.get(i).tryAcquire()) {
        for (int j = 0; j < i; j++) {
          sstables.get(j).release();
        }
        return null;
      }
    }
    for (Memtable m : memtables) {
      m.acquireReader();
    }
    return new ReadView(memtables, sstables, cache);
  }

  private ReadView(List<Memtable> memtables, List<SSTableReader> sstables, BlockCache cache) {
    this.memtables = memtables;
    this.sstables = sstables;
    this.cache = cache;
    this.cacheRead = sstables.isEmpty() ? -1 : cache.beginRead();
  }

  List<Memtable> memtables() {
    return memtables;
  }

  List<SSTableReader> sstables() {
    return sstables;
  }

  @Override
  public void close() {
    for (Memtable m : memtables) {
      m.releaseReader();
    }
    for (SSTableReader r : sstables) {
      r.release();
    }
    if (cacheRead >= 0) {
      cache.endRead(cacheRead);
    }
  }
}
