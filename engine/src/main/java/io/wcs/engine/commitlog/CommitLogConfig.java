package io.wcs.engine.commitlog;

import java.time.Duration;

/**
 * Commit log settings.
 *
 * @param syncMode when appends are acknowledged
 * @param segmentSize bytes after which a new segment file starts (a record never spans two; one
 *     record may be at most half a segment)
 * @param groupWindow in {@link SyncMode#GROUP}, how long a sync leader waits for more writers
 *     before its fsync; zero (the default) syncs at once, which suits disks with a fast fsync,
 *     while a slow disk may gain throughput by gathering longer (Cassandra's {@code
 *     commitlog_sync_group_window})
 * @param periodicInterval in {@link SyncMode#PERIODIC}, the time between background fsyncs
 * @param ignoreReplayErrors when true, a corrupt record in the middle of the log is logged and the
 *     rest of that segment skipped instead of failing {@link CommitLog#replay} (like Cassandra's
 *     {@code cassandra.commitlog.ignorereplayerrors}); data is lost, so it is off by default
 */
public record CommitLogConfig(
    SyncMode syncMode,
    long segmentSize,
    Duration groupWindow,
    Duration periodicInterval,
    boolean ignoreReplayErrors) {

  public static final long DEFAULT_SEGMENT_SIZE = 32L * 1024 * 1024;

  public CommitLogConfig {
    if (segmentSize < 4096 || segmentSize > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "commit log segment size must be between 4 KiB and 2 GiB, got " + segmentSize);
    }
    if (groupWindow.isNegative() || periodicInterval.isNegative() || periodicInterval.isZero()) {
      throw new IllegalArgumentException("commit log sync intervals must be positive");
    }
  }

  /** 32 MiB segments, no group window, 10 s periodic interval, fail on replay errors. */
  public static CommitLogConfig defaults(SyncMode mode) {
    return new CommitLogConfig(
        mode, DEFAULT_SEGMENT_SIZE, Duration.ZERO, Duration.ofSeconds(10), false);
  }

  public CommitLogConfig withSegmentSize(long bytes) {
    return new CommitLogConfig(syncMode, bytes, groupWindow, periodicInterval, ignoreReplayErrors);
  }

  public CommitLogConfig withGroupWindow(Duration window) {
    return new CommitLogConfig(syncMode, segmentSize, window, periodicInterval, ignoreReplayErrors);
  }

  public CommitLogConfig withPeriodicInterval(Duration interval) {
    return new CommitLogConfig(syncMode, segmentSize, groupWindow, interval, ignoreReplayErrors);
  }

  public CommitLogConfig withIgnoreReplayErrors(boolean ignore) {
    return new CommitLogConfig(syncMode, segmentSize, groupWindow, periodicInterval, ignore);
  }

  /** Largest record body accepted by {@link CommitLog#append}. */
  public int maxRecordBody() {
    return (int) (segmentSize / 2) - SegmentFormat.RECORD_OVERHEAD;
  }
}
