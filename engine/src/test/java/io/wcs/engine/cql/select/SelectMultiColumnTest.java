package io.wcs.engine.cql.select;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Multi-column relations alone and mixed with single-column ones on other clustering columns. */
class SelectMultiColumnTest extends SelectTester {

  @BeforeEach
  void data() {
    ddl("CREATE TABLE m (a int, b int, c int, d int, PRIMARY KEY (a, b, c, d))");
    int[][] rows = {{0, 0, 0}, {0, 1, 0}, {0, 1, 1}, {1, 0, 0}, {1, 1, 0}, {1, 1, 1}};
    for (int[] r : rows) {
      execute("INSERT INTO m (a, b, c, d) VALUES (0, ?, ?, ?)", r[0], r[1], r[2]);
    }
  }

  @Test
  void mixedWithSingleColumnRelations() {
    assertRows(
        execute("SELECT b, c, d FROM m WHERE a = 0 AND b = 1 AND (c, d) = (0, 0)"), row(1, 0, 0));
    assertRows(
        execute("SELECT b, c, d FROM m WHERE a = 0 AND b IN (0, 1) AND (c, d) > (0, 0)"),
        row(0, 1, 0),
        row(0, 1, 1),
        row(1, 1, 0),
        row(1, 1, 1));
    assertRows(
        execute("SELECT b, c, d FROM m WHERE a = 0 AND b = 1 AND (c, d) > (0, 0) AND (c) <= (1)"),
        row(1, 1, 0),
        row(1, 1, 1));
    assertRows(
        execute("SELECT b, c, d FROM m WHERE a = 0 AND (b, c) IN ((0, 1), (0, 0)) AND d = 0"),
        row(0, 0, 0),
        row(0, 1, 0));
    assertRows(
        execute(
            "SELECT b, c, d FROM m WHERE a = 0 AND (b) IN ((0), (1)) AND (c, d) IN ((0, 0), (1, 1))"),
        row(0, 0, 0),
        row(0, 1, 1),
        row(1, 0, 0),
        row(1, 1, 1));
    assertRows(
        execute("SELECT b, c, d FROM m WHERE a = 0 AND (b, c) = (0, 1) AND d >= 0"),
        row(0, 1, 0),
        row(0, 1, 1));
  }

  @Test
  void refusals() {
    // Cassandra 5.0 reads a relation on one clustering column that a tuple names as a 1-tuple
    assertInvalidMessage(
        "Column \"c\" cannot be restricted by two inequalities not starting with the same column",
        "SELECT * FROM m WHERE a = 0 AND (b, c, d) > (0, 1, 0) AND c < 1");
    assertInvalidMessage(
        "More than one restriction was found for the end bound on b",
        "SELECT * FROM m WHERE a = 0 AND b < 1 AND (b, c, d) < (1, 1, 0)");
    assertInvalidMessage(
        "Column \"c\" cannot be restricted by two inequalities not starting with the same column",
        "SELECT * FROM m WHERE a = 0 AND (b, c) > (0, 0) AND (c) < (1)");
    assertInvalidMessage(
        "PRIMARY KEY column \"c\" cannot be restricted as preceding column \"b\" is not restricted",
        "SELECT * FROM m WHERE a = 0 AND (c, d) > (0, 0)");
    assertInvalidMessage(
        "Clustering column \"c\" cannot be restricted (preceding column \"b\" is restricted by a non-EQ relation)",
        "SELECT * FROM m WHERE a = 0 AND b > 0 AND (c, d) IN ((0, 0))");
    assertInvalidMessage(
        "Invalid null value in condition for column c",
        "SELECT * FROM m WHERE a = 0 AND (b, c) > (?, ?)",
        1,
        null);
    // answers of Cassandra 5.0.2: an IN of one tuple is an equality
    assertInvalidMessage(
        "Invalid null value in condition for columns: [b, c, d]",
        "SELECT * FROM m WHERE a = 0 AND (b, c, d) IN ((?, ?, ?), (1, 1, 1))",
        1,
        2,
        null);
    assertInvalidMessage(
        "Invalid null value for column d",
        "SELECT * FROM m WHERE a = 0 AND (b, c, d) IN ((?, ?, ?))",
        1,
        2,
        null);
    assertInvalidMessage(
        "Invalid null value for column b",
        "SELECT * FROM m WHERE a = 0 AND (b) = (?)",
        (Object) null);
  }
}
