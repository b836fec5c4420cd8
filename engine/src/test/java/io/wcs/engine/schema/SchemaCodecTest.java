package io.wcs.engine.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.engine.storage.MalformedDataException;
import io.wcs.parser.CqlParser;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaCodecTest {

  private static KeyspaceMetadata keyspace() throws Exception {
    Schema schema = Schema.empty();
    for (String cql :
        List.of(
            "CREATE KEYSPACE ks WITH replication = {'class': 'NetworkTopologyStrategy',"
                + " 'datacenter1': 1} AND durable_writes = false",
            "CREATE TYPE \"Inner\" (x int, tags set<text>)",
            "CREATE TYPE outer_t (i frozen<\"Inner\">, pairs frozen<list<tuple<int, text>>>)",
            "CREATE TABLE t (k int, c timeuuid, s text static, o outer_t,"
                + " m map<text, frozen<list<int>>>, vec vector<float, 3>, gone int,"
                + " PRIMARY KEY (k, c)) WITH CLUSTERING ORDER BY (c DESC)"
                + " AND extensions = {'e': 0xcafe} AND caching = {'rows_per_partition': 'ALL'}",
            "ALTER TABLE t DROP gone USING TIMESTAMP 42",
            "CREATE INDEX ON t (keys(m))",
            "CREATE MATERIALIZED VIEW v AS SELECT k, c FROM t WHERE k IS NOT NULL AND c IS NOT NULL"
                + " PRIMARY KEY (c, k) WITH comment = 'view'")) {
      schema = SchemaChanges.apply(schema, CqlParser.parse(cql), "ks", 7L).schema();
    }
    return schema.keyspace("ks");
  }

  @Test
  void everyPartOfAKeyspaceRoundTrips() throws Exception {
    KeyspaceMetadata ks = keyspace();
    KeyspaceMetadata decoded = SchemaCodec.decode(SchemaCodec.encode(ks), "test");
    assertEquals(ks, decoded);
    assertEquals(42L, decoded.table("t").droppedColumns().get("gone").droppedTimeMicros());
    assertEquals("view", decoded.view("v").table().params().comment());
  }

  @Test
  void damagedBytesAreReportedNotMisread() throws Exception {
    byte[] encoded = SchemaCodec.encode(keyspace());
    MalformedDataException e =
        assertThrows(
            MalformedDataException.class,
            () -> SchemaCodec.decode(Arrays.copyOf(encoded, encoded.length / 2), "ks in table 0"));
    assertEquals("ks in table 0: damaged keyspace definition", e.getMessage());
    encoded[0] = 9;
    assertEquals(
        "ks in table 0: unknown schema format 9",
        assertThrows(
                MalformedDataException.class, () -> SchemaCodec.decode(encoded, "ks in table 0"))
            .getMessage());
  }
}
