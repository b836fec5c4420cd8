package io.wcs.engine.schema;

import io.wcs.engine.compaction.strategy.CompactionStrategy;
import io.wcs.engine.error.ConfigurationException;
import io.wcs.parser.ast.Property;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

/**
 * Reads the WITH properties of CREATE/ALTER TABLE and materialized views into {@link TableParams},
 * validating them with Cassandra 5.0's rules and messages (TableAttributes, TableParams,
 * CachingParams, CompressionParams, SpeculativeRetryPolicy).
 */
final class TableProperties {
  static final Set<String> NAMES =
      Set.of(
          "additional_write_policy",
          "allow_auto_snapshot",
          "bloom_filter_fp_chance",
          "caching",
          "cdc",
          "comment",
          "compaction",
          "compression",
          "memtable",
          "crc_check_chance",
          "default_time_to_live",
          "extensions",
          "gc_grace_seconds",
          "incremental_backups",
          "max_index_interval",
          "memtable_flush_period_in_ms",
          "min_index_interval",
          "read_repair",
          "speculative_retry",
          "id");
  private static final int MAX_TTL = 20 * 365 * 24 * 60 * 60;
  private static final double MIN_BLOOM_FP_CHANCE = 6.71e-05;

  /** WCS's largest block (Cassandra takes larger chunks). */
  private static final int MAX_CHUNK_KB = 16 * 1024;

  private static final String COMPRESSION_PACKAGE = CompressionParams.CLASS_PACKAGE;
  private static final Map<String, Set<String>> COMPRESSOR_OPTIONS =
      Map.of(
          "LZ4Compressor", Set.of("lz4_compressor_type", "lz4_high_compressor_level"),
          "SnappyCompressor", Set.of(),
          "DeflateCompressor", Set.of(),
          "ZstdCompressor", Set.of("compression_level"),
          "NoopCompressor", Set.of());

  private final PropertyValues values;

  private TableProperties(List<Property> properties) {
    values = new PropertyValues(properties, NAMES);
  }

  /** The options of a new table: the given properties over Cassandra's defaults. */
  static TableParams forNewTable(List<Property> properties) {
    TableProperties p = new TableProperties(properties);
    TableParams params = p.applyTo(TableParams.DEFAULT);
    if (!p.values.has("bloom_filter_fp_chance")
        && params.compaction().get("class").endsWith(".LeveledCompactionStrategy")) {
      params = p.withBloomFilter(params, 0.1);
    }
    return params;
  }

  /** The options after ALTER … WITH: the given properties over the current ones. */
  static TableParams forAlter(List<Property> properties, TableParams current) {
    TableProperties p = new TableProperties(properties);
    if (p.values.has("id")) {
      throw new ConfigurationException("Cannot alter table id.");
    }
    return p.applyTo(current);
  }

  /** The {@code id} property of CREATE TABLE, or null. */
  static UUID id(List<Property> properties) {
    String text = new TableProperties(properties).values.string("id", null);
    if (text == null) {
      return null;
    }
    try {
      return UUID.fromString(text);
    } catch (IllegalArgumentException e) {
      throw new ConfigurationException("Invalid table id");
    }
  }

  /** Whether the properties set default_time_to_live (refused on views and counter tables). */
  static boolean setsDefaultTtl(List<Property> properties) {
    return properties.stream().anyMatch(p -> p.name().name().equals("default_time_to_live"));
  }

  private TableParams withBloomFilter(TableParams p, double chance) {
    return new TableParams(
        p.additionalWritePolicy(),
        p.allowAutoSnapshot(),
        chance,
        p.caching(),
        p.cdc(),
        p.comment(),
        p.compaction(),
        p.compression(),
        p.memtable(),
        p.crcCheckChance(),
        p.defaultTimeToLive(),
        p.extensions(),
        p.gcGraceSeconds(),
        p.incrementalBackups(),
        p.maxIndexInterval(),
        p.memtableFlushPeriodInMs(),
        p.minIndexInterval(),
        p.readRepair(),
        p.speculativeRetry());
  }

  private TableParams applyTo(TableParams base) {
    TableParams p =
        new TableParams(
            retryPolicy("additional_write_policy", base.additionalWritePolicy()),
            values.bool("allow_auto_snapshot", base.allowAutoSnapshot()),
            values.decimal("bloom_filter_fp_chance", base.bloomFilterFpChance()),
            values.has("caching") ? caching(values.map("caching")) : base.caching(),
            values.bool("cdc", base.cdc()),
            values.string("comment", base.comment()),
            values.has("compaction") ? compaction(values.map("compaction")) : base.compaction(),
            values.has("compression") ? compression(values.map("compression")) : base.compression(),
            memtable(values.string("memtable", base.memtable())),
            values.decimal("crc_check_chance", base.crcCheckChance()),
            values.integer("default_time_to_live", base.defaultTimeToLive()),
            ignoredExtensions(base),
            values.integer("gc_grace_seconds", base.gcGraceSeconds()),
            values.bool("incremental_backups", base.incrementalBackups()),
            values.integer("max_index_interval", base.maxIndexInterval()),
            values.integer("memtable_flush_period_in_ms", base.memtableFlushPeriodInMs()),
            values.integer("min_index_interval", base.minIndexInterval()),
            readRepair(values.string("read_repair", base.readRepair())),
            retryPolicy("speculative_retry", base.speculativeRetry()));
    validate(p);
    return p;
  }

  private static void validate(TableParams p) {
    if (p.bloomFilterFpChance() <= MIN_BLOOM_FP_CHANCE || p.bloomFilterFpChance() > 1) {
      fail(
          "bloom_filter_fp_chance must be larger than "
              + MIN_BLOOM_FP_CHANCE
              + " and less than or equal to 1.0 (got "
              + p.bloomFilterFpChance()
              + ")");
    }
    if (p.crcCheckChance() < 0 || p.crcCheckChance() > 1.0) {
      fail(
          "crc_check_chance must be larger than or equal to 0 and smaller than or equal to 1.0"
              + " (got "
              + p.crcCheckChance()
              + ")");
    }
    atLeast("default_time_to_live", p.defaultTimeToLive(), 0);
    if (p.defaultTimeToLive() > MAX_TTL) {
      fail(
          "default_time_to_live must be less than or equal to "
              + MAX_TTL
              + " (got "
              + p.defaultTimeToLive()
              + ")");
    }
    atLeast("gc_grace_seconds", p.gcGraceSeconds(), 0);
    atLeast("min_index_interval", p.minIndexInterval(), 1);
    if (p.maxIndexInterval() < p.minIndexInterval()) {
      fail(
          "max_index_interval must be greater than or equal to min_index_interval ("
              + p.minIndexInterval()
              + ") (got "
              + p.maxIndexInterval()
              + ")");
    }
    atLeast("memtable_flush_period_in_ms", p.memtableFlushPeriodInMs(), 0);
  }

  private static void atLeast(String option, int value, int min) {
    if (value < min) {
      fail(option + " must be greater than or equal to " + min + " (got " + value + ")");
    }
  }

  private static void fail(String message) {
    throw new ConfigurationException(message);
  }

  private static Map<String, String> compaction(Map<String, String> options) {
    try {
      return CompactionStrategy.fromOptions(options).schemaOptions();
    } catch (IllegalArgumentException e) {
      throw new ConfigurationException(e.getMessage());
    }
  }

  /**
   * A caching map as Cassandra reads one: a sub-option it leaves out is NONE (the table default,
   * keys ALL, holds only when no map is given), and 0 rows per partition is NONE.
   */
  private static Map<String, String> caching(Map<String, String> options) {
    Set<String> unknown = new TreeSet<>(options.keySet());
    unknown.removeAll(Set.of("keys", "rows_per_partition"));
    if (!unknown.isEmpty()) {
      fail(
          "Invalid caching sub-options "
              + unknown
              + ": only 'keys' and 'rows_per_partition' are allowed");
    }
    Map<String, String> result = new HashMap<>();
    String keys = options.getOrDefault("keys", "NONE").toUpperCase(Locale.ROOT);
    if (!keys.equals("ALL") && !keys.equals("NONE")) {
      fail(
          "Invalid value '"
              + options.get("keys")
              + "' for caching sub-option 'keys': only 'ALL' and 'NONE' are allowed");
    }
    result.put("keys", keys);
    String rows = options.getOrDefault("rows_per_partition", "NONE").toUpperCase(Locale.ROOT);
    if (!rows.equals("ALL") && !rows.equals("NONE")) {
      int count = rowCount(rows);
      if (count < 0) {
        fail(
            "Invalid value '"
                + options.get("rows_per_partition")
                + "' for caching sub-option 'rows_per_partition': only 'ALL', 'NONE', and integer"
                + " values are allowed");
      }
      rows = count == 0 ? "NONE" : Integer.toString(count);
    }
    result.put("rows_per_partition", rows);
    return result;
  }

  /** A count of rows, or -1 when it is not a count. */
  private static int rowCount(String s) {
    try {
      return Math.max(-1, Integer.parseInt(s));
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  private static Map<String, String> compression(Map<String, String> options) {
    Map<String, String> rest = new HashMap<>(options);
    String enabled = rest.remove("enabled");
    if (enabled != null && !PropertyValues.parseBoolean("enabled", enabled)) {
      if (!rest.isEmpty()) {
        fail("If the 'enabled' option is set to false no other options must be specified");
      }
      return Map.of("enabled", "false");
    }
    String cls = rest.remove("class");
    if (cls == null) {
      fail("Missing sub-option 'class' for the 'compression' option.");
    }
    if (cls.isEmpty()) {
      fail("The 'class' option must not be empty. To disable compression use 'enabled' : false");
    }
    String shortName =
        cls.startsWith(COMPRESSION_PACKAGE) ? cls.substring(COMPRESSION_PACKAGE.length()) : cls;
    Set<String> extra = COMPRESSOR_OPTIONS.get(shortName);
    if (extra == null) {
      fail(
          "Could not create Compression for type "
              + (cls.contains(".") ? cls : COMPRESSION_PACKAGE + cls));
    }
    String chunk = rest.remove("chunk_length_in_kb");
    int chunkKb = 16;
    if (chunk != null) {
      try {
        chunkKb = Integer.parseInt(chunk);
      } catch (NumberFormatException e) {
        fail("Invalid value for chunk_length_in_kb: " + chunk);
      }
      if (chunkKb <= 0) {
        fail("Invalid negative or null chunk_length_in_kb");
      }
      if (Integer.bitCount(chunkKb) != 1) {
        fail("chunk_length_in_kb must be a power of 2");
      }
      if (chunkKb > MAX_CHUNK_KB) {
        fail("chunk_length_in_kb must be at most " + MAX_CHUNK_KB + " in WCS, got " + chunkKb);
      }
    }
    rest.remove("min_compress_ratio");
    Map<String, String> result = new HashMap<>();
    for (Map.Entry<String, String> e : rest.entrySet()) {
      if (!extra.contains(e.getKey())) {
        fail("Unknown compression options " + e.getKey());
      }
      result.put(e.getKey(), e.getValue());
    }
    result.put("class", COMPRESSION_PACKAGE + shortName);
    result.put("chunk_length_in_kb", Integer.toString(chunkKb));
    try {
      CompressionParams.toStorage(result);
    } catch (IllegalArgumentException | UnsupportedOperationException e) {
      fail(e.getMessage());
    }
    return result;
  }

  private static String memtable(String name) {
    if (!name.equals("default")) {
      fail("Memtable configuration \"" + name + "\" not found.");
    }
    return name;
  }

  /**
   * Cassandra 5.0 takes an {@code extensions} map in CQL and sets nothing from it (its extensions
   * come from its plugins); so does WCS, which keeps what the table had.
   */
  private Map<String, byte[]> ignoredExtensions(TableParams base) {
    values.map("extensions");
    return base.extensions();
  }

  private static String readRepair(String value) {
    String upper = value.toUpperCase(Locale.ROOT);
    if (!upper.equals("BLOCKING") && !upper.equals("NONE")) {
      fail("Invalid value " + value + " for option 'read_repair'");
    }
    return upper;
  }

  private String retryPolicy(String option, String current) {
    String value = values.string(option, null);
    return value == null ? current : RetryPolicies.normalize(option, value);
  }
}
