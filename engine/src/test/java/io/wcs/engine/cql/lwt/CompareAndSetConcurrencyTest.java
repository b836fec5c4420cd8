package io.wcs.engine.cql.lwt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.CqlTester;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Compare-and-set increments from many threads: none lost, none applied twice. */
class CompareAndSetConcurrencyTest extends CqlTester {
  private static final int THREADS = 8;
  private static final int INCREMENTS_PER_THREAD = 100;

  @Test
  void everyAppliedIncrementIsUniqueAndNoneIsLost() throws Exception {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    execute("INSERT INTO %s (k, v) VALUES (0, 0)");
    Set<Integer> appliedFrom = ConcurrentHashMap.newKeySet();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Integer>> duplicates = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        duplicates.add(pool.submit(() -> increment(appliedFrom)));
      }
      for (Future<Integer> f : duplicates) {
        assertEquals(0, f.get(60, TimeUnit.SECONDS));
      }
    } finally {
      pool.shutdownNow();
    }
    int total = THREADS * INCREMENTS_PER_THREAD;
    assertRows(execute("SELECT v FROM %s WHERE k = 0"), row(total));
    assertEquals(total, appliedFrom.size());
    for (int i = 0; i < total; i++) {
      assertTrue(appliedFrom.contains(i), "no applied update from " + i);
    }
  }

  /**
   * Increments v by one, INCREMENTS_PER_THREAD times; returns how many old values were seen twice.
   */
  private int increment(Set<Integer> appliedFrom) {
    int duplicates = 0;
    for (int done = 0; done < INCREMENTS_PER_THREAD; ) {
      int current = (Integer) rowsOf(execute("SELECT v FROM %s WHERE k = 0")).get(0).get(0);
      List<Object> result =
          rowsOf(execute("UPDATE %s SET v = ? WHERE k = 0 IF v = ?", current + 1, current)).get(0);
      if ((Boolean) result.get(0)) {
        duplicates += appliedFrom.add(current) ? 0 : 1;
        done++;
      }
    }
    return duplicates;
  }
}
