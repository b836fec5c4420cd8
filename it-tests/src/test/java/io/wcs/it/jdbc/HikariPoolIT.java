package io.wcs.it.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.wcs.driver.WcsDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * HikariCP on WCS: configured by jdbcUrl and by dataSourceClassName, used by many threads, and
 * silent: HikariCP logs a warning when a driver lacks what it relies on (isValid, network timeout,
 * a clean state reset), so the test captures everything it logs at DEBUG and asserts no WARN.
 */
class HikariPoolIT {

  private static final int THREADS = 16;
  private static final int OPS_PER_THREAD = 1000;

  private final ListAppender<ILoggingEvent> log = new ListAppender<>();
  private Logger hikariLogger;

  @BeforeEach
  void captureHikariLog() {
    hikariLogger = (Logger) LoggerFactory.getLogger("com.zaxxer.hikari");
    hikariLogger.setLevel(Level.DEBUG);
    log.start();
    hikariLogger.addAppender(log);
  }

  @AfterEach
  void stopCapture() {
    hikariLogger.detachAppender(log);
    hikariLogger.setLevel(null);
  }

  private void assertNoWarnings() {
    List<String> warnings = new ArrayList<>();
    for (ILoggingEvent event : log.list) {
      if (event.getLevel().isGreaterOrEqual(Level.WARN)) {
        warnings.add(event.getLevel() + " " + event.getFormattedMessage());
      }
    }
    assertEquals(List.of(), warnings);
    assertFalse(log.list.isEmpty(), "the capture sees HikariCP's log");
  }

  private static HikariConfig config(String poolName) {
    HikariConfig config = new HikariConfig();
    config.setPoolName(poolName);
    config.setMaximumPoolSize(8);
    config.setMinimumIdle(2);
    config.setConnectionTimeout(10_000);
    return config;
  }

  @Test
  void jdbcUrlPoolServesManyThreadsWithoutWarnings() throws Exception {
    HikariConfig config = config("wcs-url");
    config.setJdbcUrl("jdbc:wcs:mem:hikari-url");
    config.setUsername("app");
    config.setPassword("secret");
    try (HikariDataSource pool = new HikariDataSource(config)) {
      createTable(pool);
      hammer(pool);
      try (Connection c = pool.getConnection();
          Statement st = c.createStatement();
          ResultSet rs = st.executeQuery("SELECT count(*) FROM ks.counts")) {
        assertTrue(rs.next());
        assertEquals(THREADS, rs.getLong(1), "one row per thread");
      }
    }
    assertNoWarnings();
  }

  @Test
  void dataSourceClassNamePoolResetsWhatABorrowerChanged() throws Exception {
    HikariConfig config = config("wcs-class");
    config.setDataSourceClassName(WcsDataSource.class.getName());
    config.addDataSourceProperty("url", "jdbc:wcs:mem:hikari-class");
    config.addDataSourceProperty("user", "app");
    config.addDataSourceProperty("password", "secret");
    config.setMaximumPoolSize(1);
    config.setMinimumIdle(1);
    try (HikariDataSource pool = new HikariDataSource(config)) {
      createTable(pool);
      try (Connection c = pool.getConnection()) {
        c.setAutoCommit(false);
        c.setReadOnly(true);
        c.setNetworkTimeout(Runnable::run, 1234);
      }
      try (Connection c = pool.getConnection()) {
        assertTrue(c.getAutoCommit(), "HikariCP reset auto-commit");
        assertFalse(c.isReadOnly());
        assertEquals(0, c.getNetworkTimeout());
        c.setAutoCommit(false);
        try (Statement st = c.createStatement()) {
          st.execute("INSERT INTO ks.counts (worker, n) VALUES (99, 1)");
        }
      }
      try (Connection c = pool.getConnection();
          Statement st = c.createStatement();
          ResultSet rs = st.executeQuery("SELECT count(*) FROM ks.counts WHERE worker = 99")) {
        assertTrue(rs.next());
        assertEquals(0, rs.getLong(1), "returning a connection rolled its held write back");
      }
    }
    assertNoWarnings();
  }

  private static void createTable(HikariDataSource pool) throws SQLException {
    try (Connection c = pool.getConnection();
        Statement st = c.createStatement()) {
      st.execute(
          "CREATE KEYSPACE IF NOT EXISTS ks WITH replication ="
              + " {'class': 'SimpleStrategy', 'replication_factor': 1}");
      st.execute("CREATE TABLE IF NOT EXISTS ks.counts (worker int PRIMARY KEY, n int)");
    }
  }

  /** Every thread borrows a connection per operation: a write, then a read of what it wrote. */
  private static void hammer(HikariDataSource pool) throws Exception {
    ExecutorService threads = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<Integer>> done = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int worker = t;
        done.add(threads.submit(() -> work(pool, worker)));
      }
      for (Future<Integer> f : done) {
        assertEquals(OPS_PER_THREAD, f.get(60, TimeUnit.SECONDS));
      }
    } finally {
      threads.shutdownNow();
    }
  }

  private static int work(HikariDataSource pool, int worker) throws SQLException {
    int last = 0;
    for (int i = 1; i <= OPS_PER_THREAD; i++) {
      try (Connection c = pool.getConnection()) {
        if (i % 2 == 1) {
          try (PreparedStatement ps =
              c.prepareStatement("INSERT INTO ks.counts (worker, n) VALUES (?, ?)")) {
            ps.setInt(1, worker);
            ps.setInt(2, i);
            assertEquals(1, ps.executeUpdate());
          }
        } else {
          try (PreparedStatement ps =
              c.prepareStatement("SELECT n FROM ks.counts WHERE worker = ?")) {
            ps.setInt(1, worker);
            try (ResultSet rs = ps.executeQuery()) {
              assertTrue(rs.next());
              last = rs.getInt(1);
              assertEquals(i - 1, last, "a thread reads its own last write");
            }
          }
        }
      }
    }
    return last + 1;
  }
}
