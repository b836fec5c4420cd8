package io.wcs.engine.cql.lwt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.UdtValue;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LightweightTransactionTest extends CqlTester {

  private static void assertColumns(QueryResult result, String... names) {
    List<String> actual =
        ((QueryResult.Rows) result).columns().stream().map(ColumnSpec::name).toList();
    assertEquals(List.of(names), actual);
  }

  @Test
  void insertIfNotExistsShowsTheWholeExistingRow() {
    createTable("CREATE TABLE %s (k int, c int, s int static, v int, w text, PRIMARY KEY (k, c))");
    QueryResult first = execute("INSERT INTO %s (k, c, s, v) VALUES (0, 1, 5, 2) IF NOT EXISTS");
    assertColumns(first, "[applied]");
    assertRows(first, row(true));
    QueryResult second = execute("INSERT INTO %s (k, c, v) VALUES (0, 1, 3) IF NOT EXISTS");
    assertColumns(second, "[applied]", "k", "c", "s", "v", "w");
    // Cassandra reads the static columns only for a statement that writes or tests one
    assertRows(second, row(false, 0, 1, null, 2, null));
    assertRows(
        execute("INSERT INTO %s (k, c, s) VALUES (0, 1, 6) IF NOT EXISTS"),
        row(false, 0, 1, 5, 2, null));
    assertRows(execute("INSERT INTO %s (k, c, v) VALUES (0, 2, 3) IF NOT EXISTS"), row(true));
    assertRows(execute("SELECT c, v FROM %s WHERE k = 0"), row(1, 2), row(2, 3));
  }

  @Test
  void staticOnlyInsertIfNotExistsChecksTheStaticRow() {
    createTable("CREATE TABLE %s (k int, c int, s int static, v int, PRIMARY KEY (k, c))");
    assertRows(execute("INSERT INTO %s (k, s) VALUES (0, 1) IF NOT EXISTS"), row(true));
    assertRows(
        execute("INSERT INTO %s (k, s) VALUES (0, 2) IF NOT EXISTS"), row(false, 0, null, 1, null));
  }

  @Test
  void updateAndDeleteIfExists() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    QueryResult missing = execute("UPDATE %s SET v = 1 WHERE k = 0 AND c = 0 IF EXISTS");
    assertColumns(missing, "[applied]");
    assertRows(missing, row(false));
    assertEmpty(execute("SELECT * FROM %s"));
    execute("INSERT INTO %s (k, c, v) VALUES (0, 0, 0)");
    assertRows(execute("UPDATE %s SET v = 1 WHERE k = 0 AND c = 0 IF EXISTS"), row(true));
    assertRows(execute("DELETE FROM %s WHERE k = 0 AND c = 1 IF EXISTS"), row(false));
    assertRows(execute("DELETE FROM %s WHERE k = 0 AND c = 0 IF EXISTS"), row(true));
    assertEmpty(execute("SELECT * FROM %s"));
  }

  @Test
  void everyComparisonOperator() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int, w text)");
    execute("INSERT INTO %s (k, v) VALUES (0, 5)");
    String update = "UPDATE %s SET w = 'x' WHERE k = 0 IF ";
    Object[][] cases = {
      {"v = 5", true},
      {"v = 4", false},
      {"v != 4", true},
      {"v != 5", false},
      {"v < 6", true},
      {"v < 5", false},
      {"v <= 5", true},
      {"v <= 4", false},
      {"v > 4", true},
      {"v > 5", false},
      {"v >= 5", true},
      {"v >= 6", false},
      {"v IN (1, 5)", true},
      {"v IN (1, 2)", false},
      {"v IN (null, 5)", true},
      {"w = null", true},
      {"v = null", false},
      {"v != null", true}
    };
    for (Object[] c : cases) {
      execute("DELETE w FROM %s WHERE k = 0");
      QueryResult result = execute(update + c[0]);
      if ((Boolean) c[1]) {
        assertRows(result, row(true));
      } else {
        assertColumns(result, "[applied]", "v");
        assertRows(result, row(false, 5));
      }
    }
    assertRows(execute(update + "v IN ?", List.of(1, 5)), row(true));
    assertRows(execute(update + "v = ?", 4), row(false, 5));
  }

  @Test
  void missingRowsAndValuesCompareAsNull() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    QueryResult notApplied = execute("UPDATE %s SET v = 1 WHERE k = 0 IF v = 1");
    assertRows(notApplied, row(false));
    assertRows(execute("UPDATE %s SET v = 1 WHERE k = 0 IF v != 1"), row(true));
    assertRows(execute("UPDATE %s SET v = 2 WHERE k = 1 IF v = null"), row(true));
    assertRows(execute("SELECT k, v FROM %s WHERE k = 1"), row(1, 2));
    assertInvalidMessage(
        "Invalid comparison with null for operator \"<\"",
        "UPDATE %s SET v = 1 WHERE k = 0 IF v < null");
    assertInvalidMessage(
        "Invalid 'unset' value in condition",
        "UPDATE %s SET v = 1 WHERE k = 0 IF v = ?",
        QueryOptions.UNSET);
  }

  @Test
  void unsetValuesInConditionsAsCassandraTakesThem() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int, m map<text, int>, l list<int>)");
    execute("INSERT INTO %s (k, v, m, l) VALUES (0, 1, {'a': 1, '': 7}, [5])");
    // an unset element leaves an IN list; none left matches nothing
    assertRows(
        execute("UPDATE %s SET v = 2 WHERE k = 0 IF v IN (?, 1)", QueryOptions.UNSET), row(true));
    assertRows(
        execute("UPDATE %s SET v = 3 WHERE k = 0 IF v IN (?)", QueryOptions.UNSET), row(false, 2));
    // an unset map key is the empty key
    assertRows(
        execute("UPDATE %s SET v = 4 WHERE k = 0 IF m[?] = 7", QueryOptions.UNSET), row(true));
    assertInvalidMessage(
        "Invalid unset value for list element access",
        "UPDATE %s SET v = 5 WHERE k = 0 IF l[?] = 5",
        QueryOptions.UNSET);
    // an empty index (raw bytes) names no element
    Prepared emptyIndex =
        database
            .handler()
            .prepare(
                "UPDATE " + KEYSPACE + "." + tableName() + " SET v = 5 WHERE k = 0 IF l[?] = 5",
                state);
    InvalidRequestException refused =
        assertThrows(
            InvalidRequestException.class,
            () ->
                database
                    .handler()
                    .executePrepared(
                        emptyIndex.id(), state, QueryOptions.of(List.of(new byte[0]))));
    assertEquals("Invalid empty value for list element access", refused.getMessage());
  }

  @Test
  void failedConditionsShowRegularThenStaticColumnsInIfOrder() {
    createTable("CREATE TABLE %s (k int, c int, s int static, v int, w int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, s, v, w) VALUES (0, 0, 1, 2, 3)");
    QueryResult result =
        execute("UPDATE %s SET v = 9 WHERE k = 0 AND c = 0 IF s = 1 AND w = 0 AND v = 2 AND w = 1");
    assertColumns(result, "[applied]", "w", "v", "s");
    assertRows(result, row(false, 3, 2, 1));
    assertRows(execute("UPDATE %s SET s = 7 WHERE k = 0 IF s = 2"), row(false, 1));
    assertRows(execute("UPDATE %s SET s = 7 WHERE k = 0 IF s = 1"), row(true));
    assertRows(execute("DELETE s FROM %s WHERE k = 0 IF s = 7"), row(true));
    assertRows(execute("SELECT c, s, v FROM %s"), row(0, null, 2));
  }

  @Test
  void elementAndFieldConditions() {
    executeNet("CREATE TYPE ks.point (x int, y int)");
    createTable(
        "CREATE TABLE %s (k int PRIMARY KEY, m map<text, int>, l list<text>, p frozen<point>,"
            + " s set<int>)");
    execute("INSERT INTO %s (k, m, l, p) VALUES (0, {'a': 1}, ['x', 'y'], {x: 1, y: 2})");
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF s = {}"), row(true));
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF m['a'] = 1"), row(true));
    assertRows(
        execute("UPDATE %s SET s = {1} WHERE k = 0 IF m['b'] = 1"), row(false, Map.of("a", 1)));
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF m['b'] = null"), row(true));
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF l[1] = 'y'"), row(true));
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF l[2] = null"), row(true));
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF p.y > 1"), row(true));
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF m CONTAINS 1"), row(true));
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF m CONTAINS KEY 'a'"), row(true));
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF l CONTAINS 'y'"), row(true));
    assertRows(execute("UPDATE %s SET s = {1} WHERE k = 0 IF s CONTAINS 1"), row(true));
    assertRows(
        execute("UPDATE %s SET s = {1} WHERE k = 0 IF m CONTAINS 2"), row(false, Map.of("a", 1)));
    assertRows(
        execute("UPDATE %s SET s = {1} WHERE k = 0 IF p.y IN (5, 6)"),
        row(false, new UdtValue(Map.of("x", 1, "y", 2))));
  }

  @Test
  void wholeCollectionConditions() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, m map<text, int>, l list<int>, v int)");
    execute("INSERT INTO %s (k, m, l) VALUES (0, {'a': 1, 'b': 2}, [3, 4])");
    assertRows(execute("UPDATE %s SET v = 1 WHERE k = 0 IF m = {'b': 2, 'a': 1}"), row(true));
    assertRows(execute("UPDATE %s SET v = 1 WHERE k = 0 IF l = [3, 4]"), row(true));
    assertRows(
        execute("UPDATE %s SET v = 1 WHERE k = 0 IF l = [4, 3] AND m != null"),
        row(false, List.of(3, 4), Map.of("a", 1, "b", 2)));
    assertRows(
        execute("UPDATE %s SET v = 1 WHERE k = 0 IF m = ?", Map.of("a", 1, "b", 2)), row(true));
  }

  @Test
  void insertJsonIfNotExists() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    assertRows(execute("INSERT INTO %s JSON '{\"k\": 0, \"v\": 1}' IF NOT EXISTS"), row(true));
    assertRows(
        execute("INSERT INTO %s JSON '{\"k\": 0, \"v\": 2}' IF NOT EXISTS"), row(false, 0, 1));
  }

  @Test
  void preparedConditionalStatementsBindTheirConditions() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    assertRows(execute("INSERT INTO %s (k, v) VALUES (?, ?) IF NOT EXISTS", 0, 1), row(true));
    assertRows(execute("UPDATE %s SET v = ? WHERE k = ? IF v = ?", 2, 0, 1), row(true));
    assertRows(execute("DELETE FROM %s WHERE k = ? IF v IN ?", 0, List.of(1)), row(false, 2));
    assertRows(execute("DELETE FROM %s WHERE k = ? IF v IN ?", 0, List.of(2)), row(true));
    assertEmpty(execute("SELECT * FROM %s"));
  }
}
