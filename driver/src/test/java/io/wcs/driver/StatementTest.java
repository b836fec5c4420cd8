package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.driver.session.EmbeddedDatabases;
import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLNonTransientException;
import java.sql.SQLSyntaxErrorException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Statement and result-set behaviour on the real engine; {@link CountingOpener} counts the pages
 * the driver fetches. The few answers the engine cannot give yet come from {@link ScriptedHandler}.
 */
class StatementTest {

  private static final int SIZE = 10_050;

  private final CountingOpener engine = new CountingOpener();
  private final WcsDriver driver = new WcsDriver(new EmbeddedDatabases(engine));
  private String url;

  @BeforeEach
  void name(TestInfo test) {
    url = "jdbc:wcs:mem:statement-" + test.getTestMethod().orElseThrow().getName();
  }

  /** A connection in keyspace ks with the table numbers; the count of executions starts at 0. */
  private Connection connect(String parameters) throws SQLException {
    Connection c = driver.connect(url + parameters, new Properties());
    try (Statement st = c.createStatement()) {
      st.execute(
          "CREATE KEYSPACE IF NOT EXISTS ks WITH replication ="
              + " {'class': 'SimpleStrategy', 'replication_factor': 1}");
      st.execute("USE ks");
      st.execute("CREATE TABLE IF NOT EXISTS numbers (p int, n int, PRIMARY KEY (p, n))");
    }
    engine.executions.set(0);
    return c;
  }

  /** A connection to a stand-in engine, for what the real one cannot answer yet. */
  private Connection connect(ScriptedHandler scripted, String parameters) throws SQLException {
    return new WcsDriver(new EmbeddedDatabases(scripted.opener()))
        .connect(url + parameters, new Properties());
  }

  /** Fills partition 0 of {@code numbers} with n = 0 .. SIZE - 1, then resets the count. */
  private void fill(Connection c) throws SQLException {
    try (PreparedStatement ps = c.prepareStatement("INSERT INTO numbers (p, n) VALUES (0, ?)")) {
      for (int n = 0; n < SIZE; n++) {
        ps.setInt(1, n);
        ps.executeUpdate();
      }
    }
    engine.executions.set(0);
  }

  @Test
  void readsEveryPageOnceAsTheCallerAdvances() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      fill(c);
      st.setFetchSize(100);
      ResultSet rs = st.executeQuery("SELECT n FROM numbers WHERE p = 0");
      assertEquals(1, engine.executions.get(), "the first page comes with execute");
      long sum = 0;
      int count = 0;
      while (rs.next()) {
        assertEquals(count, rs.getInt(1));
        sum += rs.getLong("N");
        count++;
        assertEquals(count, rs.getRow());
      }
      assertEquals(SIZE, count);
      assertEquals((SIZE - 1L) * SIZE / 2, sum);
      assertEquals(101, engine.executions.get(), "101 pages of at most 100 rows, each read once");
      assertFalse(rs.next());
      assertEquals(101, engine.executions.get());
    }
  }

  @Test
  void theConnectionFetchSizeIsTheDefaultAndResultSetsMayChangeIt() throws SQLException {
    try (Connection c = connect("?fetchSize=5000");
        Statement st = c.createStatement()) {
      fill(c);
      ResultSet rs = st.executeQuery("SELECT n FROM numbers WHERE p = 0");
      rs.setFetchSize(25);
      for (int i = 0; i < 5000 + 25; i++) {
        assertTrue(rs.next());
      }
      assertEquals(2, engine.executions.get());
      assertTrue(rs.next());
      assertEquals(3, engine.executions.get(), "the third page holds 25 rows");
    }
  }

  @Test
  void maxRowsStopsReadingAndClosingStopsFetching() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      fill(c);
      st.setFetchSize(10);
      st.setMaxRows(25);
      ResultSet rs = st.executeQuery("SELECT n FROM numbers WHERE p = 0");
      int count = 0;
      while (rs.next()) {
        count++;
      }
      assertEquals(25, count);
      assertEquals(3, engine.executions.get());
      st.setMaxRows(4);
      st.executeQuery("SELECT n FROM numbers WHERE p = 0").close();
      assertEquals(4, engine.lastPageSize, "no page larger than maxRows is asked for");

      ResultSet again = st.executeQuery("SELECT n FROM numbers WHERE p = 0");
      assertTrue(rs.isClosed(), "running the statement again closes its previous result");
      again.close();
      assertThrows(SQLException.class, again::next);
    }
  }

  @Test
  void updateCountsOfWrites() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      assertEquals(0, st.executeUpdate("INSERT INTO numbers (p, n) VALUES (1, 1)"));
      assertFalse(st.execute("INSERT INTO numbers (p, n) VALUES (1, 2)"));
      assertEquals(0, st.getUpdateCount());
      assertNull(st.getResultSet());

      SQLException noRows =
          assertThrows(
              SQLException.class,
              () -> st.executeQuery("INSERT INTO numbers (p, n) VALUES (1, 3)"));
      assertTrue(noRows.getMessage().contains("returns no rows"), noRows.getMessage());
      SQLException rows =
          assertThrows(SQLException.class, () -> st.executeUpdate("SELECT n FROM numbers"));
      assertTrue(rows.getMessage().contains("returns rows"), rows.getMessage());
      assertFalse(st.getGeneratedKeys().next());
    }
  }

  @Test
  void lightweightTransactionsCountOneWhenApplied() throws SQLException {
    ScriptedHandler scripted = new ScriptedHandler();
    try (Connection c = connect(scripted, "");
        Statement st = c.createStatement()) {
      assertEquals(1, st.executeUpdate("LWT applied"));
      assertEquals(0, st.executeUpdate("LWT not applied"));
      assertTrue(st.execute("LWT applied"), "execute shows the [applied] row");
      assertEquals(-1, st.getUpdateCount());
    }
  }

  @Test
  void engineWarningsReachTheStatement() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      st.execute("SELECT count(*) FROM numbers WHERE p IN (0, 1)");
      assertEquals(
          "Aggregation query used on multiple partition keys (IN restriction)",
          st.getWarnings().getMessage());
      assertEquals("01000", st.getWarnings().getSQLState());
      st.execute("INSERT INTO numbers (p, n) VALUES (1, 1)");
      assertNull(st.getWarnings(), "each run starts without warnings");
    }
  }

  @Test
  void batchesGoAsOneCqlBatch() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      st.addBatch("INSERT INTO numbers (p, n) VALUES (2, 1)");
      st.addBatch("INSERT INTO numbers (p, n) VALUES (2, 2)");
      assertArrayEquals(
          new int[] {Statement.SUCCESS_NO_INFO, Statement.SUCCESS_NO_INFO}, st.executeBatch());
      assertEquals(1, engine.executions.get(), "two statements, one execution");
      assertEquals(2, count(st, "SELECT count(*) FROM numbers WHERE p = 2"));

      st.addBatch("INSERT INTO numbers (p, n) VALUES (2, 3)");
      st.addBatch("INSERT INTO numbers (p, x) VALUES (2, 4)");
      BatchUpdateException e = assertThrows(BatchUpdateException.class, st::executeBatch);
      assertEquals("42000", e.getSQLState());
      assertArrayEquals(
          new int[] {Statement.EXECUTE_FAILED, Statement.EXECUTE_FAILED}, e.getUpdateCounts());
      assertEquals(2, count(st, "SELECT count(*) FROM numbers WHERE p = 2"), "nothing applied");
      assertEquals(0, st.executeBatch().length, "a batch is cleared once run");
    }
  }

  private static long count(Statement st, String query) throws SQLException {
    ResultSet rs = st.executeQuery(query);
    assertTrue(rs.next());
    return rs.getLong(1);
  }

  @Test
  void engineErrorsKeepCassandrasMessageWithTheirSqlState() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      SQLException invalid =
          assertThrows(
              SQLSyntaxErrorException.class, () -> st.execute("SELECT x FROM numbers WHERE p = 0"));
      assertEquals("42000", invalid.getSQLState());
      assertEquals(0x2200, invalid.getErrorCode());
      assertEquals("Undefined column name x in table ks.numbers", invalid.getMessage());

      SQLException exists =
          assertThrows(
              SQLSyntaxErrorException.class,
              () -> st.execute("CREATE TABLE numbers (p int PRIMARY KEY)"));
      assertEquals("42S01", exists.getSQLState());

      SQLException syntax =
          assertThrows(
              SQLSyntaxErrorException.class,
              () -> st.execute("CREATE TABLE t (k int PRIMARY KEY) WITH foo = 1"));
      assertEquals("42000", syntax.getSQLState());
      assertTrue(c.isValid(1), "request errors leave the connection healthy");
    }
  }

  @Test
  void storageFailuresAreSqlState58030() throws SQLException {
    ScriptedHandler scripted = new ScriptedHandler();
    try (Connection c = connect(scripted, "");
        Statement st = c.createStatement()) {
      SQLException io = assertThrows(SQLNonTransientException.class, () -> st.execute("FAIL io"));
      assertEquals("58030", io.getSQLState());
      assertTrue(io.getMessage().contains("disk full"), io.getMessage());
      assertTrue(c.isValid(1), "request errors leave the connection healthy");
    }
  }

  @Test
  void whatPoolsCallWorksAndNothingAnswersClass08Or0A000() throws SQLException {
    try (Connection c = connect("")) {
      assertTrue(c.isValid(0));
      c.setAutoCommit(false);
      assertTrue(c.getWarnings().getMessage().contains("no transactions"));
      c.commit();
      c.rollback();
      c.setAutoCommit(true);
      c.setReadOnly(true);
      assertTrue(c.isReadOnly());
      c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
      assertEquals(Connection.TRANSACTION_READ_COMMITTED, c.getTransactionIsolation());
      c.setSchema("ks");
      assertEquals("ks", c.getSchema());
      c.setNetworkTimeout(null, 1000);
      assertEquals(1000, c.getNetworkTimeout());
      c.clearWarnings();

      SQLFeatureNotSupportedException unsupported =
          assertThrows(SQLFeatureNotSupportedException.class, () -> c.prepareCall("x"));
      assertEquals("HYC00", unsupported.getSQLState());
      SQLException cancel = assertThrows(SQLException.class, () -> c.createStatement().cancel());
      assertEquals("HYC00", cancel.getSQLState());
    }
  }

  @Test
  void jdbcObjectsUnwrapToThemselvesOnly() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      assertTrue(c.isWrapperFor(Connection.class));
      assertEquals(c, c.unwrap(WcsConnection.class));
      assertEquals(st, st.unwrap(Statement.class));
      assertTrue(c.getMetaData().isWrapperFor(java.sql.DatabaseMetaData.class));
      SQLException e = assertThrows(SQLException.class, () -> st.unwrap(Connection.class));
      assertTrue(e.getMessage().contains("not a wrapper for java.sql.Connection"), e.getMessage());
    }
  }

  @Test
  void closedObjectsSaySo() throws SQLException {
    Connection c = connect("");
    Statement st = c.createStatement();
    ResultSet rs = st.executeQuery("SELECT n FROM numbers");
    c.close();
    assertTrue(st.isClosed(), "closing a connection closes its statements");
    assertTrue(rs.isClosed());
    assertFalse(c.isValid(0));
    SQLException e = assertThrows(SQLException.class, c::createStatement);
    assertEquals("08003", e.getSQLState());
    assertEquals(1, engine.closed.get(), "the last connection closed the engine");
  }

  @Test
  void gettersBeforeTheFirstRowOrWithBadIndexesFailClearly() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      st.execute("INSERT INTO numbers (p, n) VALUES (0, 7)");
      ResultSet rs = st.executeQuery("SELECT n FROM numbers WHERE p = 0");
      assertEquals("24000", assertThrows(SQLException.class, () -> rs.getInt(1)).getSQLState());
      rs.next();
      assertEquals("07009", assertThrows(SQLException.class, () -> rs.getInt(2)).getSQLState());
      SQLException label = assertThrows(SQLException.class, () -> rs.getInt("m"));
      assertTrue(label.getMessage().contains("[n]"), label.getMessage());
      SQLDataException conversion = assertThrows(SQLDataException.class, () -> rs.getDate(1));
      assertEquals("22018", conversion.getSQLState());
      assertInstanceOf(
          SQLFeatureNotSupportedException.class, assertThrows(SQLException.class, rs::previous));
    }
  }

  @Test
  void aStatementOverItsQueryTimeoutFailsWithoutHarmingTheConnection() throws SQLException {
    ScriptedHandler scripted = new ScriptedHandler();
    try (Connection c = connect(scripted, "?queryTimeout=1");
        Statement st = c.createStatement()) {
      assertEquals(1, st.getQueryTimeout(), "the connection's queryTimeout is the default");
      SQLTimeoutException e = assertThrows(SQLTimeoutException.class, () -> st.execute("STALL"));
      assertEquals("HYT00", e.getSQLState());
      scripted.release.countDown();
      assertTrue(c.isValid(1));
      st.setQueryTimeout(0);
      assertFalse(st.execute("STALL"), "without a timeout the statement runs to its end");
    }
  }
}
