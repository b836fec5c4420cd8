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
 * @param mappedSegments whether segment files are mapped into memory, small records copied into the
 *     mapping instead of written with a call ({@link CommitLogSegment}); by default wherever the
 *     operating system lets a mapped file be cut short and deleted, which Windows refuses until the
 *     mapping is gone, and Java has no call that unmaps a file
 */
public record CommitLogConfig(
    SyncMode syncMode,
    long segmentSize,
    Duration groupWindow,
    Duration periodicInterval,
    boolean ignoreReplayErrors,
    boolean mappedSegments) {

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

  /**
   * 32 MiB segments, no group window, 10 s periodic interval, fail on replay errors, mapped
   * segments unless on Windows.
   */
  public static CommitLogConfig defaults(SyncMode mode) {
    return new CommitLogConfig(
        mode,
        DEFAULT_SEGMENT_SIZE,
        Duration.ZERO,
        Duration.ofSeconds(10),
        false,
        !System.getProperty("os.name", "").startsWith("Windows"));
  }

  public CommitLogConfig withSegmentSize(long bytes) {
    return new CommitLogConfig(
        syncMode, bytes, groupWindow, periodicInterval, ignoreReplayErrors, mappedSegments);
  }

  public CommitLogConfig withGroupWindow(Duration window) {
    return new CommitLogConfig(
        syncMode, segmentSize, window, periodicInterval, ignoreReplayErrors, mappedSegments);
  }

  public CommitLogConfig withPeriodicInterval(Duration interval) {
    return new CommitLogConfig(
        syncMode, segmentSize, groupWindow, interval, ignoreReplayErrors, mappedSegments);
  }

  public CommitLogConfig withIgnoreReplayErrors(boolean ignore) {
    return new CommitLogConfig(
        syncMode, segmentSize, groupWindow, periodicInterval, ignore, mappedSegments);
  }

  public CommitLogConfig withMappedSegments(boolean mapped) {
    return new CommitLogConfig(
        syncMode, segmentSize, groupWindow, periodicInterval, ignoreReplayErrors, mapped);
  }

  /** Largest record body accepted by {@link CommitLog#append}. */
  public int maxRecordBody() {
    return (int) (segmentSize / 2) - SegmentFormat.RECORD_OVERHEAD;
  }
}
