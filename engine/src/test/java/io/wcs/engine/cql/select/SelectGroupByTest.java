package io.wcs.engine.cql.select;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** GROUP BY: groups of primary key prefixes, LIMIT and PER PARTITION LIMIT counting groups. */
class SelectGroupByTest extends SelectTester {

  @BeforeEach
  void data() {
    ddl("CREATE TABLE g (a int, b int, c int, d int, e int, PRIMARY KEY (a, b, c, d))");
    int[][] rows = {
      {1, 2, 1, 3, 6},
      {1, 2, 2, 6, 12},
      {1, 3, 2, 12, 24},
      {1, 4, 2, 12, 24},
      {1, 4, 2, 6, 12},
      {2, 2, 3, 3, 6},
      {2, 4, 3, 6, 12},
      {3, 3, 2, 12, 24},
      {4, 8, 2, 12, 24}
    };
    for (int[] r : rows) {
      execute("INSERT INTO g (a, b, c, d, e) VALUES (?, ?, ?, ?, ?)", r[0], r[1], r[2], r[3], r[4]);
    }
    execute("DELETE FROM g WHERE a = 1 AND b = 3 AND c = 2 AND d = 12");
    execute("DELETE FROM g WHERE a = 3");
  }

  @Test
  void groupsOverPartitions() {
    assertRows(
        execute("SELECT a, b, e, count(b), max(e) FROM g GROUP BY a"),
        row(1, 2, 6, 4L, 24),
        row(2, 2, 6, 2L, 12),
        row(4, 8, 24, 1L, 24));
    assertRows(
        execute(
            "SELECT a, b, e, count(b), max(e) FROM g WHERE b = 2 GROUP BY a, b ALLOW FILTERING"),
        row(1, 2, 6, 2L, 12),
        row(2, 2, 6, 1L, 6));
    assertRows(
        execute(
            "SELECT a, b, e, count(b), max(e) FROM g WHERE b IN () GROUP BY a, b ALLOW FILTERING"));
    assertRows(
        execute("SELECT a, b, c, d FROM g GROUP BY a, b LIMIT 3"),
        row(1, 2, 1, 3),
        row(1, 4, 2, 6),
        row(2, 2, 3, 3));
  }

  @Test
  void perPartitionLimitCountsGroups() {
    assertRows(
        execute("SELECT a, b, e, count(b), max(e) FROM g GROUP BY a, b PER PARTITION LIMIT 1"),
        row(1, 2, 6, 2L, 12),
        row(2, 2, 6, 1L, 6),
        row(4, 8, 24, 1L, 24));
    assertRows(
        execute("SELECT a, b, e, count(b), max(e) FROM g GROUP BY a PER PARTITION LIMIT 2"),
        row(1, 2, 6, 4L, 24),
        row(2, 2, 6, 2L, 12),
        row(4, 8, 24, 1L, 24));
    assertRows(
        execute("SELECT a, b, c, d FROM g GROUP BY a, b, c PER PARTITION LIMIT 2 LIMIT 3"),
        row(1, 2, 1, 3),
        row(1, 2, 2, 6),
        row(2, 2, 3, 3));
    assertEquals(
        rowsOf(execute("SELECT a, b, c, d FROM g GROUP BY a, b, c PER PARTITION LIMIT 2")),
        allPages("SELECT a, b, c, d FROM g GROUP BY a, b, c PER PARTITION LIMIT 2", 1));
  }

  @Test
  void singlePartitionWithOrderingAndDistinct() {
    assertRows(
        execute(
            "SELECT a, b, e, count(b), max(e) FROM g WHERE a = 1 GROUP BY a, b, c ORDER BY b DESC, c DESC"),
        row(1, 4, 24, 2L, 24),
        row(1, 2, 12, 1L, 12),
        row(1, 2, 6, 1L, 6));
    assertRows(
        execute("SELECT a, b, e, count(b), max(e) FROM g WHERE a = 1 AND b = 2 GROUP BY c"),
        row(1, 2, 6, 1L, 6),
        row(1, 2, 12, 1L, 12));
    assertRows(
        execute("SELECT DISTINCT a, count(a) FROM g GROUP BY a"),
        row(1, 1L),
        row(2, 1L),
        row(4, 1L));
    assertInvalidMessage(
        "Grouping on clustering columns is not allowed for SELECT DISTINCT queries",
        "SELECT DISTINCT a, count(a) FROM g GROUP BY a, b");
    assertInvalidMessage(
        "ORDER BY is only supported when the partition key is restricted by an EQ or an IN.",
        "SELECT a, b, c, count(b), max(e) FROM g GROUP BY a, b ORDER BY b DESC, c DESC");
  }
}
