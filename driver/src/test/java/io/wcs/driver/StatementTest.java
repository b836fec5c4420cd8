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
import java.sql.ResultSet;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLNonTransientException;
import java.sql.SQLSyntaxErrorException;
import java.sql.SQLTimeoutException;
import java.sql.Statement;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Statement and result-set behaviour against {@link EchoHandler}, which counts what runs. */
class StatementTest {

  private final EchoHandler engine = new EchoHandler(10_050);
  private final AtomicInteger opened = new AtomicInteger();
  private final AtomicInteger closed = new AtomicInteger();
  private final WcsDriver driver =
      new WcsDriver(new EmbeddedDatabases(engine.opener(opened, closed)));

  private Connection connect(String parameters) throws SQLException {
    return driver.connect("jdbc:wcs:mem:echo" + parameters, new Properties());
  }

  @Test
  void readsEveryPageOnceAsTheCallerAdvances() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      st.setFetchSize(100);
      ResultSet rs = st.executeQuery("SELECT n FROM numbers");
      assertEquals(1, engine.executions.get(), "the first page comes with execute");
      long sum = 0;
      int count = 0;
      while (rs.next()) {
        assertEquals(count, rs.getInt(1));
        sum += rs.getLong("N");
        count++;
        assertEquals(count, rs.getRow());
      }
      assertEquals(10_050, count);
      assertEquals(10_049L * 10_050 / 2, sum);
      assertEquals(101, engine.executions.get(), "101 pages of at most 100 rows, each read once");
      assertFalse(rs.next());
      assertEquals(101, engine.executions.get());
      assertEquals("first page", st.getWarnings().getMessage());
    }
  }

  @Test
  void theConnectionFetchSizeIsTheDefaultAndResultSetsMayChangeIt() throws SQLException {
    try (Connection c = connect("?fetchSize=5000");
        Statement st = c.createStatement()) {
      ResultSet rs = st.executeQuery("SELECT n FROM numbers");
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
      st.setFetchSize(10);
      st.setMaxRows(25);
      ResultSet rs = st.executeQuery("SELECT n FROM numbers");
      int count = 0;
      while (rs.next()) {
        count++;
      }
      assertEquals(25, count);
      assertEquals(3, engine.executions.get());
      st.setMaxRows(4);
      st.executeQuery("SELECT n FROM numbers").close();
      assertEquals(4, engine.lastPageSize, "no page larger than maxRows is asked for");

      ResultSet again = st.executeQuery("SELECT n FROM numbers");
      assertTrue(rs.isClosed(), "running the statement again closes its previous result");
      again.close();
      assertThrows(SQLException.class, again::next);
    }
  }

  @Test
  void updateCountsAndLightweightTransactions() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      assertEquals(0, st.executeUpdate("INSERT"));
      assertEquals(1, st.executeUpdate("LWT applied"));
      assertEquals(0, st.executeUpdate("LWT not applied"));
      assertTrue(st.execute("LWT applied"), "execute shows the [applied] row");
      assertEquals(-1, st.getUpdateCount());
      assertFalse(st.execute("INSERT"));
      assertEquals(0, st.getUpdateCount());
      assertNull(st.getResultSet());

      SQLException noRows = assertThrows(SQLException.class, () -> st.executeQuery("INSERT"));
      assertTrue(noRows.getMessage().contains("returns no rows"), noRows.getMessage());
      SQLException rows =
          assertThrows(SQLException.class, () -> st.executeUpdate("SELECT n FROM numbers"));
      assertTrue(rows.getMessage().contains("returns rows"), rows.getMessage());
      assertFalse(st.getGeneratedKeys().next());
    }
  }

  @Test
  void warningsOfWritesReachTheStatement() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      st.execute("WARN");
      assertEquals("careful", st.getWarnings().getMessage());
      assertEquals("01000", st.getWarnings().getSQLState());
      st.execute("INSERT");
      assertNull(st.getWarnings(), "each run starts without warnings");
    }
  }

  @Test
  void batchesGoAsOneCqlBatch() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      st.addBatch("INSERT 1");
      st.addBatch("INSERT 2");
      assertArrayEquals(
          new int[] {Statement.SUCCESS_NO_INFO, Statement.SUCCESS_NO_INFO}, st.executeBatch());
      assertEquals(1, engine.batches.size());
      assertEquals(2, engine.batches.get(0).size());

      st.addBatch("INSERT 3");
      st.addBatch("FAIL invalid");
      BatchUpdateException e = assertThrows(BatchUpdateException.class, st::executeBatch);
      assertEquals("42000", e.getSQLState());
      assertArrayEquals(
          new int[] {Statement.EXECUTE_FAILED, Statement.EXECUTE_FAILED}, e.getUpdateCounts());
      assertEquals(0, st.executeBatch().length, "a batch is cleared once run");
    }
  }

  @Test
  void engineErrorsKeepCassandrasMessageWithTheirSqlState() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      SQLException invalid =
          assertThrows(SQLSyntaxErrorException.class, () -> st.execute("FAIL invalid"));
      assertEquals("42000", invalid.getSQLState());
      assertEquals(0x2200, invalid.getErrorCode());
      assertEquals("Undefined column name x in table ks.t", invalid.getMessage());

      SQLException exists =
          assertThrows(SQLSyntaxErrorException.class, () -> st.execute("FAIL exists"));
      assertEquals("42S01", exists.getSQLState());

      SQLException syntax =
          assertThrows(SQLSyntaxErrorException.class, () -> st.execute("FAIL syntax"));
      assertEquals("42000", syntax.getSQLState());

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
      c.setSchema("Shop");
      assertEquals("Shop", c.getSchema());
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
    assertEquals(1, closed.get(), "the last connection closed the engine");
  }

  @Test
  void gettersBeforeTheFirstRowOrWithBadIndexesFailClearly() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      ResultSet rs = st.executeQuery("SELECT n FROM numbers");
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
    try (Connection c = connect("?queryTimeout=1");
        Statement st = c.createStatement()) {
      assertEquals(1, st.getQueryTimeout(), "the connection's queryTimeout is the default");
      SQLTimeoutException e = assertThrows(SQLTimeoutException.class, () -> st.execute("BLOCK"));
      assertEquals("HYT00", e.getSQLState());
      engine.release.countDown();
      assertTrue(c.isValid(1));
      st.setQueryTimeout(0);
      assertFalse(st.execute("BLOCK"), "without a timeout the statement runs to its end");
    }
  }
}
