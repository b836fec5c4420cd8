package io.wcs.engine.storage;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.SyncMode;
import java.util.function.IntSupplier;

/**
 * Engine-wide settings. {@code clock} gives "now" in seconds for TTL expiry and gc_grace_seconds in
 * compaction (tests pass a controllable one); {@code compactionThreads} 0 turns background
 * compaction off (explicit {@code compact} only); {@code rowIndexInterval} the partition bytes
 * between row index entries (1 KiB by default: a slice read decodes rows from the start of its
 * stretch, so a smaller stretch wastes less, and the index stays one entry, about 16 bytes, per KiB
 * of partition); {@code commitLog} the commit log's sync mode and segment settings; {@code
 * blockCacheBytes} the size of the cache of decompressed SSTable blocks all tables' reads share (0:
 * none).
 *
 * <p>The block cache is by default a quarter of the heap, at most 512 MiB, as Cassandra sizes its
 * chunk cache (file_cache_size). It takes memory only as blocks are read, and a point read that
 * misses it pays a file read and a block decompression, most of its time: 32 MiB left W2's random
 * reads over 220 MB of rows missing six times in seven.
 */
public record StorageOptions(
    IntSupplier clock,
    int compactionThreads,
    int rowIndexInterval,
    CommitLogConfig commitLog,
    long blockCacheBytes) {
  public static final StorageOptions DEFAULT =
      new StorageOptions(
          () -> (int) (System.currentTimeMillis() / 1000),
          1,
          1024,
          CommitLogConfig.defaults(SyncMode.GROUP));

  public StorageOptions {
    if (compactionThreads < 0) {
      throw new IllegalArgumentException(
          "compaction threads must be >= 0, got " + compactionThreads);
    }
    if (rowIndexInterval < 1) {
      throw new IllegalArgumentException(
          "row index interval must be >= 1, got " + rowIndexInterval);
    }
    if (blockCacheBytes < 0) {
      throw new IllegalArgumentException("block cache size must be >= 0, got " + blockCacheBytes);
    }
  }

  /** Settings with the default block cache. */
  public StorageOptions(
      IntSupplier clock, int compactionThreads, int rowIndexInterval, CommitLogConfig commitLog) {
    this(
        clock,
        compactionThreads,
        rowIndexInterval,
        commitLog,
        Math.min(512L << 20, Runtime.getRuntime().maxMemory() / 4));
  }

  public StorageOptions withClock(IntSupplier newClock) {
    return new StorageOptions(
        newClock, compactionThreads, rowIndexInterval, commitLog, blockCacheBytes);
  }

  public StorageOptions withCommitLog(CommitLogConfig config) {
    return new StorageOptions(clock, compactionThreads, rowIndexInterval, config, blockCacheBytes);
  }

  public StorageOptions withBlockCacheBytes(long bytes) {
    return new StorageOptions(clock, compactionThreads, rowIndexInterval, commitLog, bytes);
  }
}
