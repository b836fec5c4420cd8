package io.wcs.engine.schema;

import io.wcs.engine.compaction.strategy.CompactionStrategy;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The options of a table or view with Cassandra 5.0's defaults, values already normalised the way
 * {@code system_schema.tables} shows them (full class names, percentiles as {@code 99p}, maps with
 * every default sub-option). Maps are sorted by key, as Cassandra's frozen maps are. Immutable.
 */
public record TableParams(
    String additionalWritePolicy,
    boolean allowAutoSnapshot,
    double bloomFilterFpChance,
    Map<String, String> caching,
    boolean cdc,
    String comment,
    Map<String, String> compaction,
    Map<String, String> compression,
    String memtable,
    double crcCheckChance,
    int defaultTimeToLive,
    Map<String, byte[]> extensions,
    int gcGraceSeconds,
    boolean incrementalBackups,
    int maxIndexInterval,
    int memtableFlushPeriodInMs,
    int minIndexInterval,
    String readRepair,
    String speculativeRetry) {

  public static final TableParams DEFAULT =
      new TableParams(
          "99p",
          true,
          0.01,
          Map.of("keys", "ALL", "rows_per_partition", "NONE"),
          false,
          "",
          CompactionStrategy.defaultStrategy().schemaOptions(),
          Map.of(
              "chunk_length_in_kb",
              "16",
              "class",
              "org.apache.cassandra.io.compress.LZ4Compressor"),
          "default",
          1.0,
          0,
          Map.of(),
          864_000,
          true,
          2048,
          0,
          128,
          "BLOCKING",
          "99p");

  public TableParams {
    caching = sorted(caching);
    compaction = sorted(compaction);
    compression = sorted(compression);
    extensions = sorted(extensions);
  }

  private static <V> Map<String, V> sorted(Map<String, V> map) {
    return Collections.unmodifiableMap(new TreeMap<>(map));
  }

  // byte[] values need content equality for schema comparisons.
  @Override
  public boolean equals(Object o) {
    if (!(o instanceof TableParams p)) {
      return false;
    }
    return additionalWritePolicy.equals(p.additionalWritePolicy)
        && allowAutoSnapshot == p.allowAutoSnapshot
        && bloomFilterFpChance == p.bloomFilterFpChance
        && caching.equals(p.caching)
        && cdc == p.cdc
        && comment.equals(p.comment)
        && compaction.equals(p.compaction)
        && compression.equals(p.compression)
        && memtable.equals(p.memtable)
        && crcCheckChance == p.crcCheckChance
        && defaultTimeToLive == p.defaultTimeToLive
        && extensionsEqual(extensions, p.extensions)
        && gcGraceSeconds == p.gcGraceSeconds
        && incrementalBackups == p.incrementalBackups
        && maxIndexInterval == p.maxIndexInterval
        && memtableFlushPeriodInMs == p.memtableFlushPeriodInMs
        && minIndexInterval == p.minIndexInterval
        && readRepair.equals(p.readRepair)
        && speculativeRetry.equals(p.speculativeRetry);
  }

  private static boolean extensionsEqual(Map<String, byte[]> a, Map<String, byte[]> b) {
    if (!a.keySet().equals(b.keySet())) {
      return false;
    }
    for (Map.Entry<String, byte[]> e : a.entrySet()) {
      if (!Arrays.equals(e.getValue(), b.get(e.getKey()))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    return Objects.hash(comment, compaction, gcGraceSeconds, defaultTimeToLive);
  }
}
