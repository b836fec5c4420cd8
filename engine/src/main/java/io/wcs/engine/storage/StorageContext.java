package io.wcs.engine.storage;

import io.wcs.engine.commitlog.CommitLog;
import io.wcs.engine.memtable.SlabSupply;
import io.wcs.engine.sstable.BlockCache;
import io.wcs.engine.sstable.BlockFiles;
import java.util.function.IntSupplier;

/**
 * What every table store of one engine shares: the block file format, the commit log, the replay
 * floors and the partition positions' loader (all three null for an in-memory engine), the clock
 * (seconds; tests control it), the SSTable row index interval and the memtables' slab supply.
 */
record StorageContext(
    BlockFiles blockFiles,
    CommitLog log,
    ReplayFloors floors,
    PartitionPositionsLoader positionsLoader,
    IntSupplier clock,
    int rowIndexInterval,
    SlabSupply slabs) {

  /** The cache SSTable reads go through; none for an in-memory engine. */
  BlockCache blockCache() {
    return blockFiles == null ? BlockCache.NONE : blockFiles.cache();
  }
}
