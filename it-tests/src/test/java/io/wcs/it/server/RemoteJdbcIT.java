package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.wcs.driver.WcsConnection;
import io.wcs.engine.DatabaseOptions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code jdbc:wcs://} against a WCS server: what a remote session adds to an embedded one (paging
 * across round trips, version negotiation, statements the server forgot, a server that goes away),
 * seen through plain JDBC. The golden scripts check the answers themselves ({@code
 * GoldenScriptRemoteIT}).
 */
class RemoteJdbcIT {
  private static RunningServer server;

  @BeforeAll
  static void start() throws Exception {
    // a small prepared cache, so that the server forgets statements (UNPREPARED)
    server =
        RunningServer.start(
            "remote-jdbc-it", DatabaseOptions.DEFAULT.withPreparedCacheBytes(4096), 5);
    try (Connection c = connect(server, "");
        Statement s = c.createStatement()) {
      s.execute(
          "CREATE KEYSPACE rk WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
      s.execute("CREATE TABLE rk.t (k int, c int, v text, l list<int>, PRIMARY KEY (k, c))");
    }
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  static Connection connect(RunningServer target, String keyspace) throws SQLException {
    return DriverManager.getConnection(target.url(keyspace));
  }

  @Test
  void runsPreparedStatementsAndPagesThroughResults() throws SQLException {
    try (Connection c = connect(server, "rk")) {
      try (PreparedStatement insert =
          c.prepareStatement("INSERT INTO t (k, c, v, l) VALUES (1, ?, ?, ?)")) {
        for (int i = 0; i < 250; i++) {
          insert.setInt(1, i);
          insert.setString(2, "v" + i);
          insert.setObject(3, List.of(i, i + 1));
          insert.addBatch();
        }
        insert.executeBatch();
      }
      try (PreparedStatement select = c.prepareStatement("SELECT c, v, l FROM t WHERE k = ?")) {
        select.setFetchSize(100);
        select.setInt(1, 1);
        int rows = 0;
        try (ResultSet rs = select.executeQuery()) {
          while (rs.next()) {
            assertEquals(rows, rs.getInt("c"));
            assertEquals("v" + rows, rs.getString("v"));
            assertEquals(List.of(rows, rows + 1), rs.getObject("l"));
            rows++;
          }
        }
        assertEquals(250, rows, "three pages of at most 100 rows");
      }
      assertEquals("rk", c.getSchema());
    }
  }

  @Test
  void reportsCassandrasErrorsWithSqlStates() throws SQLException {
    try (Connection c = connect(server, "rk");
        Statement s = c.createStatement()) {
      SQLSyntaxErrorException syntax =
          assertThrows(SQLSyntaxErrorException.class, () -> s.execute("SELEC 1"));
      assertEquals("42000", syntax.getSQLState());
      assertEquals(0x2000, syntax.getErrorCode());
      SQLException invalid =
          assertThrows(SQLException.class, () -> s.executeQuery("SELECT * FROM t WHERE v = 'x'"));
      assertEquals("42000", invalid.getSQLState());
      assertTrue(invalid.getMessage().contains("ALLOW FILTERING"), invalid.getMessage());
      SQLException exists =
          assertThrows(SQLException.class, () -> s.execute("CREATE TABLE t (k int PRIMARY KEY)"));
      assertEquals("42S01", exists.getSQLState());
      assertEquals("Object rk.t already exists", exists.getMessage());
      assertTrue(c.isValid(1), "a refused statement leaves the connection usable");
    }
  }

  @Test
  void listsTablesThroughDatabaseMetaData() throws SQLException {
    try (Connection c = connect(server, "");
        ResultSet tables = c.getMetaData().getTables(null, "rk", "%", null)) {
      assertTrue(tables.next());
      assertEquals("t", tables.getString("TABLE_NAME"));
      assertEquals("TABLE", tables.getString("TABLE_TYPE"));
    }
  }

  /** The server's cache holds few statements: the driver prepares an evicted one again. */
  @Test
  void preparesAgainWhatTheServerForgot() throws SQLException {
    try (Connection c = connect(server, "rk")) {
      PreparedStatement first = c.prepareStatement("SELECT v FROM t WHERE k = 1 AND c = ?");
      for (int i = 0; i < 100; i++) {
        c.prepareStatement("SELECT v FROM t WHERE k = " + (1000 + i) + " AND c = ?").close();
      }
      first.setInt(1, 7);
      try (ResultSet rs = first.executeQuery()) {
        assertTrue(rs.next());
        assertEquals("v7", rs.getString(1));
      }
      first.close();
    }
  }

  @Test
  void answersLightweightTransactions() throws SQLException {
    try (Connection c = connect(server, "rk");
        Statement s = c.createStatement()) {
      try (ResultSet rs =
          s.executeQuery("INSERT INTO t (k, c, v) VALUES (2, 0, 'a') IF NOT EXISTS")) {
        assertTrue(rs.next());
        assertTrue(rs.getBoolean("[applied]"));
      }
      try (ResultSet rs =
          s.executeQuery("INSERT INTO t (k, c, v) VALUES (2, 0, 'b') IF NOT EXISTS")) {
        assertTrue(rs.next());
        assertFalse(rs.getBoolean("[applied]"));
        assertEquals("a", rs.getString("v"));
      }
    }
  }

  /**
   * A server that speaks only v4, as Cassandra 3 and ScyllaDB: it refuses the session's v5 STARTUP
   * (WcsServerProtocolTest), and the session steps down to v4.
   */
  @Test
  void stepsDownToProtocolV4() throws Exception {
    try (RunningServer v4Server = RunningServer.start("v4-only", DatabaseOptions.DEFAULT, 4);
        Connection c = connect(v4Server, "");
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery("SELECT release_version FROM system.local")) {
      assertTrue(rs.next());
      assertEquals("5.0.2", rs.getString(1));
    }
  }

  /** lz4 compresses v5 segments and v4 frame bodies; a 300 kB value crosses both ways in either. */
  @Test
  void compressesWithLz4() throws Exception {
    String text = "compressible ".repeat(25_000);
    try (RunningServer v4Server = RunningServer.start("v4-lz4", DatabaseOptions.DEFAULT, 4)) {
      for (RunningServer target : List.of(server, v4Server)) {
        try (Connection c = connect(target, "?compression=lz4");
            Statement s = c.createStatement()) {
          s.execute(
              "CREATE KEYSPACE IF NOT EXISTS packed WITH replication = {'class':"
                  + " 'SimpleStrategy', 'replication_factor': 1}");
          s.execute("CREATE TABLE IF NOT EXISTS packed.t (k int PRIMARY KEY, v text)");
          try (PreparedStatement insert =
              c.prepareStatement("INSERT INTO packed.t (k, v) VALUES (1, ?)")) {
            insert.setString(1, text);
            insert.executeUpdate();
          }
          try (ResultSet rs = s.executeQuery("SELECT v FROM packed.t WHERE k = 1")) {
            assertTrue(rs.next());
            assertEquals(text, rs.getString(1));
          }
        }
      }
    }
  }

  /**
   * A HikariCP pool of remote connections, written to from several threads at once: each connection
   * multiplexes its statements on streams, and the pool validates them with isValid.
   */
  @Test
  void servesAConnectionPoolFromSeveralThreads() throws Exception {
    HikariConfig config = new HikariConfig();
    config.setJdbcUrl(server.url("rk"));
    config.setMaximumPoolSize(4);
    config.setPoolName("remote-pool");
    try (HikariDataSource pool = new HikariDataSource(config)) {
      ExecutorService writers = Executors.newFixedThreadPool(4);
      try {
        List<Future<?>> done = new ArrayList<>();
        for (int thread = 0; thread < 4; thread++) {
          int k = 100 + thread;
          done.add(
              writers.submit(
                  () -> {
                    try (Connection c = pool.getConnection();
                        PreparedStatement insert =
                            c.prepareStatement("INSERT INTO t (k, c, v) VALUES (?, ?, 'x')")) {
                      for (int row = 0; row < 200; row++) {
                        insert.setInt(1, k);
                        insert.setInt(2, row);
                        insert.executeUpdate();
                      }
                    }
                    return null;
                  }));
        }
        for (Future<?> writer : done) {
          writer.get();
        }
      } finally {
        writers.shutdown();
      }
      try (Connection c = pool.getConnection();
          ResultSet rs =
              c.createStatement()
                  .executeQuery("SELECT COUNT(*) FROM t WHERE k IN (100, 101, 102, 103)")) {
        assertTrue(rs.next());
        assertEquals(800, rs.getLong(1));
      }
    }
  }

  /** The first of the URL's hosts that answers is used: a host that is down is passed over. */
  @Test
  void passesOverAHostThatIsDown() throws Exception {
    int down;
    try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
      down = free.getLocalPort();
    }
    String url =
        "jdbc:wcs://127.0.0.1:" + down + ",127.0.0.1:" + server.address().getPort() + "/rk";
    try (Connection c = DriverManager.getConnection(url);
        ResultSet rs =
            c.createStatement().executeQuery("SELECT release_version FROM system.local")) {
      assertTrue(rs.next());
      assertEquals("5.0.2", rs.getString(1));
    }
  }

  /**
   * A connection outlives its server's restart: the next statement connects again, in the
   * connection's keyspace, and a prepared statement runs on the server that forgot it.
   */
  @Test
  void connectsAgainWhenItsServerRestarts() throws Exception {
    try (RunningServer restarting = RunningServer.start("restarting");
        Connection c = connect(restarting, "")) {
      Statement s = c.createStatement();
      s.execute(
          "CREATE KEYSPACE rs WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
      s.execute("USE rs");
      s.execute("CREATE TABLE t (k int PRIMARY KEY, v text)");
      PreparedStatement insert = c.prepareStatement("INSERT INTO t (k, v) VALUES (?, ?)");
      insert.setInt(1, 1);
      insert.setString(2, "before");
      insert.executeUpdate();

      restarting.stopServer();
      restarting.restartServer();

      assertEquals(List.of("before"), values(s.executeQuery("SELECT v FROM t")));
      insert.setInt(1, 2);
      insert.setString(2, "after");
      assertEquals(1, insert.executeUpdate());
      assertEquals(List.of("before", "after"), values(s.executeQuery("SELECT v FROM t")));
      assertTrue(c.isValid(5));
    }
  }

  /**
   * When its server goes away, a connection moves on to the next of the URL's hosts that answers,
   * in its keyspace; a read in flight when the server went runs again there.
   */
  @Test
  void movesOnToTheNextHostWhenItsServerGoesAway() throws Exception {
    try (RunningServer first = RunningServer.start("first-host");
        RunningServer second = RunningServer.start("second-host")) {
      for (RunningServer host : List.of(first, second)) {
        try (Connection c = connect(host, "");
            Statement s = c.createStatement()) {
          s.execute(
              "CREATE KEYSPACE hosts WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
          s.execute("CREATE TABLE hosts.t (k int PRIMARY KEY, v text)");
          s.execute("INSERT INTO hosts.t (k, v) VALUES (1, '" + host.address().getPort() + "')");
        }
      }
      String url =
          "jdbc:wcs://127.0.0.1:"
              + first.address().getPort()
              + ",127.0.0.1:"
              + second.address().getPort()
              + "/hosts";
      try (Connection c = DriverManager.getConnection(url);
          Statement s = c.createStatement()) {
        String read = "SELECT v FROM t WHERE k = 1";
        assertEquals(List.of("" + first.address().getPort()), values(s.executeQuery(read)));
        first.stopServer();
        assertEquals(List.of("" + second.address().getPort()), values(s.executeQuery(read)));
        s.executeUpdate("INSERT INTO t (k, v) VALUES (2, 'moved')");
        assertTrue(c.isValid(5));
      }
    }
  }

  /**
   * A server that stops answering without closing the connection (power lost, a firewall's silence)
   * is found by the heartbeat: the connection fails, and the read waiting on it runs again on a new
   * one. Without heartbeats the read would wait for ever, hence the timeout.
   */
  @Test
  @Timeout(60)
  void findsASilentServerByItsHeartbeat() throws Exception {
    try (FreezingRelay relay = FreezingRelay.to(server.address());
        Connection c =
            DriverManager.getConnection(
                "jdbc:wcs://127.0.0.1:"
                    + relay.port()
                    + "/rk?heartbeatInterval=1&connectTimeout=1000");
        Statement s = c.createStatement()) {
      String read = "SELECT release_version FROM system.local";
      assertEquals(List.of("5.0.2"), values(s.executeQuery(read)));
      relay.freezeConnections();
      assertEquals(List.of("5.0.2"), values(s.executeQuery(read)));
    }
  }

  /** A connection set to trace asks the server to; the trace is read back from system_traces. */
  @Test
  void tracesStatementsWhenAsked() throws SQLException {
    try (Connection c = connect(server, "rk");
        Statement s = c.createStatement()) {
      WcsConnection wcs = c.unwrap(WcsConnection.class);
      s.executeQuery("SELECT v FROM t WHERE k = 1").close();
      assertNull(wcs.getLastTraceId());
      wcs.setTracing(true);
      s.executeQuery("SELECT v FROM t WHERE k = 1").close();
      UUID traced = wcs.getLastTraceId();
      wcs.setTracing(false);
      try (PreparedStatement events =
          c.prepareStatement("SELECT activity FROM system_traces.events WHERE session_id = ?")) {
        events.setObject(1, traced);
        List<String> activities = values(events.executeQuery());
        assertEquals("Parsing SELECT v FROM t WHERE k = 1", activities.get(0));
        assertTrue(activities.contains("Executing single-partition query on t"), activities + "");
      }
      s.executeQuery("SELECT v FROM t WHERE k = 1").close();
      assertEquals(traced, wcs.getLastTraceId());
    }
  }

  private static List<String> values(ResultSet rs) throws SQLException {
    List<String> values = new ArrayList<>();
    try (rs) {
      while (rs.next()) {
        values.add(rs.getString(1));
      }
    }
    return values;
  }

  /** When the server goes away, statements fail as a lost connection and the pool sees it. */
  @Test
  void reportsAServerThatWentAway() throws Exception {
    try (RunningServer shortLived = RunningServer.start("going-away");
        Connection c = connect(shortLived, "");
        Statement s = c.createStatement()) {
      s.executeQuery("SELECT release_version FROM system.local").close();
      shortLived.stopServer();
      SQLException lost =
          assertThrows(
              SQLException.class, () -> s.executeQuery("SELECT release_version FROM system.local"));
      assertTrue(lost.getSQLState().startsWith("08"), lost.getSQLState() + " " + lost.getMessage());
      assertFalse(c.isValid(1));
    }
  }
}
