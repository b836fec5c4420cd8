package io.wcs.engine.cql.lwt;

import io.wcs.engine.cql.CqlTester;
import org.junit.jupiter.api.Test;

class ConditionalRefusalTest extends CqlTester {

  @Test
  void cassandraRefusesTheseConditionalStatements() {
    createTable(
        "CREATE TABLE %s (k int, c int, s int static, v int, m map<int, int>,"
            + " PRIMARY KEY (k, c))");
    assertInvalidMessage(
        "PRIMARY KEY column 'c' cannot have IF conditions",
        "UPDATE %s SET v = 1 WHERE k = 0 AND c = 0 IF c = 0");
    assertInvalidMessage(
        "Undefined column name x in table ks." + tableName(),
        "UPDATE %s SET v = 1 WHERE k = 0 AND c = 0 IF x = 0");
    assertInvalidMessage(
        "Cannot provide custom timestamp for conditional updates",
        "UPDATE %s USING TIMESTAMP 1 SET v = 1 WHERE k = 0 AND c = 0 IF v = 0");
    assertInvalidMessage(
        "Cannot provide custom timestamp for conditional updates",
        "INSERT INTO %s (k, c) VALUES (0, 0) IF NOT EXISTS USING TIMESTAMP 1");
    assertInvalidMessage(
        "IN on the partition key is not supported with conditional updates",
        "UPDATE %s SET v = 1 WHERE k IN (0, 1) AND c = 0 IF v = 0");
    assertInvalidMessage(
        "IN on the clustering key columns is not supported with conditional deletions",
        "DELETE FROM %s WHERE k = 0 AND c IN (0, 1) IF EXISTS");
    assertInvalidMessage(
        "DELETE statements must restrict all PRIMARY KEY columns with equality relations in"
            + " order to delete non static columns",
        "DELETE FROM %s WHERE k = 0 IF v = 1");
    assertInvalidMessage(
        "DELETE statements must restrict all PRIMARY KEY columns with equality relations in"
            + " order to delete non static columns",
        "DELETE FROM %s WHERE k = 0 AND c > 0 IF EXISTS");
    assertInvalidMessage(
        "DELETE statements must restrict all PRIMARY KEY columns with equality relations in"
            + " order to delete non static columns",
        "DELETE FROM %s WHERE k = 0 IF EXISTS");
    assertInvalidMessage(
        "DELETE statements must restrict all PRIMARY KEY columns with equality relations in"
            + " order to use IF condition on non static columns",
        "DELETE s FROM %s WHERE k = 0 IF v = 1");
    assertInvalidMessage(
        "Invalid element access syntax for non-collection column v",
        "UPDATE %s SET v = 1 WHERE k = 0 AND c = 0 IF v[0] = 1");
    assertInvalidMessage(
        "Cannot use CONTAINS KEY on non-map column v",
        "UPDATE %s SET v = 1 WHERE k = 0 AND c = 0 IF v CONTAINS KEY 1");
  }

  @Test
  void countersCannotBeConditional() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, n counter)");
    assertInvalidMessage(
        "Conditions on counters are not supported", "UPDATE %s SET n = n + 1 WHERE k = 0 IF n = 0");
    assertInvalidMessage(
        "Conditional updates are not supported on counter tables",
        "UPDATE %s SET n = n + 1 WHERE k = 0 IF EXISTS");
    assertInvalidMessage(
        "INSERT statements are not allowed on counter tables, use UPDATE instead",
        "INSERT INTO %s (k, n) VALUES (0, 1) IF NOT EXISTS");
  }
}
