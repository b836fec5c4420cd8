package io.wcs.engine.schema;

import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

/**
 * The option columns {@code system_schema.tables} and {@code views} share, declared and valued in
 * one place so both tables stay alike.
 */
final class TableRowColumns {
  static final String DDL =
      "additional_write_policy text, allow_auto_snapshot boolean, bloom_filter_fp_chance double,"
          + " caching frozen<map<text, text>>, cdc boolean, comment text,"
          + " compaction frozen<map<text, text>>, compression frozen<map<text, text>>,"
          + " crc_check_chance double, dclocal_read_repair_chance double,"
          + " default_time_to_live int, extensions frozen<map<text, blob>>,"
          + " gc_grace_seconds int, id uuid, incremental_backups boolean,"
          + " max_index_interval int, memtable text, memtable_flush_period_in_ms int,"
          + " min_index_interval int, read_repair text, read_repair_chance double,"
          + " speculative_retry text";

  private TableRowColumns() {}

  /** Puts the option columns of a table or view into a row keyed by column name. */
  static void put(TableMetadata table, Map<String, Object> row) {
    TableParams p = table.params();
    row.put("additional_write_policy", p.additionalWritePolicy());
    row.put("allow_auto_snapshot", p.allowAutoSnapshot());
    row.put("bloom_filter_fp_chance", p.bloomFilterFpChance());
    row.put("caching", p.caching());
    // Cassandra 5.0 declares cdc and memtable here but leaves them null, whatever the table says
    row.put("cdc", null);
    row.put("comment", p.comment());
    row.put("compaction", p.compaction());
    row.put("compression", p.compression());
    row.put("crc_check_chance", p.crcCheckChance());
    row.put("dclocal_read_repair_chance", 0.0);
    row.put("default_time_to_live", p.defaultTimeToLive());
    Map<String, ByteBuffer> extensions = new TreeMap<>();
    p.extensions().forEach((k, v) -> extensions.put(k, ByteBuffer.wrap(v).asReadOnlyBuffer()));
    row.put("extensions", extensions);
    row.put("gc_grace_seconds", p.gcGraceSeconds());
    row.put("id", table.id());
    row.put("incremental_backups", p.incrementalBackups());
    row.put("max_index_interval", p.maxIndexInterval());
    row.put("memtable", null);
    row.put("memtable_flush_period_in_ms", p.memtableFlushPeriodInMs());
    row.put("min_index_interval", p.minIndexInterval());
    row.put("read_repair", p.readRepair());
    row.put("read_repair_chance", 0.0);
    row.put("speculative_retry", p.speculativeRetry());
  }

  static String hex(byte[] bytes) {
    return "0x" + HexFormat.of().formatHex(bytes);
  }
}
