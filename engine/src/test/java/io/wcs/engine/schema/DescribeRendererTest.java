package io.wcs.engine.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import java.util.List;
import org.junit.jupiter.api.Test;

class DescribeRendererTest {

  private static Schema run(Schema schema, List<String> statements) throws CqlSyntaxException {
    for (String cql : statements) {
      schema = SchemaChanges.apply(schema, CqlParser.parse(cql), null, 1L).schema();
    }
    return schema;
  }

  @Test
  void printsTablesAsCassandraDoes() throws CqlSyntaxException {
    Schema schema =
        run(
            Schema.empty(),
            List.of(
                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
                    + " 'replication_factor': 1}",
                "CREATE TABLE ks.t (k int PRIMARY KEY, v text)"));
    KeyspaceMetadata ks = schema.keyspace("ks");
    assertEquals(
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
            + " 'replication_factor': '1'}  AND durable_writes = true;",
        DescribeRenderer.createKeyspace(ks));
    assertEquals(
        "CREATE TABLE ks.t (\n"
            + "    k int PRIMARY KEY,\n"
            + "    v text\n"
            + ") WITH additional_write_policy = '99p'\n"
            + "    AND allow_auto_snapshot = true\n"
            + "    AND bloom_filter_fp_chance = 0.01\n"
            + "    AND caching = {'keys': 'ALL', 'rows_per_partition': 'NONE'}\n"
            + "    AND cdc = false\n"
            + "    AND comment = ''\n"
            + "    AND compaction = {'class':"
            + " 'org.apache.cassandra.db.compaction.SizeTieredCompactionStrategy',"
            + " 'max_threshold': '32', 'min_threshold': '4'}\n"
            + "    AND compression = {'chunk_length_in_kb': '16', 'class':"
            + " 'org.apache.cassandra.io.compress.LZ4Compressor'}\n"
            + "    AND memtable = 'default'\n"
            + "    AND crc_check_chance = 1.0\n"
            + "    AND default_time_to_live = 0\n"
            + "    AND extensions = {}\n"
            + "    AND gc_grace_seconds = 864000\n"
            + "    AND incremental_backups = true\n"
            + "    AND max_index_interval = 2048\n"
            + "    AND memtable_flush_period_in_ms = 0\n"
            + "    AND min_index_interval = 128\n"
            + "    AND read_repair = 'BLOCKING'\n"
            + "    AND speculative_retry = '99p';",
        DescribeRenderer.createTable(ks.table("t")));
  }

  @Test
  void ordersColumnsIndexesAndViewsAsCassandra() throws CqlSyntaxException {
    Schema schema =
        run(
            Schema.empty(),
            List.of(
                "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy'}",
                "CREATE TABLE ks.t (k int, c int, tags set<text>, z text, s int static, a int,"
                    + " PRIMARY KEY (k, c)) WITH CLUSTERING ORDER BY (c DESC)",
                "CREATE INDEX t_z ON ks.t (z)",
                "CREATE INDEX t_a ON ks.t (a) USING 'sai'",
                "CREATE MATERIALIZED VIEW ks.by_a AS SELECT k, c, a FROM ks.t"
                    + " WHERE a IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL"
                    + " PRIMARY KEY (a, k, c)"));
    TableMetadata t = schema.keyspace("ks").table("t");
    // Key columns, then statics, then regular columns: single-cell before multi-cell, by name.
    String create = DescribeRenderer.createTable(t);
    assertEquals(
        "CREATE TABLE ks.t (\n    k int,\n    c int,\n    s int static,\n    a int,\n"
            + "    z text,\n    tags set<text>,\n    PRIMARY KEY (k, c)\n",
        create.substring(0, create.indexOf(')') + 2));
    assertEquals(
        List.of("t_a", "t_z"),
        DescribeRenderer.indexesByName(t).stream().map(IndexMetadata::name).toList());
    // The index class stays as written; the view keeps its base's descending c.
    assertEquals(
        "CREATE CUSTOM INDEX t_a ON ks.t (a) USING 'sai';",
        DescribeRenderer.index(t, t.index("t_a")));
    String view = DescribeRenderer.view(schema.keyspace("ks").view("by_a"));
    assertEquals(
        " WITH CLUSTERING ORDER BY (k ASC, c DESC)",
        view.substring(view.indexOf(" WITH"), view.indexOf('\n', view.indexOf(" WITH"))));
  }

  @Test
  void describeKeyspaceRecreatesEverything() throws CqlSyntaxException {
    Schema original =
        run(
            Schema.empty(),
            List.of(
                "CREATE KEYSPACE ks WITH replication = {'class': 'NetworkTopologyStrategy',"
                    + " 'datacenter1': 2} AND durable_writes = false",
                "CREATE TYPE ks.inner_t (x int)",
                "CREATE TYPE ks.\"Outer\" (i frozen<inner_t>, l list<text>)",
                "CREATE TABLE ks.\"Events\" (\"Day\" date, at timestamp, id uuid, s text static,"
                    + " payload map<text, frozen<list<int>>>, o frozen<\"Outer\">,"
                    + " PRIMARY KEY ((\"Day\", id), at)) WITH CLUSTERING ORDER BY (at DESC)"
                    + " AND comment = 'it''s' AND compaction = {'class':"
                    + " 'LeveledCompactionStrategy', 'sstable_size_in_mb': 80}"
                    + " AND speculative_retry = '95PERCENTILE' AND caching = {'keys': 'none'}"
                    + " AND compression = {'enabled': false} AND extensions = {'e': 0xcafe}",
                "CREATE TABLE ks.c (k int, c int, n counter, PRIMARY KEY (k, c))",
                "CREATE INDEX ON ks.\"Events\" (keys(payload))",
                "CREATE INDEX by_s ON ks.\"Events\" (s) USING 'sai'",
                "CREATE MATERIALIZED VIEW ks.by_at AS SELECT \"Day\", id, at FROM ks.\"Events\""
                    + " WHERE at IS NOT NULL AND \"Day\" IS NOT NULL AND id IS NOT NULL"
                    + " PRIMARY KEY (at, \"Day\", id)"));
    List<String> described = DescribeRenderer.keyspace(original.keyspace("ks"));
    Schema recreated = run(Schema.empty(), described);
    assertEquals(described, DescribeRenderer.keyspace(recreated.keyspace("ks")));
    assertEquals(
        SystemSchemaRowsTest.withoutIds(SystemSchemaRows.rows(original, "columns")),
        SystemSchemaRowsTest.withoutIds(SystemSchemaRows.rows(recreated, "columns")));
  }
}
