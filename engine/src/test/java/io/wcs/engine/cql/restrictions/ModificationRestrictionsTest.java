package io.wcs.engine.cql.restrictions;

import io.wcs.engine.cql.CqlTester;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The WHERE rules UPDATE and DELETE add to SELECT's, with Cassandra 5.0's messages. */
class ModificationRestrictionsTest extends CqlTester {

  @BeforeEach
  void table() {
    createTable(
        "CREATE TABLE %s (k int, k2 int, c int, d int, s int static, v int, PRIMARY KEY ((k, k2), c, d))");
  }

  @Test
  void partitionKeyMustBeFullyGivenByEqualityOrIn() {
    assertInvalidMessage(
        "Some partition key parts are missing: k2",
        "UPDATE %s SET v = 1 WHERE k = 0 AND c = 0 AND d = 0");
    assertInvalidMessage(
        "Only EQ and IN relation are supported on the partition key (unless you use the token() function) for DELETE statements",
        "DELETE FROM %s WHERE k = 0 AND k2 > 0");
    assertInvalidMessage(
        "The token function cannot be used in WHERE clauses for UPDATE statements",
        "UPDATE %s SET v = 1 WHERE token(k, k2) > 0 AND c = 0 AND d = 0");
  }

  @Test
  void clusteringRules() {
    assertInvalidMessage(
        "Some clustering keys are missing: d",
        "UPDATE %s SET v = 1 WHERE k = 0 AND k2 = 0 AND c = 0");
    assertInvalidMessage(
        "Slice restrictions are not supported on the clustering columns in UPDATE statements",
        "UPDATE %s SET v = 1 WHERE k = 0 AND k2 = 0 AND c = 0 AND d > 0");
    assertInvalidMessage(
        "PRIMARY KEY column \"d\" cannot be restricted as preceding column \"c\" is not restricted",
        "DELETE FROM %s WHERE k = 0 AND k2 = 0 AND d = 0");
    assertInvalidMessage(
        "Invalid restrictions on clustering columns since the UPDATE statement modifies only static columns",
        "UPDATE %s SET s = 1 WHERE k = 0 AND k2 = 0 AND c = 0 AND d = 0");
  }

  @Test
  void nonKeyColumnsAreRefused() {
    assertInvalidMessage(
        "Non PRIMARY KEY columns found in where clause: v ",
        "DELETE FROM %s WHERE k = 0 AND k2 = 0 AND v = 1");
  }

  @Test
  void rangeDeletionsAndInWrites() {
    execute("INSERT INTO %s (k, k2, c, d, v) VALUES (0, 0, 1, 1, 1)");
    execute("INSERT INTO %s (k, k2, c, d, v) VALUES (0, 0, 2, 1, 2)");
    execute("INSERT INTO %s (k, k2, c, d, v) VALUES (0, 0, 3, 1, 3)");
    execute("DELETE FROM %s WHERE k = 0 AND k2 = 0 AND c >= 2");
    assertRows(execute("SELECT c FROM %s WHERE k = 0 AND k2 = 0"), row(1));
    execute("UPDATE %s SET v = 9 WHERE k = 0 AND k2 IN (0, 1) AND c = 5 AND d IN (1, 2)");
    assertRows(
        execute("SELECT k2, c, d, v FROM %s WHERE k = 0 AND k2 IN (0, 1) AND c = 5"),
        row(0, 5, 1, 9),
        row(0, 5, 2, 9),
        row(1, 5, 1, 9),
        row(1, 5, 2, 9));
  }
}
