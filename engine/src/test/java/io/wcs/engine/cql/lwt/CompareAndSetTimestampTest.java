package io.wcs.engine.cql.lwt;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.Consistency;
import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An applied compare-and-set must take effect even when its statement was given an older write
 * timestamp than the one before it: a statement draws its timestamp when it starts, before it waits
 * for the partition's lock, so two can take the lock in the other order. Here the client supplies
 * the timestamps to make that order certain. Cassandra dates a CAS by its Paxos ballot, never by
 * the client's timestamp; WCS by its write clock once the lock is held, so a write that follows the
 * CAS wins over it even when the CAS's client clock runs ahead.
 */
class CompareAndSetTimestampTest extends CqlTester {

  @Test
  void laterCompareAndSetWinsOverAnEarlierOneWithANewerTimestamp() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    assertApplied(at(2_000, "INSERT INTO %s (k, v) VALUES (0, 0) IF NOT EXISTS"));
    assertApplied(at(1_000, "UPDATE %s SET v = 1 WHERE k = 0 IF v = 0"));
    assertRows(execute("SELECT v FROM %s WHERE k = 0"), row(1));
    assertApplied(at(500, "UPDATE %s SET v = 2 WHERE k = 0 IF v = 1"));
    assertRows(execute("SELECT v FROM %s WHERE k = 0"), row(2));
  }

  @Test
  void insertIfNotExistsAfterANewerConditionalDeleteIsVisible() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    assertApplied(at(1_000, "INSERT INTO %s (k, v) VALUES (0, 0) IF NOT EXISTS"));
    assertApplied(at(3_000, "DELETE FROM %s WHERE k = 0 IF EXISTS"));
    assertApplied(at(2_000, "INSERT INTO %s (k, v) VALUES (0, 7) IF NOT EXISTS"));
    assertRows(execute("SELECT v FROM %s WHERE k = 0"), row(7));
  }

  @Test
  void batchWritesARowItsConditionDoesNotReadAfterTheWriteBeforeIt() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    assertApplied(at(1_000, "INSERT INTO %s (k, c, v) VALUES (0, 0, 0) IF NOT EXISTS"));
    assertApplied(
        at(
            3_000,
            "BEGIN BATCH UPDATE %1$s SET v = 1 WHERE k = 0 AND c = 0 IF v = 0;"
                + " INSERT INTO %1$s (k, c, v) VALUES (0, 1, 1); APPLY BATCH"));
    assertApplied(
        at(
            2_000,
            "BEGIN BATCH UPDATE %1$s SET v = 2 WHERE k = 0 AND c = 0 IF v = 1;"
                + " INSERT INTO %1$s (k, c, v) VALUES (0, 1, 2); APPLY BATCH"));
    assertRows(execute("SELECT c, v FROM %s WHERE k = 0"), row(0, 2), row(1, 2));
  }

  @Test
  void plainWriteAfterACompareAndSetFromAClockAheadWins() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    long anHourAhead = (System.currentTimeMillis() + 3_600_000) * 1000;
    assertApplied(at(anHourAhead, "INSERT INTO %s (k, v) VALUES (0, 0) IF NOT EXISTS"));
    execute("UPDATE %s SET v = 1 WHERE k = 0");
    assertRows(execute("SELECT v FROM %s WHERE k = 0"), row(1));
  }

  /** Runs {@code cql} with {@code timestamp} as the client's default timestamp (microseconds). */
  private QueryResult at(long timestamp, String cql) {
    QueryOptions options =
        new QueryOptions(
            List.of(),
            null,
            QueryOptions.DEFAULT_PAGE_SIZE,
            null,
            Consistency.LOCAL_ONE,
            Consistency.SERIAL,
            timestamp,
            null,
            QueryOptions.NO_NOW);
    String table = KEYSPACE + "." + tableName();
    return database
        .handler()
        .execute(cql.replace("%1$s", table).replace("%s", table), state, options);
  }

  private static void assertApplied(QueryResult result) {
    assertTrue((Boolean) rowsOf(result).get(0).get(0), "not applied: " + rowsOf(result));
  }
}
