package io.wcs.engine.storage;

import io.wcs.engine.sstable.BlockFiles;
import java.util.function.IntSupplier;

/**
 * What every table store of one engine shares: the block file format, the log, the clock (seconds;
 * tests control it) and the SSTable row index interval.
 */
record StorageContext(
    BlockFiles blockFiles, MutationLog log, IntSupplier clock, int rowIndexInterval) {}
