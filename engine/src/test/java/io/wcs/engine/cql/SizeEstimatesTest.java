package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code system.size_estimates} and {@code system.table_estimates} give each table and view the
 * partitions and mean partition size of its SSTables, over the node's one token range, as tools
 * that split scans by them (the Spark connector) read them from Cassandra.
 */
class SizeEstimatesTest extends CqlTester {
  private static final String MIN_TOKEN = "-9223372036854775808";

  @TempDir Path dir;

  @Override
  protected Database open(DatabaseOptions options) throws IOException {
    return Database.open(dir, options);
  }

  @Test
  void flushedPartitionsAreCountedAndMemtablesAreNot() throws IOException {
    createTable("CREATE TABLE %s (k int, c int, v text, PRIMARY KEY (k, c))");
    for (int k = 0; k < 100; k++) {
      for (int c = 0; c < 3; c++) {
        execute("INSERT INTO %s (k, c, v) VALUES (?, ?, ?)", k, c, "value " + k);
      }
    }
    assertRows(
        execute(
            "SELECT range_start, range_end, mean_partition_size, partitions_count"
                + " FROM system.size_estimates WHERE keyspace_name = 'ks' AND table_name = ?",
            tableName()),
        row(MIN_TOKEN, MIN_TOKEN, 0L, 0L));
    flush(tableName());
    List<Object> estimate = estimate(tableName());
    assertEquals(100L, estimate.get(1));
    long mean = (Long) estimate.get(0);
    assertTrue(mean > 30 && mean < 300, "three rows of about ten bytes each, and keys: " + mean);
  }

  @Test
  void eachSSTableCountsItsPartitions() throws IOException {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    execute("INSERT INTO %s (k, v) VALUES (1, 1)");
    execute("INSERT INTO %s (k, v) VALUES (2, 2)");
    flush(tableName());
    execute("INSERT INTO %s (k, v) VALUES (1, 3)");
    flush(tableName());
    assertEquals(3L, estimate(tableName()).get(1), "partition 1 is in both SSTables");
  }

  @Test
  void viewsAreListedAndSystemKeyspacesOfTheLocalStrategyAreNot() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    executeNet(
        "CREATE MATERIALIZED VIEW ks.by_v AS SELECT k, v FROM %s"
            + " WHERE k IS NOT NULL AND v IS NOT NULL PRIMARY KEY (v, k)");
    executeNet("CREATE INDEX ON %s (v)");
    assertRows(
        execute("SELECT table_name FROM system.size_estimates WHERE keyspace_name = 'ks'"),
        row("by_v"),
        row(tableName()));
    assertRows(
        execute(
            "SELECT table_name, partitions_count FROM system.size_estimates"
                + " WHERE keyspace_name = 'system_auth' AND table_name = 'roles'"),
        row("roles", 0L));
    assertEmpty(execute("SELECT * FROM system.size_estimates WHERE keyspace_name = 'system'"));
    assertEmpty(
        execute("SELECT * FROM system.size_estimates WHERE keyspace_name = 'system_schema'"));
  }

  @Test
  void tableEstimatesGiveThePrimaryAndLocalPrimaryRanges() throws IOException {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    execute("INSERT INTO %s (k, v) VALUES (1, 1)");
    flush(tableName());
    assertRows(
        execute(
            "SELECT range_type, range_start, range_end, partitions_count"
                + " FROM system.table_estimates WHERE keyspace_name = 'ks' AND table_name = ?",
            tableName()),
        row("local_primary", MIN_TOKEN, MIN_TOKEN, 1L),
        row("primary", MIN_TOKEN, MIN_TOKEN, 1L));
  }

  @Test
  void diskUsageAndLargestSSTableInWholeMebibytesRoundedUp() throws IOException {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    String where = " WHERE keyspace_name = 'ks' AND table_name = ?";
    assertRows(
        execute("SELECT mebibytes FROM system_views.disk_usage" + where, tableName()), row(0L));
    execute("INSERT INTO %s (k, v) VALUES (1, 1) USING TIMESTAMP 1000000");
    flush(tableName());
    execute("INSERT INTO %s (k, v) VALUES (2, 2) USING TIMESTAMP 3000000");
    execute("INSERT INTO %s (k, v) VALUES (3, 3) USING TIMESTAMP 8000000");
    flush(tableName());
    assertRows(
        execute("SELECT mebibytes FROM system_views.disk_usage" + where, tableName()), row(1L));
    assertRows(
        execute("SELECT mebibytes FROM system_views.max_sstable_size" + where, tableName()),
        row(1L));
    assertRows(
        execute(
            "SELECT max_sstable_duration FROM system_views.max_sstable_duration" + where,
            tableName()),
        row(5000L));
  }

  @Test
  void settingsOfTheCommitLog() {
    assertRows(
        execute(
            "SELECT value FROM system_views.settings WHERE name IN ('commitlog_sync',"
                + " 'commitlog_segment_size')"),
        row("32MiB"),
        row("group"));
  }

  @Test
  void aDroppedTableIsGone() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    executeNet("DROP TABLE %s");
    assertEmpty(execute("SELECT * FROM system.size_estimates WHERE keyspace_name = 'ks'"));
  }

  /** The table's mean partition size and partition count. */
  private List<Object> estimate(String table) {
    List<List<Object>> rows =
        rowsOf(
            execute(
                "SELECT mean_partition_size, partitions_count FROM system.size_estimates"
                    + " WHERE keyspace_name = 'ks' AND table_name = ?",
                table));
    assertEquals(1, rows.size());
    return rows.get(0);
  }
}
