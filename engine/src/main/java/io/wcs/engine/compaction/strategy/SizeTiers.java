package io.wcs.engine.compaction.strategy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Size-tiered bucketing, used by size-tiered compaction, by leveled compaction when L0 falls
 * behind, and inside the newest time window. SSTables are taken smallest first; one joins a bucket
 * when its size is within {@code [bucket_low, bucket_high]} times the bucket's average, or when it
 * and the average are both below {@code min_sstable_size} (small SSTables go together whatever
 * their ratio). Immutable.
 */
final class SizeTiers {
  private final double bucketLow;
  private final double bucketHigh;
  private final long minSSTableSize;

  private SizeTiers(double bucketLow, double bucketHigh, long minSSTableSize) {
    this.bucketLow = bucketLow;
    this.bucketHigh = bucketHigh;
    this.minSSTableSize = minSSTableSize;
  }

  /** Cassandra's defaults: half to one and a half times the average, 50 MiB small. */
  static SizeTiers defaults() {
    return new SizeTiers(0.5, 1.5, 50L * 1024 * 1024);
  }

  /** The tiers the options describe, checked as Cassandra checks them. */
  static SizeTiers of(StrategyOptions o) {
    double low = o.decimal("bucket_low", 0.5);
    double high = o.decimal("bucket_high", 1.5);
    long minSize = o.longValue("min_sstable_size", 50L * 1024 * 1024);
    if (high <= low) {
      throw new IllegalArgumentException(
          "bucket_high value ("
              + high
              + ") is less than or equal to the bucket_low value ("
              + low
              + ")");
    }
    if (minSize < 0) {
      throw new IllegalArgumentException("min_sstable_size must be non negative: " + minSize);
    }
    return new SizeTiers(low, high, minSize);
  }

  List<List<SSTableInfo>> buckets(List<SSTableInfo> sstables) {
    List<SSTableInfo> sorted = new ArrayList<>(sstables);
    sorted.sort(Comparator.comparingLong(SSTableInfo::sizeOnDisk));
    List<List<SSTableInfo>> buckets = new ArrayList<>();
    List<Double> averages = new ArrayList<>();
    for (SSTableInfo s : sorted) {
      long size = s.sizeOnDisk();
      int target = -1;
      for (int i = 0; i < buckets.size() && target < 0; i++) {
        double avg = averages.get(i);
        boolean similar = size > avg * bucketLow && size < avg * bucketHigh;
        boolean bothSmall = size < minSSTableSize && avg < minSSTableSize;
        if (similar || bothSmall) {
          target = i;
        }
      }
      if (target < 0) {
        buckets.add(new ArrayList<>());
        averages.add(0.0);
        target = buckets.size() - 1;
      }
      List<SSTableInfo> bucket = buckets.get(target);
      averages.set(target, (averages.get(target) * bucket.size() + size) / (bucket.size() + 1));
      bucket.add(s);
    }
    return buckets;
  }

  /**
   * Among buckets of at least {@code min} SSTables, each cut to its {@code max} smallest, the one
   * with the smallest average size: the cheapest merge that reduces the SSTable count. Cassandra
   * prefers the hottest bucket by read rate; WCS keeps no read rates, and Cassandra's tie-break is
   * this one.
   */
  Optional<List<SSTableInfo>> mostInteresting(List<SSTableInfo> sstables, int min, int max) {
    List<SSTableInfo> best = null;
    double bestAverage = Double.MAX_VALUE;
    for (List<SSTableInfo> bucket : buckets(sstables)) {
      if (bucket.size() < min) {
        continue;
      }
      List<SSTableInfo> trimmed = bucket.subList(0, Math.min(max, bucket.size()));
      double average = trimmed.stream().mapToLong(SSTableInfo::sizeOnDisk).average().orElse(0);
      if (average < bestAverage) {
        best = trimmed;
        bestAverage = average;
      }
    }
    return Optional.ofNullable(best).map(List::copyOf);
  }

  /**
   * A single SSTable worth compacting alone to purge tombstones: older than {@code
   * tombstone_compaction_interval} and with more than {@code tombstone_threshold} droppable
   * tombstones; the smallest such. (Cassandra also estimates how many of those tombstones
   * overlapping SSTables would keep alive; WCS does not, as with {@code
   * unchecked_tombstone_compaction}.)
   */
  static Optional<SSTableInfo> tombstoneCandidate(
      List<SSTableInfo> sstables, StrategyOptions o, long nowMillis) {
    long oldEnough = nowMillis - o.tombstoneCompactionIntervalSeconds * 1000;
    return sstables.stream()
        .filter(s -> s.createdAtMillis() <= oldEnough)
        .filter(s -> s.droppableTombstoneRatio() > o.tombstoneThreshold)
        .min(Comparator.comparingLong(SSTableInfo::sizeOnDisk));
  }

  static List<SSTableInfo> notCompacting(List<SSTableInfo> live, java.util.Set<Long> compacting) {
    return live.stream().filter(s -> !compacting.contains(s.generation())).toList();
  }
}
