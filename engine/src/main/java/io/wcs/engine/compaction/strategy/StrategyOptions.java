package io.wcs.engine.compaction.strategy;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
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

  /**
   * @param thresholds whether the strategy takes {@code min_threshold} and {@code max_threshold}
   *     (all but the unified strategy, which refuses them as options it does not understand)
   */
  StrategyOptions(Map<String, String> options, boolean thresholds) {
    this.options = options;
    used.add("class");
    enabled = bool("enabled", true, "enabled should either be 'true' or 'false', not %s");
    if (thresholds) {
      minThreshold = threshold("min_threshold", 4);
      maxThreshold = threshold("max_threshold", 32);
      checkThresholds(minThreshold, maxThreshold);
    } else {
      minThreshold = 4;
      maxThreshold = 32;
    }
    tombstoneThreshold = tombstoneThreshold();
    tombstoneCompactionIntervalSeconds = integer("tombstone_compaction_interval", 86_400);
    if (tombstoneCompactionIntervalSeconds < 0) {
      throw new IllegalArgumentException(
          "tombstone_compaction_interval must be greater than 0, but was "
              + tombstoneCompactionIntervalSeconds);
    }
    // Understood for compatibility; WCS has no repair and no overlap estimate to tune. Cassandra
    // does not check only_purge_repaired_tombstones's value.
    bool(
        "unchecked_tombstone_compaction",
        false,
        "'unchecked_tombstone_compaction' should be either 'true' or 'false', not '%s'");
    string("only_purge_repaired_tombstones", "false");
    bool("log_all", false, "'log_all' should either be 'true' or 'false', not %s");
    String overlapping = string("provide_overlapping_tombstones", "NONE").toUpperCase(Locale.ROOT);
    if (!List.of("NONE", "ROW", "CELL").contains(overlapping)) {
      throw new IllegalArgumentException(
          "Invalid value "
              + overlapping
              + " for 'provide_overlapping_tombstones' compaction sub-option - must be one of the"
              + " following [NONE, ROW, CELL].");
    }
  }

  /** Cassandra's checks of the thresholds, in its order. */
  private static void checkThresholds(int min, int max) {
    if (min <= 0 || max <= 0) {
      throw new IllegalArgumentException(
          "Disabling compaction by setting compaction thresholds to 0 has been removed, set the"
              + " compaction option 'enabled' to false instead.");
    }
    if (min < 2) {
      throw new IllegalArgumentException(
          "Min compaction threshold cannot be less than 2 (got " + min + ")");
    }
    if (min > max) {
      throw new IllegalArgumentException(
          "Min compaction threshold (got "
              + min
              + ") cannot be greater than max compaction threshold (got "
              + max
              + ")");
    }
  }

  private int threshold(String key, int defaultValue) {
    return (int)
        whole(
            key,
            defaultValue,
            true,
            "Invalid value %s for '" + key + "' compaction sub-option - must be an integer");
  }

  /** A fraction, which Cassandra's message calls an int when it does not parse. */
  private double tombstoneThreshold() {
    double threshold =
        fraction("tombstone_threshold", 0.2, notParsable("int (base10)", "tombstone_threshold"));
    if (threshold < 0) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT, "tombstone_threshold must be greater than 0, but was %f", threshold));
    }
    return threshold;
  }

  private static String notParsable(String kind, String key) {
    return "%s is not a parsable " + kind + " for " + key;
  }

  /**
   * A whole number option, its default when not given, or refused as {@code refusal} words it.
   *
   * @param intRange whether the option is an int, a value beyond whose range is not parsable
   */
  private long whole(String key, long defaultValue, boolean intRange, String refusal) {
    String v = string(key, null);
    if (v == null) {
      return defaultValue;
    }
    try {
      return intRange ? Integer.parseInt(v.trim()) : Long.parseLong(v.trim());
    } catch (NumberFormatException e) {
      throw refused(refusal, v);
    }
  }

  /** A fractional option, its default when not given, or refused as {@code refusal} words it. */
  private double fraction(String key, double defaultValue, String refusal) {
    String v = string(key, null);
    if (v == null) {
      return defaultValue;
    }
    try {
      return Double.parseDouble(v.trim());
    } catch (NumberFormatException e) {
      throw refused(refusal, v);
    }
  }

  /**
   * The refusal of {@code value}: refusals are templates whose {@code %s} is the value given, not
   * functions, since every CREATE TABLE reads these options and a lambda for each made a dozen
   * classes to spin up at a JVM's first CREATE.
   */
  private static IllegalArgumentException refused(String refusal, String value) {
    return new IllegalArgumentException(refusal.replace("%s", value));
  }

  String string(String key, String defaultValue) {
    used.add(key);
    return options.getOrDefault(key, defaultValue);
  }

  int integer(String key, int defaultValue) {
    return (int) whole(key, defaultValue, true, notParsable("int (base10)", key));
  }

  long longValue(String key, long defaultValue) {
    return whole(key, defaultValue, false, notParsable("int (base10)", key));
  }

  double decimal(String key, double defaultValue) {
    return fraction(key, defaultValue, notParsable("float", key));
  }

  /**
   * A boolean option, {@code true} or {@code false} in any case; anything else is refused with
   * {@code refusal}, whose {@code %s} is the value, since Cassandra words each option's refusal its
   * own way.
   */
  boolean bool(String key, boolean defaultValue, String refusal) {
    String v = string(key, null);
    if (v == null) {
      return defaultValue;
    }
    return switch (v.trim().toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default -> throw refused(refusal, v);
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

  /**
   * The user's options with the class fully qualified and the thresholds always shown, for the
   * strategies that take them.
   */
  Map<String, String> schemaMap(String shortClassName) {
    Map<String, String> out = new LinkedHashMap<>();
    out.put("class", PACKAGE + shortClassName);
    if (used.contains("min_threshold")) {
      out.put("max_threshold", Integer.toString(maxThreshold));
      out.put("min_threshold", Integer.toString(minThreshold));
    }
    for (Map.Entry<String, String> e : new TreeMap<>(options).entrySet()) {
      out.putIfAbsent(e.getKey(), e.getValue());
    }
    return out;
  }
}
