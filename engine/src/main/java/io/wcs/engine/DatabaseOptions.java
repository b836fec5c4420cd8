package io.wcs.engine;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.cql.modification.CollectionGuardrails;
import io.wcs.engine.storage.StorageOptions;
import java.time.Duration;
import java.util.Locale;
import java.util.function.IntSupplier;

/**
 * How a {@link Database} is opened: the commit log's settings (its sync mode, {@code group}, {@code
 * batch} or {@code periodic} as the {@code sync} URL parameter spells it, with its window or
 * period, and its segment size, half of which bounds one write); the clock ("now" in seconds) for
 * TTL expiry, which tests replace; the guardrails on collections (off by default, as in Cassandra);
 * the bound on the prepared statement cache; and the size of the block cache. In-memory databases
 * have no commit log and no SSTables, and ignore the settings of both. Immutable.
 *
 * @param preparedCacheBytes the bound on the prepared statements' estimated weight (Cassandra's
 *     {@code prepared_statements_cache_size})
 * @param blockCacheBytes the size of the cache of decompressed SSTable blocks (Cassandra's {@code
 *     file_cache_size}; 0: none)
 */
public record DatabaseOptions(
    CommitLogConfig commitLog,
    IntSupplier clock,
    CollectionGuardrails collectionGuardrails,
    long preparedCacheBytes,
    long blockCacheBytes) {

  /** Cassandra's default cache bound: the larger of 10 MiB and 1/256 of the heap. */
  public static final long DEFAULT_PREPARED_CACHE_BYTES =
      Math.max(10L << 20, Runtime.getRuntime().maxMemory() / 256);

  /**
   * Group commit at once, 32 MiB segments, 10 s periodic interval, the system clock, no collection
   * guardrails, Cassandra's prepared cache bound, and the storage engine's block cache (a quarter
   * of the heap, at most 512 MiB, as Cassandra sizes its chunk cache).
   */
  public static final DatabaseOptions DEFAULT =
      new DatabaseOptions(
          CommitLogConfig.defaults(SyncMode.GROUP),
          StorageOptions.DEFAULT.clock(),
          CollectionGuardrails.DISABLED,
          DEFAULT_PREPARED_CACHE_BYTES,
          StorageOptions.DEFAULT.blockCacheBytes());

  public DatabaseOptions {
    if (preparedCacheBytes <= 0) {
      throw new IllegalArgumentException(
          "the prepared statement cache bound must be positive, got " + preparedCacheBytes);
    }
    if (blockCacheBytes < 0) {
      throw new IllegalArgumentException(
          "the block cache size must not be negative, got " + blockCacheBytes);
    }
  }

  /** The sync mode by name: group, batch or periodic (case-insensitive). */
  public DatabaseOptions withSync(String mode) {
    SyncMode parsed;
    try {
      parsed = SyncMode.valueOf(mode.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unknown commit log sync mode '" + mode + "'; expected group, batch or periodic", e);
    }
    CommitLogConfig log =
        CommitLogConfig.defaults(parsed)
            .withSegmentSize(commitLog.segmentSize())
            .withGroupWindow(commitLog.groupWindow())
            .withPeriodicInterval(commitLog.periodicInterval());
    return withCommitLog(log);
  }

  /** For {@code group}: how long the first writer gathers others before the shared fsync. */
  public DatabaseOptions withGroupWindowMillis(long millis) {
    return withCommitLog(commitLog.withGroupWindow(Duration.ofMillis(millis)));
  }

  /** For {@code periodic}: the time between background fsyncs. */
  public DatabaseOptions withPeriodMillis(long millis) {
    return withCommitLog(commitLog.withPeriodicInterval(Duration.ofMillis(millis)));
  }

  /** The commit log's segment size; a write may take at most half of it. */
  public DatabaseOptions withSegmentBytes(long bytes) {
    return withCommitLog(commitLog.withSegmentSize(bytes));
  }

  private DatabaseOptions withCommitLog(CommitLogConfig log) {
    return new DatabaseOptions(
        log, clock, collectionGuardrails, preparedCacheBytes, blockCacheBytes);
  }

  public DatabaseOptions withClock(IntSupplier newClock) {
    return new DatabaseOptions(
        commitLog, newClock, collectionGuardrails, preparedCacheBytes, blockCacheBytes);
  }

  public DatabaseOptions withCollectionGuardrails(CollectionGuardrails guardrails) {
    return new DatabaseOptions(commitLog, clock, guardrails, preparedCacheBytes, blockCacheBytes);
  }

  public DatabaseOptions withPreparedCacheBytes(long bytes) {
    return new DatabaseOptions(commitLog, clock, collectionGuardrails, bytes, blockCacheBytes);
  }

  public DatabaseOptions withBlockCacheBytes(long bytes) {
    return new DatabaseOptions(commitLog, clock, collectionGuardrails, preparedCacheBytes, bytes);
  }

  StorageOptions storageOptions() {
    return StorageOptions.DEFAULT
        .withCommitLog(commitLog)
        .withClock(clock)
        .withBlockCacheBytes(blockCacheBytes);
  }
}
