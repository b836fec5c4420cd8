package io.wcs.engine.compaction.strategy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * Cassandra's {@code TimeWindowCompactionStrategy}, for time series written in time order and
 * expired by TTL. Each SSTable belongs to the window ({@code compaction_window_size} x {@code
 * compaction_window_unit}) holding its newest write timestamp.
 *
 * <p>Choice, in order:
 *
 * <ol>
 *   <li>Fully expired SSTables (everything in them expired before {@code gcBefore}, and no
 *       overlapping SSTable holds older data they might shadow; the overlap check is skipped with
 *       {@code unsafe_aggressive_sstable_expiration}) are dropped, checked at most every {@code
 *       expired_sstable_check_frequency_seconds}.
 *   <li>Windows newest first: in the current window, a size-tiered bucket of {@code min_threshold}
 *       SSTables; in an older window, any two or more SSTables (the smallest {@code
 *       max_threshold}), so that each past window ends as one SSTable.
 *   <li>Otherwise one SSTable with enough droppable tombstones, as size-tiered does.
 * </ol>
 *
 * <p>Thread-safe: the time of the last expiry check is guarded by this object's monitor.
 */
final class TimeWindowStrategy extends ConfiguredStrategy {
  static final String NAME = "TimeWindowCompactionStrategy";

  private final long windowMillis;
  private final TimeUnit timestampUnit;
  private final long expiredCheckMillis;
  private final boolean aggressiveExpiration;
  private long lastExpiredCheckMillis = Long.MIN_VALUE;

  TimeWindowStrategy(StrategyOptions options) {
    super(NAME, options, SizeTiers.of(options));
    TimeUnit windowUnit =
        unit(options, "compaction_window_unit", "DAYS", Set.of("MINUTES", "HOURS", "DAYS"));
    int windowSize = options.integer("compaction_window_size", 1);
    if (windowSize < 1) {
      throw new IllegalArgumentException(
          windowSize + " must be greater than 1 for compaction_window_size");
    }
    windowMillis = windowUnit.toMillis(windowSize);
    timestampUnit =
        unit(
            options,
            "timestamp_resolution",
            "MICROSECONDS",
            Set.of("SECONDS", "MILLISECONDS", "MICROSECONDS", "NANOSECONDS"));
    long checkSeconds = options.longValue("expired_sstable_check_frequency_seconds", 600);
    if (checkSeconds < 0) {
      throw new IllegalArgumentException(
          "expired_sstable_check_frequency_seconds must not be negative, but was " + checkSeconds);
    }
    expiredCheckMillis = checkSeconds * 1000;
    aggressiveExpiration =
        options.bool(
            "unsafe_aggressive_sstable_expiration",
            false,
            "unsafe_aggressive_sstable_expiration is not 'true' or 'false' (%s)");
  }

  private static TimeUnit unit(StrategyOptions o, String key, String dflt, Set<String> allowed) {
    // exactly as Cassandra's enum names it: 'days' is refused
    String value = o.string(key, dflt).trim();
    if (!allowed.contains(value)) {
      throw new IllegalArgumentException(
          value + " is not valid for " + key + "; use one of " + new java.util.TreeSet<>(allowed));
    }
    return TimeUnit.valueOf(value);
  }

  /** Start (ms) of the window holding a write timestamp in {@code timestamp_resolution} units. */
  long windowOf(long timestamp) {
    long millis = timestampUnit.toMillis(timestamp);
    return Math.floorDiv(millis, windowMillis) * windowMillis;
  }

  @Override
  synchronized Optional<CompactionChoice> choose(
      List<SSTableInfo> live, Set<Long> compacting, long nowMillis, long gcBeforeSeconds) {
    List<SSTableInfo> candidates = SizeTiers.notCompacting(live, compacting);
    if (nowMillis - lastExpiredCheckMillis >= expiredCheckMillis
        || lastExpiredCheckMillis == Long.MIN_VALUE) {
      lastExpiredCheckMillis = nowMillis;
      List<SSTableInfo> expired = fullyExpired(candidates, live, gcBeforeSeconds);
      if (!expired.isEmpty()) {
        return Optional.of(new CompactionChoice(expired, 0, Long.MAX_VALUE, true));
      }
    }
    TreeMap<Long, List<SSTableInfo>> windows = new TreeMap<>(Comparator.reverseOrder());
    for (SSTableInfo s : candidates) {
      windows.computeIfAbsent(windowOf(s.maxTimestamp()), w -> new ArrayList<>()).add(s);
    }
    long current = Math.floorDiv(nowMillis, windowMillis) * windowMillis;
    for (Map.Entry<Long, List<SSTableInfo>> window : windows.entrySet()) {
      List<SSTableInfo> sstables = window.getValue();
      if (window.getKey() >= current) {
        Optional<List<SSTableInfo>> bucket =
            tiers.mostInteresting(sstables, options.minThreshold, options.maxThreshold);
        if (bucket.isPresent()) {
          return bucket.map(b -> CompactionChoice.merge(b, 0));
        }
      } else if (sstables.size() >= 2) {
        List<SSTableInfo> smallest = new ArrayList<>(sstables);
        smallest.sort(Comparator.comparingLong(SSTableInfo::sizeOnDisk));
        return Optional.of(
            CompactionChoice.merge(
                smallest.subList(0, Math.min(options.maxThreshold, smallest.size())), 0));
      }
    }
    return SizeTiers.tombstoneCandidate(candidates, options, nowMillis)
        .map(s -> CompactionChoice.merge(List.of(s), 0));
  }

  private List<SSTableInfo> fullyExpired(
      List<SSTableInfo> candidates, List<SSTableInfo> live, long gcBeforeSeconds) {
    List<SSTableInfo> expired = new ArrayList<>();
    for (SSTableInfo s : candidates) {
      if (s.maxLocalDeletionTime() >= gcBeforeSeconds) {
        continue;
      }
      boolean shadowsOlderData =
          !aggressiveExpiration
              && live.stream()
                  .anyMatch(
                      o ->
                          o != s
                              && o.overlaps(s)
                              && o.minTimestamp() <= s.maxTimestamp()
                              && o.maxLocalDeletionTime() >= gcBeforeSeconds);
      if (!shadowsOlderData) {
        expired.add(s);
      }
    }
    return expired;
  }
}
