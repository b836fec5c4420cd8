package io.wcs.it.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Counter increments through JDBC from many connections to one file database and from several
 * threads sharing each connection (each thread with its own statement): none is lost, neither while
 * the database is open nor after it is closed and reopened.
 */
class CounterJdbcIT {
  private static final int CONNECTIONS = 4;
  private static final int THREADS_PER_CONNECTION = 2;
  private static final int INCREMENTS_PER_THREAD = 100;
  private static final int ROWS = 2;

  @TempDir Path dir;

  @Test
  void noIncrementIsLostAcrossThreadsConnectionsAndAReopen() throws Exception {
    String url = "jdbc:wcs:file:" + dir.resolve("db");
    List<Connection> connections = new ArrayList<>();
    try {
      for (int i = 0; i < CONNECTIONS; i++) {
        connections.add(DriverManager.getConnection(url));
      }
      try (Statement s = connections.get(0).createStatement()) {
        s.execute(
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
                + " 'replication_factor': 1}");
        s.execute("CREATE TABLE ks.hits (k int PRIMARY KEY, n counter)");
      }
      incrementConcurrently(connections);
      assertTotals(connections.get(0), "while open");
    } finally {
      for (Connection c : connections) {
        c.close();
      }
    }
    try (Connection reopened = DriverManager.getConnection(url)) {
      assertTotals(reopened, "after reopening the database");
    }
  }

  private static void incrementConcurrently(List<Connection> connections) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(CONNECTIONS * THREADS_PER_CONNECTION);
    try {
      List<Future<?>> workers = new ArrayList<>();
      for (Connection c : connections) {
        for (int t = 0; t < THREADS_PER_CONNECTION; t++) {
          workers.add(pool.submit(() -> increment(c)));
        }
      }
      for (Future<?> f : workers) {
        f.get(60, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static Void increment(Connection c) throws Exception {
    try (PreparedStatement add = c.prepareStatement("UPDATE ks.hits SET n = n + 1 WHERE k = ?")) {
      for (int i = 0; i < INCREMENTS_PER_THREAD; i++) {
        add.setInt(1, i % ROWS);
        assertEquals(1, add.executeUpdate());
      }
    }
    return null;
  }

  private static void assertTotals(Connection c, String when) throws Exception {
    long expected = (long) CONNECTIONS * THREADS_PER_CONNECTION * INCREMENTS_PER_THREAD / ROWS;
    try (Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT k, n FROM ks.hits")) {
      int rows = 0;
      while (rs.next()) {
        assertEquals(expected, rs.getLong("n"), "counter of row " + rs.getInt("k") + " " + when);
        rows++;
      }
      assertEquals(ROWS, rows, "counter rows " + when);
    }
  }
}
