package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.error.StatementStoppedException;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class StopConditionTest extends CqlTester {

  private static final int ROWS = 3 * StopCondition.ROWS_PER_CHECK;

  @BeforeEach
  void fill() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    for (int c = 0; c < ROWS; c++) {
      execute("INSERT INTO %s (k, c, v) VALUES (1, ?, ?)", c, c);
    }
  }

  private QueryResult run(String cql, StopCondition stop) {
    return database.handler().execute(cql, state, QueryOptions.DEFAULT.withStop(stop));
  }

  @Test
  void aCancelledStatementDoesNotRun() {
    StopCondition stop = StopCondition.cancellable();
    stop.cancel();
    StatementStoppedException e =
        assertThrows(
            StatementStoppedException.class,
            () -> run("INSERT INTO " + tableName() + " (k, c, v) VALUES (2, 0, 0)", stop));
    assertFalse(e.timedOut());
    assertRows(execute("SELECT * FROM %s WHERE k = 2"));
  }

  @Test
  void aStatementPastItsDeadlineDoesNotRun() {
    StopCondition stop = StopCondition.until(System.nanoTime() - 1);
    StatementStoppedException e =
        assertThrows(
            StatementStoppedException.class, () -> run("SELECT * FROM " + tableName(), stop));
    assertTrue(e.timedOut());
  }

  @Test
  void aBatchChecksBeforeItApplies() {
    StopCondition stop = StopCondition.cancellable();
    stop.cancel();
    QueryHandler.BatchChild child =
        new QueryHandler.BatchChild(
            "INSERT INTO " + tableName() + " (k, c, v) VALUES (3, 0, 0)", null, List.of());
    assertThrows(
        StatementStoppedException.class,
        () ->
            database
                .handler()
                .batch(
                    QueryHandler.BatchType.LOGGED,
                    List.of(child),
                    state,
                    QueryOptions.DEFAULT.withStop(stop)));
    assertRows(execute("SELECT * FROM %s WHERE k = 3"));
  }

  /**
   * A filtering read that keeps no row never fills a page: only the checks inside the loop can stop
   * it. The clock passes the deadline after the check made before the statement runs.
   */
  @Test
  void aLongReadStopsBetweenRowsOnceItsDeadlinePasses() {
    AtomicLong now = new AtomicLong();
    AtomicLong checks = new AtomicLong();
    StopCondition stop =
        StopCondition.until(
            1,
            () -> {
              checks.incrementAndGet();
              return now.getAndSet(1);
            });
    StatementStoppedException e =
        assertThrows(
            StatementStoppedException.class,
            () -> run("SELECT * FROM " + tableName() + " WHERE v < 0 ALLOW FILTERING", stop));
    assertTrue(e.timedOut());
    assertEquals(2, checks.get(), "one check before the read, the second one inside it stops it");
  }

  @Test
  void aReadWithTimeLeftReturnsEveryRow() {
    StopCondition stop = StopCondition.until(System.nanoTime() + 60_000_000_000L);
    assertRows(run("SELECT count(*) FROM " + tableName() + " WHERE k = 1", stop), row((long) ROWS));
  }
}
