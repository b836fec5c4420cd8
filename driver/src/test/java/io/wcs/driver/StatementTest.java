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
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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
      st.execute("CREATE TABLE IF NOT EXISTS versions (id int PRIMARY KEY, version int)");
    }
    engine.executions.set(0);
    engine.fromTheStart.set(0);
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
    engine.fromTheStart.set(0);
  }

  @Test
  void aSerialConnectionReadsAndWritesNothingUnconditionally() throws SQLException {
    try (Connection writer = connect("");
        Statement w = writer.createStatement();
        Connection c = connect("?consistency=SERIAL");
        Statement st = c.createStatement()) {
      w.executeUpdate("INSERT INTO versions (id, version) VALUES (1, 1)");
      try (ResultSet rs = st.executeQuery("SELECT version FROM versions WHERE id = 1")) {
        assertTrue(rs.next());
        assertEquals(1, rs.getInt(1));
      }
      // a serial read of a range, which Cassandra 5.0 allows
      try (ResultSet rs = st.executeQuery("SELECT * FROM versions")) {
        assertTrue(rs.next());
      }
      assertStartsWith(
          "You must use conditional updates for serializable writes",
          assertThrows(
              SQLException.class,
              () -> st.executeUpdate("UPDATE versions SET version = 2 WHERE id = 1")));
      assertStartsWith(
          "SERIAL is not supported as conditional update commit consistency",
          assertThrows(
              SQLException.class,
              () ->
                  st.executeUpdate("UPDATE versions SET version = 2 WHERE id = 1 IF version = 1")));
    }
  }

  private static void assertStartsWith(String prefix, SQLException e) {
    assertTrue(e.getMessage().startsWith(prefix), e.getMessage());
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
      assertEquals(1, engine.fromTheStart.get(), "later pages resume from the paging state");
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
      assertEquals(1, st.executeUpdate("INSERT INTO numbers (p, n) VALUES (1, 1)"));
      assertFalse(st.execute("INSERT INTO numbers (p, n) VALUES (1, 2)"));
      assertEquals(1, st.getUpdateCount());
      assertNull(st.getResultSet());
      assertEquals(1, st.executeUpdate("DELETE FROM numbers WHERE p = 1 AND n = 2"));
      assertEquals(
          1,
          st.executeUpdate(
              "BEGIN BATCH INSERT INTO numbers (p, n) VALUES (1, 5);"
                  + " INSERT INTO numbers (p, n) VALUES (1, 6); APPLY BATCH"));
      assertEquals(0, st.executeUpdate("CREATE TABLE other (k int PRIMARY KEY)"));
      assertEquals(0, st.executeUpdate("CREATE TABLE IF NOT EXISTS other (k int PRIMARY KEY)"));
      assertEquals(0, st.executeUpdate("TRUNCATE other"));
      assertEquals(0, st.executeUpdate("USE ks"));
      try (PreparedStatement ps =
          c.prepareStatement("UPDATE versions SET version = ? WHERE id = ?")) {
        ps.setInt(1, 1);
        ps.setInt(2, 9);
        assertEquals(1, ps.executeUpdate());
      }

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
    try (Connection c = connect("");
        Statement st = c.createStatement();
        PreparedStatement bump =
            c.prepareStatement("UPDATE versions SET version = ? WHERE id = 1 IF version = ?")) {
      assertEquals(
          1, st.executeUpdate("INSERT INTO versions (id, version) VALUES (1, 1) IF NOT EXISTS"));
      assertEquals(
          0, st.executeUpdate("INSERT INTO versions (id, version) VALUES (1, 7) IF NOT EXISTS"));
      // optimistic locking as Spring does it: the writer holding the old version loses
      bump.setInt(1, 2);
      bump.setInt(2, 1);
      assertEquals(1, bump.executeUpdate());
      assertEquals(0, bump.executeUpdate(), "version 1 is gone");
      assertTrue(
          st.execute("DELETE FROM versions WHERE id = 1 IF EXISTS"),
          "execute shows the [applied] row");
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
      assertArrayEquals(new int[] {1, 1}, st.executeBatch());
      assertEquals(1, engine.executions.get(), "two statements, one execution");
      assertEquals(2, count(st, "SELECT count(*) FROM numbers WHERE p = 2"));

      st.addBatch("INSERT INTO numbers (p, n) VALUES (2, 3)");
      st.addBatch("INSERT INTO numbers (p, x) VALUES (2, 4)");
      st.addBatch("INSERT INTO numbers (p, n) VALUES (2, 5)");
      BatchUpdateException e = assertThrows(BatchUpdateException.class, st::executeBatch);
      assertEquals("42000", e.getSQLState());
      assertArrayEquals(new int[] {1}, e.getUpdateCounts(), "the statement before the failure");
      assertTrue(e.getMessage().startsWith("statement 2 of the batch failed"), e.getMessage());
      assertEquals(2, count(st, "SELECT count(*) FROM numbers WHERE p = 2"), "nothing applied");
      assertEquals(0, st.executeBatch().length, "a batch is cleared once run");
    }
  }

  @Test
  void aBatchRefusedAsAWholeFailsEveryStatement() throws SQLException {
    try (Connection c = connect("");
        PreparedStatement ps = c.prepareStatement("INSERT INTO numbers (p, n) VALUES (?, ?)")) {
      ps.setInt(1, 3);
      ps.setInt(2, 1);
      ps.addBatch();
      ps.setNull(1, java.sql.Types.INTEGER);
      ps.addBatch();
      BatchUpdateException e = assertThrows(BatchUpdateException.class, ps::executeBatch);
      assertArrayEquals(
          new int[] {Statement.EXECUTE_FAILED, Statement.EXECUTE_FAILED}, e.getUpdateCounts());
      assertTrue(e.getMessage().startsWith("the batch failed, so none of its 2"), e.getMessage());
      try (Statement st = c.createStatement()) {
        assertEquals(0, count(st, "SELECT count(*) FROM numbers WHERE p = 3"), "nothing applied");
      }
    }
  }

  @Test
  void aConditionalBatchCountsItsOutcome() throws SQLException {
    try (Connection c = connect("");
        Statement st = c.createStatement()) {
      st.addBatch("INSERT INTO versions (id, version) VALUES (5, 1) IF NOT EXISTS");
      assertArrayEquals(new int[] {1}, st.executeBatch(), "applied");
      st.addBatch("UPDATE versions SET version = 3 WHERE id = 5 IF version = 2");
      st.addBatch("UPDATE versions SET version = 3 WHERE id = 5");
      assertArrayEquals(new int[] {0, 0}, st.executeBatch(), "version is 1: not applied");
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
      assertNull(c.getWarnings());
      c.commit();
      c.rollback();
      c.setAutoCommit(true);
      c.setReadOnly(true);
      assertTrue(c.isReadOnly());
      c.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
      assertEquals(Connection.TRANSACTION_READ_COMMITTED, c.getTransactionIsolation());
      assertThrows(
          SQLFeatureNotSupportedException.class,
          () -> c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE));
      c.setSchema("ks");
      assertEquals("ks", c.getSchema());
      c.setNetworkTimeout(Runnable::run, 1000);
      assertEquals(1000, c.getNetworkTimeout());
      c.clearWarnings();
      c.createStatement().cancel();

      SQLFeatureNotSupportedException unsupported =
          assertThrows(SQLFeatureNotSupportedException.class, () -> c.prepareCall("x"));
      assertEquals("HYC00", unsupported.getSQLState());
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
      String noLabel = null;
      assertEquals(
          "07009", assertThrows(SQLException.class, () -> rs.getInt(noLabel)).getSQLState());
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
      assertEquals(
          "the statement did not complete within its query timeout of 1 s"
              + " (Statement.setQueryTimeout); the engine stopped it",
          e.getMessage());
      assertTrue(c.isValid(1));
    }
  }

  @Test
  void theNetworkTimeoutBoundsEveryCallOfTheConnection() throws SQLException {
    ScriptedHandler scripted = new ScriptedHandler();
    try (Connection c = connect(scripted, "?queryTimeout=30");
        Statement st = c.createStatement()) {
      c.setNetworkTimeout(Runnable::run, 50);
      SQLTimeoutException e = assertThrows(SQLTimeoutException.class, () -> st.execute("STALL"));
      assertEquals(
          "the statement did not complete within the connection's network timeout of 50 ms"
              + " (Connection.setNetworkTimeout); the engine stopped it",
          e.getMessage());
      assertTrue(c.isValid(1), "the connection stays usable");
      assertThrows(SQLException.class, () -> c.setNetworkTimeout(Runnable::run, -1));
      assertEquals(50, c.getNetworkTimeout());
    }
  }

  @Test
  void cancelStopsTheRunningStatementFromAnotherThread() throws Exception {
    ScriptedHandler scripted = new ScriptedHandler();
    try (Connection c = connect(scripted, "");
        Statement st = c.createStatement()) {
      CompletableFuture<SQLException> failure =
          CompletableFuture.supplyAsync(
              () -> assertThrows(SQLException.class, () -> st.execute("STALL")));
      assertTrue(scripted.stalled.await(10, TimeUnit.SECONDS));
      st.cancel();
      SQLException e = failure.get(10, TimeUnit.SECONDS);
      assertEquals("HY008", e.getSQLState());
      assertEquals("the statement was cancelled", e.getMessage());
      assertTrue(c.isValid(1));
    }
  }

  @Test
  void closingTheConnectionCancelsWhatItsStatementsRun() throws Exception {
    ScriptedHandler scripted = new ScriptedHandler();
    Connection c = connect(scripted, "");
    Statement st = c.createStatement();
    CompletableFuture<SQLException> failure =
        CompletableFuture.supplyAsync(
            () -> assertThrows(SQLException.class, () -> st.execute("STALL")));
    assertTrue(scripted.stalled.await(10, TimeUnit.SECONDS));
    c.close();
    assertEquals("HY008", failure.get(10, TimeUnit.SECONDS).getSQLState());
  }

  @Test
  void abortCancelsRunningStatementsAndClosesTheConnection() throws Exception {
    ScriptedHandler scripted = new ScriptedHandler();
    Connection c = connect(scripted, "");
    Statement st = c.createStatement();
    CompletableFuture<SQLException> failure =
        CompletableFuture.supplyAsync(
            () -> assertThrows(SQLException.class, () -> st.execute("STALL")));
    assertTrue(scripted.stalled.await(10, TimeUnit.SECONDS));
    assertThrows(SQLException.class, () -> c.abort(null));
    List<Runnable> released = new ArrayList<>();
    c.abort(released::add);
    assertTrue(c.isClosed(), "closed as soon as abort returns");
    assertEquals("HY008", failure.get(10, TimeUnit.SECONDS).getSQLState());
    assertEquals(1, released.size(), "the session is released on the executor");
    released.get(0).run();
    assertTrue(st.isClosed());
    c.abort(released::add);
    assertEquals(1, released.size(), "aborting a closed connection does nothing");
  }
}
