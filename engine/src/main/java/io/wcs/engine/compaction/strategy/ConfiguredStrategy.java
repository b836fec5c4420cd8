package io.wcs.engine.compaction.strategy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What every strategy shares: its Cassandra class name, its options, and no choice at all while
 * {@code 'enabled'} is false. Subclasses choose in {@link #choose} and state their own threading.
 */
abstract class ConfiguredStrategy implements CompactionStrategy {
  private final String name;
  protected final StrategyOptions options;
  protected final SizeTiers tiers;

  ConfiguredStrategy(String name, StrategyOptions options, SizeTiers tiers) {
    this.name = name;
    this.options = options;
    this.tiers = tiers;
  }

  @Override
  public final Optional<CompactionChoice> next(
      List<SSTableInfo> live, Set<Long> compacting, long nowMillis, long gcBeforeSeconds) {
    return options.enabled
        ? choose(live, compacting, nowMillis, gcBeforeSeconds)
        : Optional.empty();
  }

  /** {@link #next} while enabled. */
  abstract Optional<CompactionChoice> choose(
      List<SSTableInfo> live, Set<Long> compacting, long nowMillis, long gcBeforeSeconds);

  @Override
  public final String className() {
    return StrategyOptions.PACKAGE + name;
  }

  @Override
  public final Map<String, String> schemaOptions() {
    return options.schemaMap(name);
  }

  @Override
  public final boolean enabled() {
    return options.enabled;
  }
}
