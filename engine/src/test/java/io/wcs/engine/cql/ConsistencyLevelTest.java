package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.engine.error.InvalidRequestException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The consistency levels Cassandra 5.0 refuses for a kind of request are refused alike. */
class ConsistencyLevelTest extends CqlTester {

  private QueryResult run(String cql, Consistency consistency) {
    QueryOptions options =
        new QueryOptions(
            List.of(),
            null,
            QueryOptions.DEFAULT_PAGE_SIZE,
            null,
            consistency,
            Consistency.SERIAL,
            QueryOptions.NO_TIMESTAMP,
            null,
            QueryOptions.NO_NOW);
    return database.handler().execute(cql.replace("%s", "ks." + tableName()), state, options);
  }

  private void assertRefused(String message, String cql, Consistency consistency) {
    InvalidRequestException e =
        assertThrows(InvalidRequestException.class, () -> run(cql, consistency));
    assertEquals(message, e.getMessage());
  }

  @Test
  void serialReadsReadAnyPartitionsAndAnyIsForWritesOnly() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    run("INSERT INTO %s (k, c, v) VALUES (1, 1, 1)", Consistency.ANY);
    assertRows(run("SELECT v FROM %s WHERE k = 1", Consistency.SERIAL), row(1));
    assertRows(run("SELECT v FROM %s WHERE k = 1", Consistency.LOCAL_SERIAL), row(1));
    // as Cassandra 5.0 reads them, where 3.x refused more than one partition
    assertRows(run("SELECT v FROM %s WHERE k IN (1, 2)", Consistency.SERIAL), row(1));
    assertRows(run("SELECT v FROM %s", Consistency.LOCAL_SERIAL), row(1));
    assertRefused(
        "ANY ConsistencyLevel is only supported for writes",
        "SELECT v FROM %s WHERE k = 1",
        Consistency.ANY);
  }

  @Test
  void serialLevelsAreForConditionalWritesAndNotTheirCommit() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    String serialWrites = "You must use conditional updates for serializable writes";
    assertRefused(serialWrites, "INSERT INTO %s (k, v) VALUES (1, 1)", Consistency.SERIAL);
    // a batch without conditions is not checked, as in Cassandra 5.0.2
    run("BEGIN BATCH INSERT INTO %s (k, v) VALUES (2, 2); APPLY BATCH", Consistency.LOCAL_SERIAL);
    assertRefused(
        "SERIAL is not supported as conditional update commit consistency. Use ANY if you mean"
            + " \"make sure it is accepted but I don't care how many replicas commit it for"
            + " non-SERIAL reads\"",
        "INSERT INTO %s (k, v) VALUES (1, 1) IF NOT EXISTS",
        Consistency.SERIAL);
    assertRows(
        run("INSERT INTO %s (k, v) VALUES (1, 1) IF NOT EXISTS", Consistency.ANY), row(true));
    assertRows(run("SELECT v FROM %s WHERE k = 1", Consistency.ONE), row(1));
  }

  @Test
  void counterWritesRefuseAnyAndSerialLevels() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, n counter)");
    String update = "UPDATE %s SET n = n + 1 WHERE k = 1";
    assertRefused(
        "Consistency level ANY is not yet supported for counter table " + tableName(),
        update,
        Consistency.ANY);
    assertRefused("Counter operations are inherently non-serializable", update, Consistency.SERIAL);
    run(update, Consistency.QUORUM);
    assertRows(run("SELECT n FROM %s WHERE k = 1", Consistency.ONE), row(1L));
  }
}
