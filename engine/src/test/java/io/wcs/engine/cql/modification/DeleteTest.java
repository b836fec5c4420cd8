package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.CqlTester;
import org.junit.jupiter.api.Test;

class DeleteTest extends CqlTester {

  private void fill() {
    createTable(
        "CREATE TABLE %s (k int, c1 int, c2 int, s int static, v int, PRIMARY KEY (k, c1, c2))");
    for (int c1 = 0; c1 < 3; c1++) {
      for (int c2 = 0; c2 < 3; c2++) {
        execute("INSERT INTO %s (k, c1, c2, v) VALUES (?, ?, ?, ?)", 0, c1, c2, c1 * 10 + c2);
      }
    }
    execute("UPDATE %s SET s = 7 WHERE k = 0");
  }

  @Test
  void deletesARow() {
    fill();
    execute("DELETE FROM %s WHERE k = 0 AND c1 = 1 AND c2 IN (0, 2)");
    assertRows(execute("SELECT v FROM %s WHERE k = 0 AND c1 = 1"), row(11));
  }

  @Test
  void deletesAClusteringPrefixAndSlices() {
    fill();
    execute("DELETE FROM %s WHERE k = 0 AND c1 = 0");
    execute("DELETE FROM %s WHERE k = 0 AND c1 = 2 AND c2 > 0");
    assertRows(
        execute("SELECT c1, c2 FROM %s WHERE k = 0"), row(1, 0), row(1, 1), row(1, 2), row(2, 0));
  }

  @Test
  void deletesThePartitionWithItsStaticRow() {
    fill();
    execute("DELETE FROM %s WHERE k = 0");
    assertEmpty(execute("SELECT * FROM %s"));
    execute("INSERT INTO %s (k, c1, c2, v) VALUES (0, 0, 0, 1)");
    assertRows(execute("SELECT s, v FROM %s"), row(null, 1));
  }

  @Test
  void deletesColumns() {
    fill();
    execute("DELETE v FROM %s WHERE k = 0 AND c1 = 0 AND c2 = 0");
    execute("DELETE s FROM %s WHERE k = 0");
    assertRows(
        execute("SELECT s, v FROM %s WHERE k = 0 AND c1 = 0 AND c2 IN (0, 1)"),
        row(null, null),
        row(null, 1));
    assertInvalidMessage(
        "Range deletions are not supported for specific columns",
        "DELETE v FROM %s WHERE k = 0 AND c1 = 0");
    assertInvalidMessage(
        "Invalid identifier c1 for deletion (should not be a PRIMARY KEY part)",
        "DELETE c1 FROM %s WHERE k = 0 AND c1 = 0 AND c2 = 0");
  }

  @Test
  void deletesWithATimestampOnlyShadowOlderWrites() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, v) VALUES (1, 1, 1) USING TIMESTAMP 10");
    execute("INSERT INTO %s (k, c, v) VALUES (1, 2, 2) USING TIMESTAMP 30");
    execute("DELETE FROM %s USING TIMESTAMP 20 WHERE k = 1");
    assertRows(execute("SELECT c, v FROM %s"), row(2, 2));
  }
}
