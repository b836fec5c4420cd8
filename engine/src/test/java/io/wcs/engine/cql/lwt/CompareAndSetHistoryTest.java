package io.wcs.engine.cql.lwt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.cql.Consistency;
import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.lwt.History.CompareAndSet;
import io.wcs.engine.cql.lwt.History.Read;
import io.wcs.engine.cql.lwt.History.Write;
import io.wcs.engine.cql.lwt.LinearizabilityChecker.Result;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Threads read one row at SERIAL and LOCAL_SERIAL, overwrite it with {@code IF EXISTS} and
 * compare-and-set it with {@code IF v = ?}; the recorded history must be linearizable. Only
 * conditional writes take part: as in Cassandra, plain writes mixed with LWTs are not linearizable.
 * Each thread sends client timestamps from its own clock, some milliseconds apart, as clients on
 * different machines would: a CAS must take effect whatever timestamp its client sent.
 */
class CompareAndSetHistoryTest extends CqlTester {
  private static final int THREADS = 6;
  private static final int OPERATIONS_PER_THREAD = 200;
  private static final int VALUES = 4;
  private static final long CLOCK_SKEW_MICROS = 3_000;

  private Prepared read;
  private Prepared write;
  private Prepared compareAndSet;

  @Test
  void historyOfSerialReadsWritesAndCompareAndSetsIsLinearizable() throws Exception {
    createRow();
    assertLinearizable(recordHistory(null));
  }

  @Test
  void historyStaysLinearizableWhileTheTableIsFlushedAndCompacted(@TempDir Path dir)
      throws Exception {
    // in memory a flush does nothing: this test runs on a file database
    database.close();
    database = Database.open(dir, DatabaseOptions.DEFAULT);
    executeNet(
        "CREATE KEYSPACE "
            + KEYSPACE
            + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
    createRow();
    int table = database.schema().table(KEYSPACE, tableName()).storageId();
    AtomicInteger flushes = new AtomicInteger();
    History history =
        recordHistory(
            () -> {
              database.storage().flush(table);
              if (flushes.incrementAndGet() % 4 == 0) {
                database.storage().compact(table);
              }
            });
    assertLinearizable(history);
    assertTrue(flushes.get() > 0);
  }

  private void createRow() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    // conditional too: a plain write, dated by the server's clock, could shadow the first CAS
    // from a client whose clock is behind, as it would in Cassandra
    execute("INSERT INTO %s (k, v) VALUES (0, 0) IF NOT EXISTS");
    read = prepare("SELECT v FROM %s WHERE k = 0");
    write = prepare("UPDATE %s SET v = ? WHERE k = 0 IF EXISTS");
    compareAndSet = prepare("UPDATE %s SET v = ? WHERE k = 0 IF v = ?");
  }

  /**
   * Runs the worker threads to the end and returns their history; meanwhile one more thread runs
   * {@code background}, unless it is null, over and over.
   */
  private History recordHistory(StorageTask background) throws Exception {
    History history = new History();
    ExecutorService pool = Executors.newFixedThreadPool(THREADS + 1);
    AtomicBoolean working = new AtomicBoolean(true);
    try {
      Future<?> repeating =
          background == null
              ? null
              : pool.submit(
                  () -> {
                    while (working.get()) {
                      background.run();
                    }
                    return null;
                  });
      List<Future<?>> workers = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        long seed = t;
        long skew = (t - THREADS / 2) * CLOCK_SKEW_MICROS;
        workers.add(pool.submit(() -> work(history, new Random(seed), skew)));
      }
      for (Future<?> f : workers) {
        f.get(60, TimeUnit.SECONDS);
      }
      working.set(false);
      if (repeating != null) {
        repeating.get(60, TimeUnit.SECONDS);
      }
    } finally {
      working.set(false);
      pool.shutdownNow();
    }
    assertEquals(THREADS * OPERATIONS_PER_THREAD, history.entries().size());
    return history;
  }

  /** Work on storage that may fail with an I/O error. */
  private interface StorageTask {
    void run() throws IOException;
  }

  private static void assertLinearizable(History history) {
    Result result = LinearizabilityChecker.check(history, 0);
    assertTrue(result.linearizable(), result.explanation());
  }

  private void work(History history, Random random, long clockSkew) {
    for (int i = 0; i < OPERATIONS_PER_THREAD; i++) {
      int value = random.nextInt(VALUES);
      switch (random.nextInt(3)) {
        case 0 -> {
          Consistency level = random.nextBoolean() ? Consistency.SERIAL : Consistency.LOCAL_SERIAL;
          History.Call call = history.invoke();
          QueryResult rows = run(read, level, clockSkew);
          call.complete(new Read((Integer) rowsOf(rows).get(0).get(0)));
        }
        case 1 -> {
          History.Call call = history.invoke();
          boolean applied = applied(run(write, Consistency.LOCAL_ONE, clockSkew, value));
          assertTrue(applied, "UPDATE IF EXISTS of an existing row was not applied");
          call.complete(new Write(value));
        }
        default -> {
          int expected = random.nextInt(VALUES);
          History.Call call = history.invoke();
          boolean applied =
              applied(run(compareAndSet, Consistency.LOCAL_ONE, clockSkew, value, expected));
          call.complete(new CompareAndSet(expected, value, applied));
        }
      }
    }
  }

  private Prepared prepare(String cql) {
    return database.handler().prepare(cql.replace("%s", KEYSPACE + "." + tableName()), state);
  }

  /** Runs a statement at {@code level}, timestamped by a clock {@code clockSkew} micros off. */
  private QueryResult run(Prepared prepared, Consistency level, long clockSkew, Object... values) {
    QueryOptions bound = bind(prepared, values);
    QueryOptions options =
        new QueryOptions(
            bound.values(),
            null,
            QueryOptions.DEFAULT_PAGE_SIZE,
            null,
            level,
            Consistency.SERIAL,
            System.currentTimeMillis() * 1000 + clockSkew,
            null,
            QueryOptions.NO_NOW);
    return database.handler().executePrepared(prepared.id(), state, options);
  }

  private static boolean applied(QueryResult result) {
    return (Boolean) rowsOf(result).get(0).get(0);
  }
}
