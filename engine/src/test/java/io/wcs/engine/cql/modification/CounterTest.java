package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.CqlTester;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class CounterTest extends CqlTester {

  @Test
  void concurrentIncrementsAreNotLost() throws Exception {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, c counter)");
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        done.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < 100; i++) {
                    execute("UPDATE %s SET c = c + 1 WHERE k = 1");
                  }
                }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
    assertRows(execute("SELECT c FROM %s WHERE k = 1"), row(400L));
  }

  @Test
  void staticCountersAndUsingRefusals() {
    createTable(
        "CREATE TABLE %s (k int, c int, total counter static, n counter, PRIMARY KEY (k, c))");
    execute("UPDATE %s SET total = total + 2 WHERE k = 1");
    execute("UPDATE %s SET n = n + 1 WHERE k = 1 AND c = 1");
    execute("UPDATE %s SET n = n + 1, total = total + 1 WHERE k = 1 AND c = 2");
    assertRows(execute("SELECT c, total, n FROM %s"), row(1, 3L, 1L), row(2, 3L, 1L));
    assertInvalidMessage(
        "Cannot provide custom timestamp for counter updates",
        "UPDATE %s USING TIMESTAMP 1 SET n = n + 1 WHERE k = 1 AND c = 1");
    assertInvalidMessage(
        "Cannot provide custom TTL for counter updates",
        "UPDATE %s USING TTL 1 SET n = n + 1 WHERE k = 1 AND c = 1");
    // run unprepared, its markers are counted first, as Cassandra counts them before it validates
    assertInvalidMessage(
        "Invalid amount of bind variables",
        "UPDATE %s USING TTL 1 SET n = n + ? WHERE k = 1 AND c = 1");
  }

  @Test
  void aCounterDeletedCellByCellStaysDeleted() {
    createTable("CREATE TABLE %s (k int, c int, n counter, m counter, PRIMARY KEY (k, c))");
    execute("UPDATE %s SET n = n + 5, m = m + 1 WHERE k = 1 AND c = 1");
    execute("UPDATE %s SET n = n + 5, m = m + 1 WHERE k = 2 AND c = 1");
    execute("DELETE n FROM %s WHERE k = 1 AND c = 1");
    execute("DELETE FROM %s WHERE k = 2 AND c = 1");
    execute("UPDATE %s SET n = n + 1, m = m + 1 WHERE k = 1 AND c = 1");
    execute("UPDATE %s SET n = n + 1 WHERE k = 2 AND c = 1");
    // Cassandra's counter tombstone wins over every later increment; a deleted row starts again
    assertRows(execute("SELECT k, n, m FROM %s"), row(1, null, 2L), row(2, 1L, null));
  }
}
