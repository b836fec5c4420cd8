package io.wcs.engine.compaction.strategy;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a compaction option map, remembering which keys were read so that unknown ones can be
 * rejected, and the options common to every strategy (Cassandra's {@code
 * AbstractCompactionStrategy} and {@code CompactionParams}). Values are strings, as in CQL.
 */
final class StrategyOptions {
  static final String PACKAGE = "org.apache.cassandra.db.compaction.";

  private final Map<String, String> options;
  private final Set<String> used = new HashSet<>();

  final boolean enabled;
  final int minThreshold;
  final int maxThreshold;
  final double tombstoneThreshold;
  final long tombstoneCompactionIntervalSeconds;

  StrategyOptions(Map<String, String> options) {
    this.options = options;
    used.add("class");
    enabled = bool("enabled", true);
    minThreshold = integer("min_threshold", 4);
    maxThreshold = integer("max_threshold", 32);
    tombstoneThreshold = decimal("tombstone_threshold", 0.2);
    tombstoneCompactionIntervalSeconds = integer("tombstone_compaction_interval", 86_400);
    // Understood for compatibility; WCS has no repair and no overlap estimate to tune.
    bool("unchecked_tombstone_compaction", false);
    bool("only_purge_repaired_tombstones", false);
    bool("log_all", false);
    string("provide_overlapping_tombstones", "NONE");
    if (minThreshold < 2) {
      throw new IllegalArgumentException(
          "Minimum compaction threshold must be at least 2, got " + minThreshold);
    }
    if (maxThreshold < minThreshold) {
      throw new IllegalArgumentException(
          "max_threshold ("
              + maxThreshold
              + ") must be greater than or equal to min_threshold ("
              + minThreshold
              + ")");
    }
    if (tombstoneThreshold < 0) {
      throw new IllegalArgumentException("tombstone_threshold must be greater than 0");
    }
  }

  String string(String key, String defaultValue) {
    used.add(key);
    return options.getOrDefault(key, defaultValue);
  }

  int integer(String key, int defaultValue) {
    String v = string(key, null);
    if (v == null) {
      return defaultValue;
    }
    try {
      return Integer.parseInt(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be an integer, got '" + v + "'");
    }
  }

  long longValue(String key, long defaultValue) {
    String v = string(key, null);
    if (v == null) {
      return defaultValue;
    }
    try {
      return Long.parseLong(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be an integer, got '" + v + "'");
    }
  }

  double decimal(String key, double defaultValue) {
    String v = string(key, null);
    if (v == null) {
      return defaultValue;
    }
    try {
      return Double.parseDouble(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be a number, got '" + v + "'");
    }
  }

  boolean bool(String key, boolean defaultValue) {
    String v = string(key, null);
    if (v == null) {
      return defaultValue;
    }
    return switch (v.trim().toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default ->
          throw new IllegalArgumentException(key + " must be true or false, got '" + v + "'");
    };
  }

  void checkAllUsed(String strategy) {
    Set<String> unknown = new TreeSet<>(options.keySet());
    unknown.removeAll(used);
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException(
          "Properties specified " + unknown + " are not understood by " + strategy);
    }
  }

  /** The user's options with the class fully qualified and the thresholds always shown. */
  Map<String, String> schemaMap(String shortClassName) {
    Map<String, String> out = new LinkedHashMap<>();
    out.put("class", PACKAGE + shortClassName);
    out.put("max_threshold", Integer.toString(maxThreshold));
    out.put("min_threshold", Integer.toString(minThreshold));
    for (Map.Entry<String, String> e : new java.util.TreeMap<>(options).entrySet()) {
      out.putIfAbsent(e.getKey(), e.getValue());
    }
    return out;
  }
}
