package io.wcs.engine.cql.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.Consistency;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.ErrorCode;
import io.wcs.engine.error.ReadFailureException;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Cassandra's tombstone thresholds: a warning past 1,000 tombstones, a read failure past 100,000.
 * The answers through a client, against Cassandra's, are in it-tests' {@code bound-values} scripts.
 */
class TombstoneThresholdsTest extends SelectTester {
  private static final int COLUMNS = 100;
  private static final String NAMES = columns(c -> "v" + c);
  private static final String NULLS = columns(c -> "null");

  private static String columns(java.util.function.IntFunction<String> column) {
    return IntStream.range(0, COLUMNS).mapToObj(column).collect(Collectors.joining(", "));
  }

  /** A table of {@value #COLUMNS} int columns beside its key (k, c). */
  private void table(String name) {
    ddl(
        "CREATE TABLE "
            + name
            + " (k int, c int, "
            + columns(c -> "v" + c + " int")
            + ", PRIMARY KEY (k, c))");
  }

  /** {@code rows} live rows of partition {@code k}, each with {@value #COLUMNS} null cells. */
  private void rowsOfNulls(String table, int k, int rows) {
    for (int c = 0; c < rows; c++) {
      execute("INSERT INTO " + table + " (k, c, " + NAMES + ") VALUES (?, ?, " + NULLS + ")", k, c);
    }
  }

  @Test
  void aReadPastTheFailureThresholdFailsNamingTheReadAndItsLevel() {
    table("t");
    rowsOfNulls("t", 1, 1001);
    ReadFailureException failure =
        assertThrows(
            ReadFailureException.class, () -> execute("SELECT k, c, v0 FROM t WHERE k = 1"));
    assertEquals(ErrorCode.READ_FAILURE, failure.code());
    assertEquals(Consistency.LOCAL_ONE.code(), failure.consistency());
    assertTrue(
        failure
            .getMessage()
            .startsWith(
                "Scanned over 100100 tombstones during query 'SELECT v0 FROM ks.t WHERE k = 1"
                    + " LIMIT 5000 ALLOW FILTERING' (last scanned row token was "),
        failure.getMessage());
    assertTrue(failure.getMessage().contains("\nHint: read fewer rows at a time"));
    // a narrower slice, a LIMIT and smaller pages each pass fewer of them
    assertEquals(10, rowsOf(execute("SELECT k, c, v0 FROM t WHERE k = 1 AND c > 990")).size());
    assertEquals(2, rowsOf(execute("SELECT k, c, v0 FROM t WHERE k = 1 LIMIT 2")).size());
    assertEquals(1001, allPages("SELECT k, c, v0 FROM t WHERE k = 1", 500).size());
  }

  @Test
  void theFailureThresholdItselfOnlyWarns() {
    table("t");
    rowsOfNulls("t", 1, 1000);
    QueryResult.Rows rows = (QueryResult.Rows) execute("SELECT count(*) FROM t WHERE k = 1");
    assertRows(rows, row(1000L));
    List<String> warnings = rows.warnings();
    assertEquals(1, warnings.size());
    assertTrue(warnings.get(0).startsWith("Read 1000 live rows and 100000 tombstone cells"));
  }

  @Test
  void aScanFailsOnTheTombstonesOfThePartitionsItSkips() {
    table("t");
    // rows without a marker whose cells are all deleted: partitions with nothing live
    for (int k = 0; k < 1001; k++) {
      execute("UPDATE t SET " + columns(c -> "v" + c + " = null") + " WHERE k = ? AND c = 0", k);
    }
    execute("INSERT INTO t (k, c, v0) VALUES (5000, 0, 1)");
    assertThrows(ReadFailureException.class, () -> execute("SELECT k, v0 FROM t"));
    assertRows(execute("SELECT k, v0 FROM t WHERE k = 5000"), row(5000, 1));
  }

  @Test
  void distinctReadsOneRowAPartitionAndSaysSo() {
    table("t");
    rowsOfNulls("t", 1, 1001);
    assertRows(execute("SELECT DISTINCT k FROM t"), row(1));
    ddl("CREATE TABLE d (k int, c int, v int, s int STATIC, PRIMARY KEY (k, c))");
    for (int k = 0; k < 1100; k++) {
      execute("INSERT INTO d (k, s) VALUES (?, null)", k);
    }
    execute("INSERT INTO d (k, c, v) VALUES (5000, 1, 1)");
    QueryResult.Rows rows = (QueryResult.Rows) execute("SELECT DISTINCT k FROM d");
    assertRows(rows, row(5000));
    assertEquals(1, rows.warnings().size());
    assertTrue(
        rows.warnings()
            .get(0)
            .startsWith(
                "Read 1 live rows and 1100 tombstone cells for query SELECT * FROM ks.d"
                    + " LIMIT 5000 PER PARTITION LIMIT 1 ALLOW FILTERING; token "),
        rows.warnings().get(0));
  }
}
