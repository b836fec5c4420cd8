package io.wcs.engine;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.StorageOptions;
import java.time.Duration;
import java.util.Locale;
import java.util.function.IntSupplier;

/**
 * How a {@link Database} is opened: the commit log's sync mode ({@code group}, {@code batch} or
 * {@code periodic}, as the {@code sync} URL parameter spells it) with its window or period, and the
 * clock ("now" in seconds) for TTL expiry, which tests replace. In-memory databases have no commit
 * log and ignore the sync settings. Immutable.
 */
public record DatabaseOptions(
    SyncMode syncMode, Duration groupWindow, Duration periodicInterval, IntSupplier clock) {

  private static final CommitLogConfig COMMIT_LOG_DEFAULTS =
      CommitLogConfig.defaults(SyncMode.GROUP);

  /** Group commit with a 2 ms window, 10 s periodic interval, the system clock. */
  public static final DatabaseOptions DEFAULT =
      new DatabaseOptions(
          SyncMode.GROUP,
          COMMIT_LOG_DEFAULTS.groupWindow(),
          COMMIT_LOG_DEFAULTS.periodicInterval(),
          StorageOptions.DEFAULT.clock());

  /** The sync mode by name: group, batch or periodic (case-insensitive). */
  public DatabaseOptions withSync(String mode) {
    SyncMode parsed;
    try {
      parsed = SyncMode.valueOf(mode.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unknown commit log sync mode '" + mode + "'; expected group, batch or periodic", e);
    }
    return new DatabaseOptions(parsed, groupWindow, periodicInterval, clock);
  }

  /** For {@code group}: how long the first writer gathers others before the shared fsync. */
  public DatabaseOptions withGroupWindowMillis(long millis) {
    return new DatabaseOptions(syncMode, Duration.ofMillis(millis), periodicInterval, clock);
  }

  /** For {@code periodic}: the time between background fsyncs. */
  public DatabaseOptions withPeriodMillis(long millis) {
    return new DatabaseOptions(syncMode, groupWindow, Duration.ofMillis(millis), clock);
  }

  public DatabaseOptions withClock(IntSupplier newClock) {
    return new DatabaseOptions(syncMode, groupWindow, periodicInterval, newClock);
  }

  StorageOptions storageOptions() {
    CommitLogConfig log =
        CommitLogConfig.defaults(syncMode)
            .withGroupWindow(groupWindow)
            .withPeriodicInterval(periodicInterval);
    return StorageOptions.DEFAULT.withCommitLog(log).withClock(clock);
  }
}
