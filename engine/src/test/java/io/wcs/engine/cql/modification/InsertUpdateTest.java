package io.wcs.engine.cql.modification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.cql.CqlTester;
import org.junit.jupiter.api.Test;

class InsertUpdateTest extends CqlTester {

  @Test
  void insertAndUpdateAreUpserts() {
    createTable("CREATE TABLE %s (k int, c int, v text, w int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, v) VALUES (1, 1, 'a')");
    execute("UPDATE %s SET w = 5 WHERE k = 1 AND c = 1");
    execute("UPDATE %s SET v = 'b' WHERE k = 1 AND c = 2");
    execute("INSERT INTO %s (k, c, v) VALUES (?, ?, ?)", 1, 1, "c");
    assertRows(execute("SELECT * FROM %s"), row(1, 1, "c", 5), row(1, 2, "b", null));
  }

  @Test
  void onlyInsertKeepsARowWithoutValuesAlive() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, v) VALUES (1, 1, 1)");
    execute("UPDATE %s SET v = 2 WHERE k = 1 AND c = 2");
    execute("UPDATE %s SET v = null WHERE k = 1 AND c = 1");
    execute("UPDATE %s SET v = null WHERE k = 1 AND c = 2");
    assertRows(execute("SELECT * FROM %s"), row(1, 1, null));
  }

  @Test
  void timestampsDecideWhichWriteWins() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    execute("INSERT INTO %s (k, v) VALUES (1, 1) USING TIMESTAMP 100");
    execute("INSERT INTO %s (k, v) VALUES (1, 2) USING TIMESTAMP 50");
    assertRows(execute("SELECT k, v, writetime(v) FROM %s"), row(1, 1, 100L));
    execute("UPDATE %s USING TIMESTAMP ? SET v = ? WHERE k = ?", 200L, 3, 1);
    assertRows(execute("SELECT v FROM %s WHERE k = 1"), row(3));
    execute("DELETE FROM %s USING TIMESTAMP 150 WHERE k = 1");
    assertRows(execute("SELECT v FROM %s WHERE k = 1"), row(3));
  }

  @Test
  void ttlExpiresCellsAndTheRowMarker() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int, w int)");
    execute("INSERT INTO %s (k, v) VALUES (1, 1) USING TTL 10");
    execute("UPDATE %s USING TTL 100 SET w = 2 WHERE k = 1");
    assertRows(execute("SELECT k, v, w, ttl(v) FROM %s"), row(1, 1, 2, 10));
    advance(10);
    assertRows(execute("SELECT k, v, w FROM %s"), row(1, null, 2));
    advance(100);
    assertEmpty(execute("SELECT * FROM %s"));
  }

  @Test
  void defaultTimeToLiveAppliesUnlessTtlIsGiven() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int) WITH default_time_to_live = 5");
    execute("INSERT INTO %s (k, v) VALUES (1, 1)");
    execute("INSERT INTO %s (k, v) VALUES (2, 2) USING TTL 0");
    advance(5);
    assertRows(execute("SELECT * FROM %s"), row(2, 2));
  }

  @Test
  void staticColumnsAreSharedByThePartition() {
    createTable("CREATE TABLE %s (k int, c int, s text static, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, s, v) VALUES (1, 1, 'first', 1)");
    execute("INSERT INTO %s (k, c, v) VALUES (1, 2, 2)");
    execute("UPDATE %s SET s = 'second' WHERE k = 1");
    assertRows(execute("SELECT * FROM %s"), row(1, 1, "second", 1), row(1, 2, "second", 2));
    execute("INSERT INTO %s (k, s) VALUES (2, 'alone')");
    assertRows(execute("SELECT k, c, s FROM %s WHERE k = 2"), row(2, null, "alone"));
    assertInvalidMessage(
        "Invalid restrictions on clustering columns since the UPDATE statement modifies only"
            + " static columns",
        "UPDATE %s SET s = 'x' WHERE k = 1 AND c = 1");
  }

  @Test
  void unsetValuesLeaveColumnsUntouched() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int, w int)");
    execute("INSERT INTO %s (k, v, w) VALUES (1, 1, 1)");
    execute(
        "INSERT INTO %s (k, v, w) VALUES (?, ?, ?)", 1, 2, io.wcs.engine.cql.QueryOptions.UNSET);
    assertRows(execute("SELECT * FROM %s"), row(1, 2, 1));
  }

  @Test
  void refusalsUseCassandrasMessages() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    assertInvalidMessage(
        "Some clustering keys are missing: c", "INSERT INTO %s (k, v) VALUES (1, 1)");
    assertInvalidMessage(
        "Some partition key parts are missing: k", "UPDATE %s SET v = 1 WHERE c = 1");
    assertInvalidMessage(
        "PRIMARY KEY part c found in SET part", "UPDATE %s SET c = 1 WHERE k = 1 AND c = 1");
    assertInvalidMessage(
        "Invalid STRING constant (a) for \"v\" of type int",
        "INSERT INTO %s (k, c, v) VALUES (1, 1, 'a')");
    assertInvalidMessage("Unmatched column names/values", "INSERT INTO %s (k, c) VALUES (1)");
    assertInvalidMessage(
        "Undefined column name x in table ks." + tableName(),
        "INSERT INTO %s (k, c, x) VALUES (1, 1, 1)");
    assertInvalidMessage(
        "A TTL must be greater or equal to 0, but was -1",
        "INSERT INTO %s (k, c, v) VALUES (1, 1, 1) USING TTL -1");
    assertInvalidMessage(
        "Invalid null value in condition for column k",
        "INSERT INTO %s (k, c, v) VALUES (null, 1, 1)");
    assertInvalidMessage(
        "Invalid operation (v = v + 1) for non counter column v",
        "UPDATE %s SET v = v + 1 WHERE k = 1 AND c = 1");
  }

  @Test
  void emptyPartitionKeysAreRefused() {
    createTable("CREATE TABLE %s (k text PRIMARY KEY, v int)");
    assertInvalidMessage("Key may not be empty", "INSERT INTO %s (k, v) VALUES ('', 1)");
  }

  @Test
  void counters() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, c counter)");
    execute("UPDATE %s SET c = c + 5 WHERE k = 1");
    execute("UPDATE %s SET c = c - ? WHERE k = 1", 2L);
    assertRows(execute("SELECT c FROM %s WHERE k = 1"), row(3L));
    assertInvalidMessage(
        "INSERT statements are not allowed on counter tables, use UPDATE instead",
        "INSERT INTO %s (k, c) VALUES (1, 1)");
    assertInvalidMessage(
        "Cannot set the value of counter column c (counters can only be incremented/decremented,"
            + " not set)",
        "UPDATE %s SET c = 1 WHERE k = 1");
    assertEquals(1, rowsOf(execute("SELECT * FROM %s")).size());
  }
}
