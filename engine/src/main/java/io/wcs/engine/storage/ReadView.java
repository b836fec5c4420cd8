package io.wcs.engine.storage;

import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.sstable.SSTableReader;
import java.util.List;

/**
 * The memtables and SSTables one read uses, with a reference held on each until {@link #close}:
 * flush and compaction may replace them meanwhile, but their files stay until released. Not
 * thread-safe; close exactly once.
 */
final class ReadView implements AutoCloseable {
  private final List<Memtable> memtables;
  private final List<SSTableReader> sstables;

  /** Takes the references; the caller retries with a newer view when this returns null. */
  static ReadView acquire(List<Memtable> memtables, List<SSTableReader> sstables) {
    for (int i = 0; i < sstables.size(); i++) {
      if (!sstables.get(i).tryAcquire()) {
        for (int j = 0; j < i; j++) {
          sstables.get(j).release();
        }
        return null;
      }
    }
    memtables.forEach(Memtable::acquireReader);
    return new ReadView(memtables, sstables);
  }

  private ReadView(List<Memtable> memtables, List<SSTableReader> sstables) {
    this.memtables = memtables;
    this.sstables = sstables;
  }

  List<Memtable> memtables() {
    return memtables;
  }

  List<SSTableReader> sstables() {
    return sstables;
  }

  @Override
  public void close() {
    memtables.forEach(Memtable::releaseReader);
    sstables.forEach(SSTableReader::release);
  }
}
