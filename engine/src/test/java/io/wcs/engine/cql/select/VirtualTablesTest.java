package io.wcs.engine.cql.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.UnauthorizedException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The virtual keyspaces, {@code system_views} and {@code system_virtual_schema}, answer as
 * Cassandra's: partitions in the order of their keys (also across pages), filtering without ALLOW
 * FILTERING, no writes, and DESCRIBE's structure for reference.
 */
class VirtualTablesTest extends SelectTester {

  @Test
  void partitionsComeInKeyOrderOnEveryPageSize() {
    for (String name : List.of("zeta", "alpha", "mid", "beta", "omega", "kappa")) {
      ddl("CREATE TABLE ks." + name + " (k int PRIMARY KEY)");
    }
    ddl(
        "CREATE KEYSPACE a WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
    ddl("CREATE TABLE a.t (k int PRIMARY KEY)");
    List<List<Object>> all =
        allPages("SELECT keyspace_name, table_name FROM system_views.disk_usage", 0);
    List<List<Object>> sorted = new ArrayList<>(all);
    sorted.sort(
        Comparator.comparing((List<Object> r) -> (String) r.get(0))
            .thenComparing(r -> (String) r.get(1)));
    assertEquals(sorted, all, "by keyspace, then table");
    assertEquals(List.of("a", "t"), all.get(0));
    for (int pageSize : new int[] {1, 2, 5}) {
      assertEquals(
          all,
          allPages("SELECT keyspace_name, table_name FROM system_views.disk_usage", pageSize),
          "page size " + pageSize);
    }
  }

  @Test
  void filteringNeedsNoAllowFiltering() {
    assertRows(
        rowsOf(
            execute(
                "SELECT table_name FROM system_virtual_schema.tables WHERE comment = ?",
                "current settings")),
        row("settings"));
    ddl("CREATE TABLE ks.t (k int PRIMARY KEY)");
    assertRows(
        rowsOf(
            execute(
                "SELECT table_name FROM system_views.disk_usage WHERE mebibytes = 0 AND keyspace_name = 'ks'")),
        row("t"));
  }

  @Test
  void writesAreRefusedInCassandrasWords() {
    assertInvalidMessage(
        "Modification is not supported by table system_views.settings",
        "INSERT INTO system_views.settings (name, value) VALUES ('a', 'b')");
    assertInvalidMessage(
        "Truncation is not supported by table system_virtual_schema.tables",
        "TRUNCATE system_virtual_schema.tables");
  }

  @Test
  void describeGivesTheStructureForReference() {
    List<List<Object>> keyspaces = rowsOf(executeNet("DESCRIBE KEYSPACES"));
    assertTrue(keyspaces.contains(List.of("system_views", "keyspace", "system_views")));
    assertTrue(
        keyspaces.contains(List.of("system_virtual_schema", "keyspace", "system_virtual_schema")));
    assertEquals(
        "/*\n"
            + "Warning: Table system_views.settings is a virtual table and cannot be recreated"
            + " with CQL.\n"
            + "Structure, for reference:\n"
            + "VIRTUAL TABLE system_views.settings (\n"
            + "    name text PRIMARY KEY,\n"
            + "    value text\n"
            + ") WITH comment = 'current settings';\n"
            + "*/",
        rowsOf(executeNet("DESCRIBE TABLE system_views.settings")).get(0).get(3));
    assertThrowsInvalid("DESCRIBE TABLE system_views.nosuch");
  }

  @Test
  void storageAttachedIndexesAreListed() {
    ddl("CREATE TABLE ks.s (k int PRIMARY KEY, t text, i int, l list<bigint>)");
    ddl("CREATE INDEX st ON ks.s (t) USING 'sai' WITH OPTIONS = {'case_sensitive': 'false'}");
    ddl("CREATE INDEX si ON ks.s (i) USING 'StorageAttachedIndex'");
    ddl("CREATE INDEX sl ON ks.s (l) USING 'sai'");
    ddl("CREATE INDEX legacy ON ks.s (i)");
    assertRows(
        rowsOf(
            execute(
                "SELECT index_name, analyzer, column_name, is_string, table_name"
                    + " FROM system_views.sai_column_indexes WHERE keyspace_name = 'ks'")),
        row("si", "NoOpAnalyzer", "i", false, "s"),
        row("sl", "NoOpAnalyzer", "l", false, "s"),
        row(
            "st",
            "NonTokenizingAnalyzer{caseSensitive=false, normalized=false, ascii=false}",
            "t",
            true,
            "s"));
  }

  @Test
  void settingsByCassandrasNamesInCassandrasUnits() {
    String query =
        "SELECT name, value FROM system_views.settings WHERE name IN ('batch_size_warn_threshold',"
            + " 'cluster_name', 'collection_size_warn_threshold', 'commitlog_sync',"
            + " 'items_per_collection_fail_threshold', 'native_transport_port',"
            + " 'tombstone_failure_threshold')";
    assertRows(
        rowsOf(execute(query)),
        row("batch_size_warn_threshold", "5KiB"),
        row("cluster_name", "Test Cluster"),
        row("collection_size_warn_threshold", null),
        row("items_per_collection_fail_threshold", "-1"),
        row("native_transport_port", "9042"),
        row("tombstone_failure_threshold", "100000"));
  }

  @Test
  void threadPoolsShowTheEnginesBackgroundWork() {
    assertRows(
        rowsOf(
            execute(
                "SELECT name, active_tasks_limit, blocked_tasks FROM system_views.thread_pools"
                    + " WHERE name = 'MemtableFlushWriter'")),
        row("MemtableFlushWriter", 1, 0L));
  }

  @Test
  void anEmbeddedDatabaseHasNoClients() {
    assertRows(rowsOf(execute("SELECT * FROM system_views.clients")));
  }

  /**
   * A role without permissions reads what drivers read at start-up (the node, its peers, the schema
   * and the virtual schema), and not the other system tables, as on Cassandra.
   */
  @Test
  void aRoleWithoutPermissionsReadsOnlyWhatDriversNeed() {
    database.roles().createDefaultSuperuserIfNone();
    state.logIn("cassandra");
    executeNet("CREATE ROLE reader WITH LOGIN = true AND PASSWORD = 'p'");
    state.logIn("reader");
    for (String table :
        List.of(
            "system.local",
            "system.peers_v2",
            "system_schema.tables",
            "system_virtual_schema.tables")) {
      execute("SELECT * FROM " + table);
    }
    for (String table : List.of("system.size_estimates", "system_views.settings")) {
      UnauthorizedException refused =
          assertThrows(UnauthorizedException.class, () -> execute("SELECT * FROM " + table));
      assertTrue(refused.getMessage().contains("has no SELECT permission"), refused.getMessage());
    }
  }

  @Test
  void systemPropertiesListTheJvmsOwn() {
    assertRows(
        rowsOf(
            execute(
                "SELECT value FROM system_views.system_properties WHERE name = 'java.version'")),
        row(System.getProperty("java.version")));
  }

  private void assertThrowsInvalid(String cql) {
    try {
      executeNet(cql);
    } catch (InvalidRequestException expected) {
      return;
    }
    throw new AssertionError("expected a refusal of " + cql);
  }
}
