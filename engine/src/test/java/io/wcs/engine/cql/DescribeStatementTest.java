package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which objects DESCRIBE answers with, in which order (the statements are DescribeRenderer's). */
class DescribeStatementTest extends CqlTester {

  @Test
  void tableListingsStayInTheCurrentKeyspace() {
    executeNet("CREATE TABLE ks.b (k int PRIMARY KEY)");
    executeNet("CREATE TABLE ks.a (k int PRIMARY KEY)");
    assertEquals(
        List.of(List.of("ks", "table", "a"), List.of("ks", "table", "b")),
        rowsOf(executeNet("DESCRIBE TABLES")));
  }

  @Test
  void aTableComesWithItsIndexesByNameAndItsKeyspaceWithItsViews() {
    executeNet("CREATE TABLE ks.t (k int, c int, v int, w int, PRIMARY KEY (k, c))");
    executeNet("CREATE INDEX t_w ON ks.t (w)");
    executeNet("CREATE INDEX t_v ON ks.t (v)");
    executeNet(
        "CREATE MATERIALIZED VIEW ks.t_by_v AS SELECT k, c, v FROM ks.t"
            + " WHERE v IS NOT NULL AND k IS NOT NULL AND c IS NOT NULL PRIMARY KEY (v, k, c)");
    assertEquals(List.of("table t", "index t_v", "index t_w"), kindsAndNames("DESCRIBE TABLE t"));
    assertEquals(
        List.of("keyspace ks", "table t", "index t_v", "index t_w", "materialized_view t_by_v"),
        kindsAndNames("DESCRIBE KEYSPACE ks"));
  }

  /** Keyspaces by name with case set aside, as Cassandra 5.0.2 lists and describes them. */
  @Test
  void keyspacesComeByNameWithCaseSetAside() {
    for (String name : List.of("\"Zed\"", "\"_k\"", "beta", "\"Alpha\"")) {
      executeNet(
          "CREATE KEYSPACE "
              + name
              + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
    }
    assertEquals(
        List.of(
            "keyspace \"_k\"",
            "keyspace \"Alpha\"",
            "keyspace beta",
            "keyspace ks",
            "keyspace \"Zed\""),
        kindsAndNames("DESCRIBE SCHEMA").stream().filter(n -> n.startsWith("keyspace")).toList());
    List<String> listed =
        rowsOf(executeNet("DESCRIBE KEYSPACES")).stream().map(r -> (String) r.get(2)).toList();
    assertEquals(List.of("\"_k\"", "\"Alpha\"", "beta", "ks", "system"), listed.subList(0, 5));
    assertEquals("\"Zed\"", listed.get(listed.size() - 1));
  }

  private List<String> kindsAndNames(String describe) {
    return rowsOf(executeNet(describe)).stream().map(r -> r.get(1) + " " + r.get(2)).toList();
  }
}
