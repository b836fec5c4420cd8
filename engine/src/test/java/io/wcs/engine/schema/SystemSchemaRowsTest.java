package io.wcs.engine.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class SystemSchemaRowsTest {

  static List<Map<String, Object>> withoutIds(List<Map<String, Object>> rows) {
    return rows.stream()
        .map(
            r -> {
              Map<String, Object> copy = new LinkedHashMap<>(r);
              copy.remove("id");
              copy.remove("base_table_id");
              return copy;
            })
        .toList();
  }

  private static Schema schema(String... cql) throws CqlSyntaxException {
    Schema schema = Schema.empty();
    for (String s : cql) {
      schema = SchemaChanges.apply(schema, CqlParser.parse(s), "ks", 2_000_000L).schema();
    }
    return schema;
  }

  private static Map<String, Object> find(
      List<Map<String, Object>> rows, String key, Object value) {
    return rows.stream().filter(r -> value.equals(r.get(key))).findFirst().orElseThrow();
  }

  @Test
  void rowsUseCassandraSpellings() throws CqlSyntaxException {
    Schema schema =
        schema(
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
                + " 'replication_factor': 1}",
            "CREATE TABLE t (k int, c text, s int static, v frozen<list<int>>,"
                + " PRIMARY KEY (k, c)) WITH CLUSTERING ORDER BY (c DESC)",
            "ALTER TABLE t ADD gone int",
            "ALTER TABLE t DROP gone",
            "CREATE TYPE pair (a int, b text)");
    Map<String, Object> ks =
        find(SystemSchemaRows.rows(schema, "keyspaces"), "keyspace_name", "ks");
    assertEquals(
        Map.of("class", "org.apache.cassandra.locator.SimpleStrategy", "replication_factor", "1"),
        ks.get("replication"));
    List<Map<String, Object>> columns = SystemSchemaRows.rows(schema, "columns");
    Map<String, Object> c = find(columns, "column_name", "c");
    assertEquals("clustering", c.get("kind"));
    assertEquals("desc", c.get("clustering_order"));
    assertEquals(0, c.get("position"));
    Map<String, Object> v = find(columns, "column_name", "v");
    assertEquals("regular", v.get("kind"));
    assertEquals("none", v.get("clustering_order"));
    assertEquals(-1, v.get("position"));
    assertEquals("frozen<list<int>>", v.get("type"));
    assertEquals("static", find(columns, "column_name", "s").get("kind"));
    assertEquals("partition_key", find(columns, "column_name", "k").get("kind"));
    Map<String, Object> table = find(SystemSchemaRows.rows(schema, "tables"), "table_name", "t");
    assertEquals(Set.of("compound"), table.get("flags"));
    assertEquals(864000, table.get("gc_grace_seconds"));
    assertTrue(table.get("id") instanceof UUID);
    Map<String, Object> dropped =
        find(SystemSchemaRows.rows(schema, "dropped_columns"), "column_name", "gone");
    assertEquals(java.time.Instant.ofEpochMilli(2000), dropped.get("dropped_time"));
    Map<String, Object> type = find(SystemSchemaRows.rows(schema, "types"), "type_name", "pair");
    assertEquals(List.of("int", "text"), type.get("field_types"));
    assertTrue(SystemSchemaRows.rows(schema, "functions").isEmpty());
  }

  @Test
  void everySystemSchemaTableHasRowsMatchingItsColumns() throws CqlSyntaxException {
    Schema schema =
        schema(
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
                + " 'replication_factor': 1}",
            "CREATE TABLE t (k int PRIMARY KEY, v int)",
            "CREATE INDEX ON t (v)",
            "CREATE MATERIALIZED VIEW mv AS SELECT * FROM t WHERE v IS NOT NULL AND k IS NOT NULL"
                + " PRIMARY KEY (v, k)");
    KeyspaceMetadata systemSchema = schema.keyspace(SystemKeyspaces.SYSTEM_SCHEMA);
    for (TableMetadata table : systemSchema.tables().values()) {
      Set<String> names =
          new java.util.HashSet<>(table.columns().stream().map(ColumnMetadata::name).toList());
      for (Map<String, Object> row : SystemSchemaRows.rows(schema, table.name())) {
        assertEquals(names, row.keySet(), table.name());
      }
    }
    assertEquals(
        "aggregates",
        SystemSchemaRows.rows(schema, "tables").stream()
            .filter(r -> r.get("keyspace_name").equals("system_schema"))
            .findFirst()
            .orElseThrow()
            .get("table_name"));
  }

  @Test
  void systemLocalAnswersAsOneNode() throws Exception {
    Schema schema = Schema.empty();
    UUID host = UUID.randomUUID();
    Map<String, Object> row =
        SystemLocal.row(
            SystemLocal.DEFAULT_CLUSTER_NAME,
            host,
            schema.version(),
            java.net.InetAddress.getLoopbackAddress(),
            9042);
    TableMetadata local = schema.table(SystemKeyspaces.SYSTEM, "local");
    assertEquals(
        local.columns().stream()
            .map(ColumnMetadata::name)
            .collect(java.util.stream.Collectors.toSet()),
        row.keySet());
    assertEquals("local", row.get("key"));
    assertEquals("datacenter1", row.get("data_center"));
    assertEquals("rack1", row.get("rack"));
    assertEquals("org.apache.cassandra.dht.Murmur3Partitioner", row.get("partitioner"));
    assertEquals(host, row.get("host_id"));
    assertEquals(schema.version(), row.get("schema_version"));
    assertEquals("3.4.7", row.get("cql_version"));
  }
}
