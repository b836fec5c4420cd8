package io.wcs.it.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.lwt.History;
import io.wcs.engine.cql.lwt.History.CompareAndSet;
import io.wcs.engine.cql.lwt.History.Read;
import io.wcs.engine.cql.lwt.LinearizabilityChecker;
import io.wcs.engine.cql.lwt.LinearizabilityChecker.Result;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compare-and-set increments through JDBC: threads, each on its own connection to one file
 * database, read a row and try {@code UPDATE … IF v = ?} from the value they read ({@code
 * executeUpdate} answers 1 when applied, 0 when not). The recorded history must be linearizable,
 * and the row must hold the number of applied increments, also after the database is reopened.
 */
class CompareAndSetJdbcIT {
  private static final int THREADS = 6;
  private static final int ATTEMPTS_PER_THREAD = 60;

  @TempDir Path dir;

  @Test
  void incrementsFromManyConnectionsAreLinearizableAndSurviveAReopen() throws Exception {
    String url = "jdbc:wcs:file:" + dir.resolve("db");
    History history = new History();
    int applied;
    try (Connection setup = DriverManager.getConnection(url)) {
      setup
          .createStatement()
          .execute(
              "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
                  + " 'replication_factor': 1}");
      setup.createStatement().execute("CREATE TABLE ks.cas (k int PRIMARY KEY, v int)");
      setup.createStatement().execute("INSERT INTO ks.cas (k, v) VALUES (0, 0)");
      applied = incrementConcurrently(url, history);
      assertEquals(applied, valueIn(setup));
    }

    Result result = LinearizabilityChecker.check(history, 0);
    assertTrue(result.linearizable(), result.explanation());
    assertTrue(applied >= ATTEMPTS_PER_THREAD, "too few increments applied: " + applied);
    try (Connection reopened = DriverManager.getConnection(url)) {
      assertEquals(applied, valueIn(reopened), "after reopening the database");
    }
  }

  /** Runs the threads; returns how many increments applied. */
  private static int incrementConcurrently(String url, History history) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Integer>> workers = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        // half the connections ask for LOCAL_SERIAL: one node serves both levels alike
        String serial = t % 2 == 0 ? "SERIAL" : "LOCAL_SERIAL";
        workers.add(pool.submit(() -> increment(url + "?serialConsistency=" + serial, history)));
      }
      int applied = 0;
      for (Future<Integer> f : workers) {
        applied += f.get(60, TimeUnit.SECONDS);
      }
      return applied;
    } finally {
      pool.shutdownNow();
    }
  }

  /** Reads and tries to increment, ATTEMPTS_PER_THREAD times, recording each step. */
  private static int increment(String url, History history) throws Exception {
    int applied = 0;
    try (Connection c = DriverManager.getConnection(url);
        PreparedStatement read = c.prepareStatement("SELECT v FROM ks.cas WHERE k = 0");
        PreparedStatement cas =
            c.prepareStatement("UPDATE ks.cas SET v = ? WHERE k = 0 IF v = ?")) {
      for (int i = 0; i < ATTEMPTS_PER_THREAD; i++) {
        History.Call reading = history.invoke();
        int seen = onlyValue(read);
        reading.complete(new Read(seen));

        cas.setInt(1, seen + 1);
        cas.setInt(2, seen);
        History.Call setting = history.invoke();
        int count = cas.executeUpdate();
        setting.complete(new CompareAndSet(seen, seen + 1, count == 1));
        applied += count;
      }
    }
    return applied;
  }

  private static int valueIn(Connection c) throws Exception {
    try (PreparedStatement read = c.prepareStatement("SELECT v FROM ks.cas WHERE k = 0")) {
      return onlyValue(read);
    }
  }

  private static int onlyValue(PreparedStatement read) throws Exception {
    try (ResultSet rs = read.executeQuery()) {
      assertTrue(rs.next(), "the row is missing");
      return rs.getInt(1);
    }
  }
}
