package io.wcs.engine;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.cql.modification.BatchSize;
import io.wcs.engine.cql.modification.BatchStatement;
import io.wcs.engine.cql.modification.CollectionGuardrails;
import io.wcs.engine.cql.select.TombstoneThresholds;
import io.wcs.engine.schema.SystemLocal;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The settings {@code system_views.settings} lists: those of Cassandra's {@code cassandra.yaml}
 * that WCS has, by Cassandra's names, with the values this database runs with, written as Cassandra
 * writes them (sizes in MiB, KiB or bytes, durations in milliseconds). The commit log's are left
 * out for a database in memory, which has none. Stateless.
 */
final class NodeSettings {
  private static final long KIB = 1024;
  private static final long MIB = KIB * KIB;

  private NodeSettings() {}

  static Map<String, String> of(DatabaseOptions options, boolean inMemory) {
    Map<String, String> settings = new TreeMap<>();
    settings.put("cluster_name", SystemLocal.DEFAULT_CLUSTER_NAME);
    settings.put("partitioner", SystemLocal.PARTITIONER);
    settings.put("num_tokens", "1");
    settings.put("endpoint_snitch", "SimpleSnitch");
    settings.put("default_keyspace_rf", "1");
    if (!inMemory) {
      CommitLogConfig log = options.commitLog();
      settings.put("commitlog_sync", log.syncMode().name().toLowerCase(Locale.ROOT));
      settings.put("commitlog_sync_group_window", millis(log.groupWindow()));
      settings.put("commitlog_sync_period", millis(log.periodicInterval()));
      settings.put("commitlog_segment_size", size(log.segmentSize()));
      settings.put("file_cache_size", size(options.blockCacheBytes()));
    }
    settings.put("prepared_statements_cache_size", size(options.preparedCacheBytes()));
    settings.put("tombstone_warn_threshold", Integer.toString(TombstoneThresholds.WARN_THRESHOLD));
    settings.put(
        "tombstone_failure_threshold", Integer.toString(TombstoneThresholds.FAILURE_THRESHOLD));
    settings.put("batch_size_warn_threshold", size(BatchSize.WARN_THRESHOLD));
    settings.put("batch_size_fail_threshold", size(BatchSize.FAIL_THRESHOLD));
    settings.put(
        "unlogged_batch_across_partitions_warn_threshold",
        Integer.toString(BatchStatement.UNLOGGED_PARTITIONS_WARN_THRESHOLD));
    CollectionGuardrails guardrails = options.collectionGuardrails();
    settings.put("collection_size_warn_threshold", sizeOrNull(guardrails.sizeWarnBytes()));
    settings.put("collection_size_fail_threshold", sizeOrNull(guardrails.sizeFailBytes()));
    settings.put("items_per_collection_warn_threshold", countOrOff(guardrails.itemsWarn()));
    settings.put("items_per_collection_fail_threshold", countOrOff(guardrails.itemsFail()));
    settings.put("materialized_views_enabled", "true");
    settings.put("sasi_indexes_enabled", "true");
    settings.put("user_defined_functions_enabled", "false");
    settings.put("cdc_enabled", "false");
    return settings;
  }

  private static String millis(Duration duration) {
    return duration.toMillis() + "ms";
  }

  /** A size in the largest of Cassandra's units that divides it: {@code 32MiB}, {@code 5KiB}. */
  private static String size(long bytes) {
    if (bytes % MIB == 0) {
      return bytes / MIB + "MiB";
    }
    return bytes % KIB == 0 ? bytes / KIB + "KiB" : bytes + "B";
  }

  /** A guardrail's size, null when it is off (0), as Cassandra shows an unset one. */
  private static String sizeOrNull(long bytes) {
    return bytes == 0 ? null : size(bytes);
  }

  /** A guardrail's count, -1 when it is off (0), as Cassandra shows a disabled one. */
  private static String countOrOff(long count) {
    return Long.toString(count == 0 ? -1 : count);
  }
}
