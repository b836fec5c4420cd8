package io.wcs.engine.cql.lwt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.CqlTester;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * Conditional batches that move units between two rows of one partition are seen whole: threads
 * transfer one unit at a time with a batch whose IF clauses check both rows, while readers read the
 * partition; every read sees the two rows add up to the same total, and no transfer is lost.
 */
class ConditionalBatchIsolationTest extends CqlTester {
  private static final int TOTAL = 1_000;
  private static final int MOVERS = 3;
  private static final int READERS = 2;
  private static final int TRANSFERS_PER_MOVER = 150;

  @Test
  void readersNeverSeeHalfATransferAndNoTransferIsLost() throws Exception {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, v) VALUES (0, 0, ?)", TOTAL);
    execute("INSERT INTO %s (k, c, v) VALUES (0, 1, 0)");
    ExecutorService pool = Executors.newFixedThreadPool(MOVERS + READERS);
    AtomicBoolean moving = new AtomicBoolean(true);
    try {
      List<Future<Integer>> readers = new ArrayList<>();
      for (int r = 0; r < READERS; r++) {
        readers.add(pool.submit(() -> readUntilDone(moving)));
      }
      List<Future<?>> movers = new ArrayList<>();
      for (int m = 0; m < MOVERS; m++) {
        movers.add(pool.submit(this::transfer));
      }
      for (Future<?> f : movers) {
        f.get(60, TimeUnit.SECONDS);
      }
      moving.set(false);
      for (Future<Integer> f : readers) {
        assertTrue(f.get(60, TimeUnit.SECONDS) > 0, "a reader read nothing");
      }
    } finally {
      moving.set(false);
      pool.shutdownNow();
    }
    int moved = MOVERS * TRANSFERS_PER_MOVER;
    assertRows(execute("SELECT c, v FROM %s WHERE k = 0"), row(0, TOTAL - moved), row(1, moved));
  }

  /** Moves one unit from row 0 to row 1, TRANSFERS_PER_MOVER times, retrying refused batches. */
  private Void transfer() {
    for (int done = 0; done < TRANSFERS_PER_MOVER; ) {
      List<List<Object>> rows = rowsOf(execute("SELECT v FROM %s WHERE k = 0"));
      int from = (Integer) rows.get(0).get(0);
      int to = (Integer) rows.get(1).get(0);
      List<Object> result =
          rowsOf(
                  execute(
                      "BEGIN BATCH"
                          + " UPDATE %1$s SET v = ? WHERE k = 0 AND c = 0 IF v = ?;"
                          + " UPDATE %1$s SET v = ? WHERE k = 0 AND c = 1 IF v = ?;"
                          + " APPLY BATCH",
                      from - 1, from, to + 1, to))
              .get(0);
      done += (Boolean) result.get(0) ? 1 : 0;
    }
    return null;
  }

  /** Reads the partition until the movers are done, checking the total; returns reads made. */
  private int readUntilDone(AtomicBoolean moving) {
    int reads = 0;
    while (moving.get() || reads == 0) {
      List<List<Object>> rows = rowsOf(execute("SELECT v FROM %s WHERE k = 0"));
      int sum = (Integer) rows.get(0).get(0) + (Integer) rows.get(1).get(0);
      assertEquals(TOTAL, sum, "a read saw part of a transfer: " + rows);
      reads++;
    }
    return reads;
  }
}
