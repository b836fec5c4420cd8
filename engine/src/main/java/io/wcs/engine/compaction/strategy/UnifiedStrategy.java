package io.wcs.engine.compaction.strategy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cassandra 5.0's {@code UnifiedCompactionStrategy}, its options checked as Cassandra checks them.
 * WCS compacts such a table as the first of its {@code scaling_parameters} describes: {@code T}
 * (tiered, and {@code N}) as size-tiered, merging that many SSTables of a size at once; {@code L}
 * (leveled) as leveled, with that fan-out and SSTables of {@code target_sstable_size}. Cassandra
 * also shards each level by token and varies the parameter by level; WCS's tables live on one disk
 * of one node, where the first level is the one that matters most. Thread-safe as its delegate is.
 */
final class UnifiedStrategy implements CompactionStrategy {
  static final String NAME = "UnifiedCompactionStrategy";

  private static final Pattern SCALING_PARAMETER =
      Pattern.compile("N|L([0-9]+)|T([0-9]+)|([+-]?[0-9]+)");
  private static final Pattern SIZE =
      Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*(B|KiB|MiB|GiB|TiB|kB|KB|MB|GB|TB)?");
  private static final long MIB = 1L << 20;

  /** The options every strategy takes, which the delegate reads as Cassandra's would. */
  private static final List<String> COMMON_OPTIONS =
      List.of(
          "enabled",
          "tombstone_threshold",
          "tombstone_compaction_interval",
          "unchecked_tombstone_compaction",
          "only_purge_repaired_tombstones",
          "log_all",
          "provide_overlapping_tombstones");

  private final StrategyOptions options;
  private final CompactionStrategy delegate;

  UnifiedStrategy(StrategyOptions options, Map<String, String> given) {
    this.options = options;
    String scaling = options.string("scaling_parameters", "T4");
    List<Integer> parameters = new ArrayList<>();
    for (String parameter : scaling.split(",")) {
      parameters.add(scalingParameter(parameter.trim()));
    }
    size(options, "min_sstable_size", "100MiB");
    long target = size(options, "target_sstable_size", "1GiB");
    if (target < MIB) {
      throw new IllegalArgumentException(
          "target_sstable_size "
              + options.string("target_sstable_size", null)
              + " is not acceptable, size must be at least 1.000MiB");
    }
    size(options, "flush_size_override", "0B");
    int shards = options.integer("base_shard_count", 4);
    if (shards <= 0) {
      throw new IllegalArgumentException(
          "Invalid configuration, base_shard_count should be positive: " + shards);
    }
    double growth = options.decimal("sstable_growth", 0.333);
    if (growth < 0 || growth > 1) {
      throw new IllegalArgumentException(
          "sstable_growth " + options.string("sstable_growth", null) + " must be between 0 and 1");
    }
    options.integer("max_sstables_to_compact", 0);
    long checkSeconds = options.longValue("expired_sstable_check_frequency_seconds", 600);
    if (checkSeconds < 0) {
      throw new IllegalArgumentException(
          "expired_sstable_check_frequency_seconds must not be negative, but was " + checkSeconds);
    }
    options.bool(
        "unsafe_aggressive_sstable_expiration",
        false,
        "unsafe_aggressive_sstable_expiration is not 'true' or 'false' (%s)");
    String overlap = options.string("overlap_inclusion_method", "TRANSITIVE");
    if (!List.of("NONE", "SINGLE", "TRANSITIVE").contains(overlap.toUpperCase(Locale.ROOT))) {
      throw new IllegalArgumentException(
          "Invalid overlap inclusion method "
              + overlap
              + ". The valid options are [NONE, SINGLE, TRANSITIVE].");
    }
    delegate = delegate(parameters.get(0), target, given);
  }

  /**
   * A scaling parameter as the number W Cassandra computes with: {@code N} is 0, {@code Tf} is f -
   * 2, {@code Lf} is 2 - f; fan factors below 2 are refused.
   */
  private static int scalingParameter(String parameter) {
    Matcher m = SCALING_PARAMETER.matcher(parameter);
    if (!m.matches()) {
      throw new IllegalArgumentException(
          "Scaling parameter " + parameter + " must match N|L[0-9]+|T[0-9]+|[+-]?[0-9]+");
    }
    if (m.group(3) != null) {
      return Integer.parseInt(m.group(3));
    }
    if (parameter.equals("N")) {
      return 0;
    }
    int fan = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2));
    if (fan < 2) {
      throw new IllegalArgumentException("Fan factor cannot be lower than 2 in " + parameter);
    }
    return m.group(1) != null ? 2 - fan : fan - 2;
  }

  /** A size such as {@code 10MiB}, {@code 1GiB} or {@code 500B}, in bytes. */
  private static long size(StrategyOptions options, String key, String defaultValue) {
    String value = options.string(key, defaultValue);
    Matcher m = SIZE.matcher(value.trim());
    if (!m.matches()) {
      throw new IllegalArgumentException(value + " is not a valid size in bytes for " + key);
    }
    double number = Double.parseDouble(m.group(1));
    String unit = m.group(2) == null ? "B" : m.group(2);
    long factor =
        switch (unit) {
          case "KiB" -> 1L << 10;
          case "MiB" -> 1L << 20;
          case "GiB" -> 1L << 30;
          case "TiB" -> 1L << 40;
          case "kB", "KB" -> 1_000L;
          case "MB" -> 1_000_000L;
          case "GB" -> 1_000_000_000L;
          case "TB" -> 1_000_000_000_000L;
          default -> 1L;
        };
    return (long) (number * factor);
  }

  /** Size-tiered for W &gt;= 0 (fan factor W + 2), leveled for W &lt; 0 (fan-out 2 - W). */
  private static CompactionStrategy delegate(int w, long targetBytes, Map<String, String> given) {
    Map<String, String> delegated = new HashMap<>();
    for (String key : COMMON_OPTIONS) {
      if (given.containsKey(key)) {
        delegated.put(key, given.get(key));
      }
    }
    if (w >= 0) {
      int fan = w + 2;
      delegated.put("min_threshold", Integer.toString(fan));
      delegated.put("max_threshold", Integer.toString(Math.max(32, fan)));
      return new SizeTieredStrategy(new StrategyOptions(delegated, true));
    }
    delegated.put("fanout_size", Integer.toString(2 - w));
    delegated.put("sstable_size_in_mb", Long.toString(Math.max(1, targetBytes / MIB)));
    return new LeveledStrategy(new StrategyOptions(delegated, true));
  }

  @Override
  public Optional<CompactionChoice> next(
      List<SSTableInfo> live, Set<Long> compacting, long nowMillis, long gcBeforeSeconds) {
    return options.enabled
        ? delegate.next(live, compacting, nowMillis, gcBeforeSeconds)
        : Optional.empty();
  }

  @Override
  public String className() {
    return StrategyOptions.PACKAGE + NAME;
  }

  @Override
  public Map<String, String> schemaOptions() {
    return options.schemaMap(NAME);
  }

  @Override
  public boolean enabled() {
    return options.enabled;
  }
}
