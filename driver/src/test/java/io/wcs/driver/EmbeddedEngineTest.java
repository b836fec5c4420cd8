package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.parser.CqlSyntaxException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;

/** The driver end to end on the real engine, through DriverManager as applications use it. */
class EmbeddedEngineTest {

  private static final String KEYSPACE =
      "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}";

  private static String memUrl(TestInfo test) {
    return "jdbc:wcs:mem:engine-" + test.getTestMethod().orElseThrow().getName();
  }

  private static void run(Connection c, String... statements) throws SQLException {
    try (Statement st = c.createStatement()) {
      for (String cql : statements) {
        st.execute(cql);
      }
    }
  }

  @Test
  void preparedValuesOfManyTypesRoundTrip(TestInfo test) throws SQLException {
    try (Connection c = DriverManager.getConnection(memUrl(test))) {
      run(
          c,
          KEYSPACE,
          "CREATE TABLE ks.t (k uuid PRIMARY KEY, i int, b bigint, d decimal, s text,"
              + " ts timestamp, l list<int>, m map<text, int>, tags set<text>, bl blob)");
      UUID key = UUID.randomUUID();
      Instant when = Instant.parse("2026-11-01T10:00:00Z");
      try (PreparedStatement ps =
          c.prepareStatement(
              "INSERT INTO ks.t (k, i, b, d, s, ts, l, m, tags, bl)"
                  + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
        ps.setObject(1, key);
        ps.setInt(2, 7);
        ps.setLong(3, 1L << 40);
        ps.setBigDecimal(4, new java.math.BigDecimal("1.25"));
        ps.setString(5, "hello");
        ps.setObject(6, when);
        ps.setObject(7, List.of(3, 1, 2));
        ps.setObject(8, Map.of("a", 1));
        ps.setObject(9, Set.of("x", "y"));
        ps.setBytes(10, new byte[] {9, 8});
        assertEquals(1, ps.executeUpdate());
      }
      try (PreparedStatement ps = c.prepareStatement("SELECT * FROM ks.t WHERE k = ?")) {
        ps.setObject(1, key);
        ResultSet rs = ps.executeQuery();
        assertTrue(rs.next());
        assertEquals(key, rs.getObject("k"));
        assertEquals(7, rs.getInt("i"));
        assertEquals(1L << 40, rs.getLong("b"));
        assertEquals(new java.math.BigDecimal("1.25"), rs.getBigDecimal("d"));
        assertEquals("hello", rs.getString("s"));
        assertEquals(when, rs.getObject("ts", Instant.class));
        assertEquals(List.of(3, 1, 2), rs.getObject("l"));
        assertEquals("{'a': 1}", rs.getString("m"));
        assertEquals("{'x', 'y'}", rs.getString("tags"));
        assertArrayEquals(new byte[] {9, 8}, rs.getBytes("bl"));
        assertEquals("ks", rs.getMetaData().getSchemaName(1));
        assertEquals("t", rs.getMetaData().getTableName(1));
        assertFalse(rs.next());
      }
    }
  }

  @Test
  void largeResultsStreamAcrossManyPages(TestInfo test) throws SQLException {
    try (Connection c = DriverManager.getConnection(memUrl(test) + "?fetchSize=100")) {
      run(c, KEYSPACE, "CREATE TABLE ks.wide (p int, c int, v text, PRIMARY KEY (p, c))");
      try (PreparedStatement ps =
          c.prepareStatement("INSERT INTO ks.wide (p, c, v) VALUES (?, ?, ?)")) {
        for (int i = 0; i < 3000; i++) {
          ps.setInt(1, i % 3);
          ps.setInt(2, i);
          ps.setString(3, "v" + i);
          ps.executeUpdate();
        }
      }
      try (Statement st = c.createStatement()) {
        ResultSet rs = st.executeQuery("SELECT p, c FROM ks.wide WHERE p = 1");
        int count = 0;
        int previous = -1;
        while (rs.next()) {
          assertTrue(rs.getInt("c") > previous, "clustering order holds across pages");
          previous = rs.getInt("c");
          count++;
        }
        assertEquals(1000, count);

        st.setFetchSize(7);
        ResultSet all = st.executeQuery("SELECT p, c FROM ks.wide");
        int total = 0;
        while (all.next()) {
          total++;
        }
        assertEquals(3000, total, "a full scan in pages of 7 rows returns every row once");
      }
    }
  }

  @Test
  void concurrentConnectionsShareOneMemDatabase(TestInfo test) throws Exception {
    String url = memUrl(test);
    try (Connection setup = DriverManager.getConnection(url)) {
      run(setup, KEYSPACE, "CREATE TABLE ks.c (k int PRIMARY KEY, v int)");
      ExecutorService pool = Executors.newFixedThreadPool(4);
      try {
        List<Callable<Void>> writers = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
          int writer = w;
          writers.add(
              () -> {
                try (Connection c = DriverManager.getConnection(url + "?keyspace=ks");
                    PreparedStatement ps =
                        c.prepareStatement("INSERT INTO c (k, v) VALUES (?, ?)")) {
                  for (int i = 0; i < 250; i++) {
                    ps.setInt(1, writer * 1000 + i);
                    ps.setInt(2, writer);
                    ps.executeUpdate();
                  }
                }
                return null;
              });
        }
        for (Future<Void> f : pool.invokeAll(writers)) {
          f.get();
        }
      } finally {
        pool.shutdownNow();
      }
      try (Statement st = setup.createStatement()) {
        ResultSet rs = st.executeQuery("SELECT count(*) FROM ks.c");
        assertTrue(rs.next());
        assertEquals(1000, rs.getLong(1));
      }
    }
  }

  @Test
  void aFileDatabaseKeepsItsDataAcrossReopening(@TempDir Path dir) throws SQLException {
    String url = "jdbc:wcs:file:" + dir.resolve("db") + "?sync=batch";
    try (Connection c = DriverManager.getConnection(url)) {
      run(
          c,
          KEYSPACE,
          "CREATE TABLE ks.kv (k text PRIMARY KEY, v int)",
          "INSERT INTO ks.kv (k, v) VALUES ('a', 1)",
          "INSERT INTO ks.kv (k, v) VALUES ('b', 2)");
    }
    try (Connection c = DriverManager.getConnection(url + "&keyspace=KS");
        Statement st = c.createStatement()) {
      ResultSet rs = st.executeQuery("SELECT v FROM kv WHERE k = 'b'");
      assertTrue(rs.next(), "the row written before closing is there after reopening");
      assertEquals(2, rs.getInt(1));
      assertEquals("ks", c.getSchema(), "an unquoted keyspace parameter reads as in CQL");
      c.setSchema("ks");
      assertThrows(SQLSyntaxErrorException.class, () -> c.setSchema("KS"), "setSchema is exact");
    }
  }

  /**
   * An update that changes nothing (an empty map added) leaves an empty partition in the memtable:
   * the flush at close writes no SSTable for it, and closing and reopening go through.
   */
  @Test
  void anUpdateOfNoChangeClosesAndReopens(@TempDir Path dir) throws SQLException {
    String url = "jdbc:wcs:file:" + dir.resolve("db");
    try (Connection c = DriverManager.getConnection(url)) {
      run(
          c,
          KEYSPACE,
          "CREATE TABLE ks.c (k int PRIMARY KEY, m map<text, int>)",
          "UPDATE ks.c SET m = m + {} WHERE k = 1");
    }
    try (Connection c = DriverManager.getConnection(url)) {
      run(c, "INSERT INTO ks.c (k, m) VALUES (2, {'a': 1})");
    }
    try (Connection c = DriverManager.getConnection(url);
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT k FROM ks.c")) {
      assertTrue(rs.next());
      assertEquals(2, rs.getInt(1));
      assertFalse(rs.next(), "the update of no change wrote no row");
    }
  }

  @Test
  void errorsCarryCassandrasMessagesAndTheirSqlStates(TestInfo test) throws SQLException {
    try (Connection c = DriverManager.getConnection(memUrl(test));
        Statement st = c.createStatement()) {
      CqlSyntaxException syntax =
          assertThrows(CqlSyntaxException.class, () -> st.execute("SELECT * FORM t"));
      assertEquals("42000", syntax.getSQLState());
      assertEquals(1, syntax.line());

      st.execute(KEYSPACE);
      SQLException exists = assertThrows(SQLSyntaxErrorException.class, () -> st.execute(KEYSPACE));
      assertEquals("42S01", exists.getSQLState());

      SQLException unknown =
          assertThrows(SQLSyntaxErrorException.class, () -> st.execute("SELECT * FROM ks.nope"));
      assertEquals("42000", unknown.getSQLState());
      assertTrue(unknown.getMessage().contains("nope"), unknown.getMessage());

      SQLException keyspace =
          assertThrows(
              SQLException.class, () -> DriverManager.getConnection(memUrl(test) + "?keyspace=zz"));
      assertInstanceOf(SQLSyntaxErrorException.class, keyspace);
      assertTrue(c.isValid(1));
    }
  }

  @Test
  void preparedBatchesApplyAsOneCqlBatch(TestInfo test) throws SQLException {
    try (Connection c = DriverManager.getConnection(memUrl(test))) {
      run(c, KEYSPACE, "USE ks", "CREATE TABLE b (k int PRIMARY KEY, v text)");
      try (PreparedStatement ps = c.prepareStatement("INSERT INTO b (k, v) VALUES (?, ?)")) {
        for (int i = 0; i < 3; i++) {
          ps.setInt(1, i);
          ps.setString(2, "v" + i);
          ps.addBatch();
        }
        assertEquals(3, ps.executeBatch().length);
      }
      try (Statement st = c.createStatement()) {
        ResultSet rs = st.executeQuery("SELECT count(*) FROM b");
        assertTrue(rs.next());
        assertEquals(3, rs.getLong(1));
      }
    }
  }
}
