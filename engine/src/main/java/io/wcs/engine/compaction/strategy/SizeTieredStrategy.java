package io.wcs.engine.compaction.strategy;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Cassandra's {@code SizeTieredCompactionStrategy}: merge {@code min_threshold} to {@code
 * max_threshold} SSTables of similar size (see {@link SizeTiers}); when no bucket is full, compact
 * one SSTable alone if it holds enough droppable tombstones. Stateless.
 */
final class SizeTieredStrategy extends ConfiguredStrategy {
  static final String NAME = "SizeTieredCompactionStrategy";

  SizeTieredStrategy(StrategyOptions options) {
    super(NAME, options, SizeTiers.of(options));
  }

  @Override
  Optional<CompactionChoice> choose(
      List<SSTableInfo> live, Set<Long> compacting, long nowMillis, long gcBeforeSeconds) {
    List<SSTableInfo> candidates = SizeTiers.notCompacting(live, compacting);
    Optional<List<SSTableInfo>> bucket =
        tiers.mostInteresting(candidates, options.minThreshold, options.maxThreshold);
    if (bucket.isPresent()) {
      return bucket.map(b -> CompactionChoice.merge(b, 0));
    }
    return SizeTiers.tombstoneCandidate(candidates, options, nowMillis)
        .map(s -> CompactionChoice.merge(List.of(s), 0));
  }
}
