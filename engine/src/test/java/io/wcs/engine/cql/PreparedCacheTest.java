package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.error.ErrorCode;
import io.wcs.engine.error.UnpreparedException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The prepared statement cache keeps within its bound by evicting the least recently used
 * statements; executing an evicted id answers UNPREPARED, and preparing again gives the same id.
 * The bound here holds two statements of the texts used.
 */
class PreparedCacheTest extends CqlTester {

  @Override
  protected DatabaseOptions options(DatabaseOptions defaults) {
    int weight = CqlQueryHandler.ENTRY_BYTES + CqlQueryHandler.BYTES_PER_QUERY_CHAR * 40;
    return defaults.withPreparedCacheBytes(2L * weight);
  }

  @Test
  void leastRecentlyUsedStatementIsEvictedAndPreparesAgain() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    execute("INSERT INTO %s (k, v) VALUES (1, 10)");
    Prepared first = database.handler().prepare("SELECT v FROM " + table() + " WHERE k = ?", state);
    Prepared second =
        database.handler().prepare("SELECT k FROM " + table() + " WHERE k = ?", state);
    database.handler().executePrepared(first.id(), state, bind(first, 1));
    Prepared third = database.handler().prepare("SELECT * FROM " + table() + " WHERE k = ?", state);

    assertRows(database.handler().executePrepared(first.id(), state, bind(first, 1)), row(10));
    assertRows(database.handler().executePrepared(third.id(), state, bind(third, 1)), row(1, 10));
    UnpreparedException evicted =
        assertThrows(
            UnpreparedException.class,
            () -> database.handler().executePrepared(second.id(), state, bind(second, 1)));
    assertEquals(ErrorCode.UNPREPARED, evicted.code());

    Prepared again = database.handler().prepare(second.query(), state);
    assertArrayEquals(second.id(), again.id());
    assertRows(database.handler().executePrepared(again.id(), state, bind(again, 1)), row(1));
  }

  /**
   * Connections of a pool prepare the same query at the same moment; each must get the one Prepared
   * the cache holds, whose markers the values their driver serializes are trusted for.
   */
  @Test
  void threadsPreparingOneQueryAtOnceGetTheSamePrepared() throws Exception {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    int threads = 4;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      for (int round = 0; round < 20; round++) {
        String query = "SELECT v AS a" + round + " FROM " + table() + " WHERE k = ?";
        CyclicBarrier start = new CyclicBarrier(threads);
        List<Future<Prepared>> answers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          answers.add(
              pool.submit(
                  () -> {
                    start.await();
                    return database.handler().prepare(query, state);
                  }));
        }
        Prepared first = answers.get(0).get();
        for (Future<Prepared> answer : answers) {
          assertSame(first, answer.get(), query);
        }
        assertRows(database.handler().executePrepared(first.id(), state, bind(first, 1)));
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private String table() {
    return KEYSPACE + "." + tableName();
  }
}
