package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.driver.session.EmbeddedDatabases;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.function.Executable;

/**
 * What each way of running a statement answers, as JDBC defines it: executeQuery only with rows,
 * executeUpdate only without, refused before anything runs or is held where the driver can tell;
 * and the getResultSet / getUpdateCount / getMoreResults sequence that tools walk after execute
 * (done when getMoreResults is false and getUpdateCount is -1).
 */
class StatementResultsTest {

  private final CountingOpener engine = new CountingOpener();
  private final WcsDriver driver = new WcsDriver(new EmbeddedDatabases(engine));
  private String url;

  @BeforeEach
  void name(TestInfo test) {
    url = "jdbc:wcs:mem:results-" + test.getTestMethod().orElseThrow().getName();
  }

  /** A connection in keyspace ks with the table kv; the count of executions starts at 0. */
  private Connection connect() throws SQLException {
    Connection c = driver.connect(url, new Properties());
    try (Statement st = c.createStatement()) {
      st.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor':"
              + " 1}");
      st.execute("USE ks");
      st.execute("CREATE TABLE kv (k int PRIMARY KEY, v int)");
      st.execute("INSERT INTO kv (k, v) VALUES (1, 10)");
    }
    engine.executions.set(0);
    return c;
  }

  private static int count(Connection c) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM ks.kv")) {
      assertTrue(rs.next());
      return rs.getInt(1);
    }
  }

  private static void assertRefusedAsWrongKind(Executable call) {
    SQLException e = assertThrows(SQLException.class, call);
    assertFalse(e instanceof SQLFeatureNotSupportedException, e.toString());
    assertEquals("HY000", e.getSQLState(), e.getMessage());
  }

  @Test
  void executeQueryOnAWriteWithAutoCommitOffHoldsNothing() throws SQLException {
    try (Connection c = connect();
        Statement st = c.createStatement();
        PreparedStatement insert = c.prepareStatement("INSERT INTO kv (k, v) VALUES (?, 1)")) {
      c.setAutoCommit(false);
      SQLException text =
          assertThrows(
              SQLException.class, () -> st.executeQuery("INSERT INTO kv (k, v) VALUES (2, 2)"));
      assertTrue(text.getMessage().contains("neither run nor held"), text.getMessage());
      insert.setInt(1, 3);
      assertThrows(SQLException.class, insert::executeQuery);
      assertThrows(
          SQLException.class, () -> st.executeQuery("CREATE TABLE other (k int PRIMARY KEY)"));
      assertThrows(SQLException.class, () -> st.executeQuery("USE system"));
      c.commit();
      assertEquals(1, count(c), "nothing was held, so the commit applied nothing");
      assertEquals("ks", c.getSchema());
      assertFalse(
          c.getMetaData().getTables(null, "ks", "other", null).next(),
          "the CREATE TABLE did not run");
    }
  }

  @Test
  void executeQueryOnAWriteWithAutoCommitOnRunsItAndSaysSo() throws SQLException {
    try (Connection c = connect();
        Statement st = c.createStatement()) {
      SQLException e =
          assertThrows(
              SQLException.class, () -> st.executeQuery("INSERT INTO kv (k, v) VALUES (2, 2)"));
      assertTrue(e.getMessage().contains("ran a statement that returns no rows"), e.getMessage());
      assertEquals(2, count(c));
    }
  }

  @Test
  void executeUpdateOnASelectIsRefusedWithoutRunningIt() throws SQLException {
    try (Connection c = connect();
        Statement st = c.createStatement();
        PreparedStatement select = c.prepareStatement("SELECT v FROM kv WHERE k = ?")) {
      select.setInt(1, 1);
      assertRefusedAsWrongKind(() -> st.executeUpdate("SELECT * FROM kv"));
      assertRefusedAsWrongKind(() -> st.executeLargeUpdate("SELECT * FROM kv"));
      assertRefusedAsWrongKind(
          () -> st.executeLargeUpdate("SELECT * FROM kv", Statement.RETURN_GENERATED_KEYS));
      assertRefusedAsWrongKind(select::executeUpdate);
      assertRefusedAsWrongKind(select::executeLargeUpdate);
      c.setAutoCommit(false);
      assertRefusedAsWrongKind(select::executeUpdate);
      assertEquals(0, engine.executions.get(), "no SELECT ran");
    }
  }

  @Test
  void aLightweightTransactionCountsWhetherItApplied() throws SQLException {
    try (Connection c = connect();
        Statement st = c.createStatement()) {
      assertEquals(0, st.executeUpdate("INSERT INTO kv (k, v) VALUES (1, 5) IF NOT EXISTS"));
      assertEquals(0, st.getUpdateCount());
      assertTrue(st.execute("INSERT INTO kv (k, v) VALUES (7, 5) IF NOT EXISTS"));
      assertEquals(-1, st.getUpdateCount());
      assertTrue(st.getResultSet().next());
    }
  }

  @Test
  void afterASelectTheRowsThenNothing() throws SQLException {
    try (Connection c = connect();
        Statement st = c.createStatement();
        PreparedStatement ps = c.prepareStatement("SELECT v FROM kv")) {
      for (Statement s : new Statement[] {st, ps}) {
        boolean rows = s == ps ? ps.execute() : st.execute("SELECT v FROM kv");
        assertTrue(rows);
        ResultSet rs = s.getResultSet();
        assertNotNull(rs);
        assertEquals(-1, s.getUpdateCount());
        assertFalse(s.getMoreResults());
        assertTrue(rs.isClosed(), "getMoreResults closes the current result");
        assertNull(s.getResultSet());
        assertEquals(-1, s.getUpdateCount());
      }
    }
  }

  @Test
  void afterAWriteOrSchemaChangeItsCountThenNothing() throws SQLException {
    try (Connection c = connect();
        Statement st = c.createStatement()) {
      assertSequence(st, "INSERT INTO kv (k, v) VALUES (2, 2)", 1);
      assertSequence(st, "UPDATE kv SET v = 3 WHERE k = 2", 1);
      assertSequence(st, "CREATE TABLE t2 (k int PRIMARY KEY)", 0);
      assertSequence(st, "TRUNCATE t2", 0);
      assertSequence(st, "USE ks", 0);
      c.setAutoCommit(false);
      assertSequence(st, "DELETE FROM kv WHERE k = 2", 1);
    }
  }

  private static void assertSequence(Statement st, String cql, int count) throws SQLException {
    assertFalse(st.execute(cql), cql);
    assertNull(st.getResultSet(), cql);
    assertEquals(count, st.getUpdateCount(), cql);
    assertEquals(count, st.getUpdateCount(), cql + ", asked again");
    assertEquals(count, st.getLargeUpdateCount(), cql);
    assertFalse(st.getMoreResults(), cql);
    assertEquals(-1, st.getUpdateCount(), cql + ", after getMoreResults");
    assertNull(st.getResultSet(), cql);
  }

  @Test
  void getMoreResultsClosesTheCurrentResultAndCannotKeepIt() throws SQLException {
    try (Connection c = connect();
        Statement st = c.createStatement()) {
      ResultSet rs = st.executeQuery("SELECT v FROM kv");
      assertFalse(st.getMoreResults(Statement.CLOSE_ALL_RESULTS));
      assertTrue(rs.isClosed());
      rs = st.executeQuery("SELECT v FROM kv");
      assertFalse(st.getMoreResults(Statement.CLOSE_CURRENT_RESULT));
      assertTrue(rs.isClosed());
      assertThrows(
          SQLFeatureNotSupportedException.class,
          () -> st.getMoreResults(Statement.KEEP_CURRENT_RESULT));
      SQLException bad = assertThrows(SQLException.class, () -> st.getMoreResults(42));
      assertFalse(bad instanceof SQLFeatureNotSupportedException);
      assertTrue(bad.getMessage().contains("got 42"), bad.getMessage());
    }
  }
}
