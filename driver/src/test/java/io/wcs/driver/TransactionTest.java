package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.driver.session.EmbeddedDatabases;
import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/** Auto-commit off: writes held until commit, applied as one batch, forgotten on rollback. */
class TransactionTest {

  private final CountingOpener engine = new CountingOpener();
  private final WcsDriver driver = new WcsDriver(new EmbeddedDatabases(engine));
  private Connection tx;
  private Connection other;

  @BeforeEach
  void connect(TestInfo test) throws SQLException {
    String url = "jdbc:wcs:mem:tx-" + test.getTestMethod().orElseThrow().getName();
    tx = driver.connect(url, new Properties());
    other = driver.connect(url, new Properties());
    try (Statement st = tx.createStatement()) {
      st.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      st.execute("USE ks");
      st.execute("CREATE TABLE t (k int PRIMARY KEY, v int)");
      st.execute("CREATE TABLE hits (k int PRIMARY KEY, n counter)");
    }
    other.setSchema("ks");
  }

  @AfterEach
  void close() throws SQLException {
    tx.close();
    other.close();
  }

  private static int count(Connection c, String table) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM ks." + table)) {
      rs.next();
      return rs.getInt(1);
    }
  }

  @Test
  void autoCommitIsOnByDefaultAndCommitOrRollbackWithNothingHeldDoNothing() throws SQLException {
    assertTrue(tx.getAutoCommit());
    tx.commit();
    tx.rollback();
    tx.setAutoCommit(false);
    engine.executions.set(0);
    tx.commit();
    tx.rollback();
    assertEquals(0, engine.executions.get(), "nothing held, nothing sent");
  }

  @Test
  void writesAreHeldUntilCommitAndAppliedAsOneBatch() throws SQLException {
    tx.setAutoCommit(false);
    try (Statement st = tx.createStatement();
        PreparedStatement ps = tx.prepareStatement("INSERT INTO t (k, v) VALUES (?, ?)")) {
      assertEquals(1, st.executeUpdate("INSERT INTO t (k, v) VALUES (1, 1)"));
      ps.setInt(1, 2);
      ps.setInt(2, 2);
      assertEquals(1, ps.executeUpdate());
      ps.setInt(1, 3);
      ps.addBatch();
      ps.setInt(1, 4);
      ps.addBatch();
      assertArrayEquals(new int[] {1, 1}, ps.executeBatch());
      st.execute(
          "BEGIN UNLOGGED BATCH INSERT INTO t (k, v) VALUES (5, 5);"
              + " DELETE FROM t WHERE k = 9; APPLY BATCH");
      assertEquals(0, count(tx, "t"), "reads do not see held writes, not even on this connection");
      assertEquals(0, count(other, "t"));
      engine.executions.set(0);
      tx.commit();
      assertEquals(1, engine.executions.get(), "one batch");
      assertEquals(5, count(other, "t"));
      tx.commit();
      assertEquals(5, count(other, "t"), "a commit applies the held writes once");
    }
  }

  @Test
  void rollbackForgetsTheHeldWrites() throws SQLException {
    tx.setAutoCommit(false);
    try (Statement st = tx.createStatement()) {
      st.execute("INSERT INTO t (k, v) VALUES (1, 1)");
      tx.rollback();
      tx.commit();
      assertEquals(0, count(other, "t"));
    }
  }

  @Test
  void turningAutoCommitBackOnCommitsAndClosingRollsBack() throws SQLException {
    tx.setAutoCommit(false);
    try (Statement st = tx.createStatement()) {
      st.execute("INSERT INTO t (k, v) VALUES (1, 1)");
      tx.setAutoCommit(true);
      assertEquals(1, count(other, "t"));
      tx.setAutoCommit(false);
      st.execute("INSERT INTO t (k, v) VALUES (2, 2)");
    }
    tx.close();
    assertEquals(1, count(other, "t"), "closing forgets held writes");
  }

  @Test
  void heldWritesAreCheckedWhenTheyAreWritten() throws SQLException {
    tx.setAutoCommit(false);
    try (Statement st = tx.createStatement()) {
      SQLException unknown =
          assertThrows(SQLException.class, () -> st.execute("INSERT INTO t (k, x) VALUES (1, 1)"));
      assertEquals("42000", unknown.getSQLState());
      assertThrows(SQLSyntaxErrorException.class, () -> st.execute("INSERT INTO t VALUES"));
      st.execute("INSERT INTO t (k, v) VALUES (1, 1)");
      st.execute("USE system");
      tx.commit();
      assertEquals(1, count(other, "t"), "a held write keeps the keyspace it was written in");
    }
  }

  @Test
  void conditionalWritesAndCounterBatchesAreRefusedWhileHeld() throws SQLException {
    tx.setAutoCommit(false);
    try (Statement st = tx.createStatement()) {
      for (String conditional :
          new String[] {
            "INSERT INTO t (k, v) VALUES (1, 1) IF NOT EXISTS",
            "UPDATE t SET v = 2 WHERE k = 1 IF v = 1",
            "UPDATE t SET v = 2 WHERE k = 1 IF EXISTS",
            "DELETE FROM t WHERE k = 1 IF EXISTS"
          }) {
        SQLException e = assertThrows(SQLException.class, () -> st.execute(conditional));
        assertEquals("25000", e.getSQLState());
        assertTrue(e.getMessage().startsWith("a conditional write (IF …)"), e.getMessage());
      }
      SQLException counters =
          assertThrows(
              SQLException.class,
              () ->
                  st.execute(
                      "BEGIN COUNTER BATCH UPDATE hits SET n = n + 1 WHERE k = 1; APPLY BATCH"));
      assertEquals("25000", counters.getSQLState());
      st.addBatch("INSERT INTO t (k, v) VALUES (2, 2)");
      st.addBatch("INSERT INTO t (k, v) VALUES (3, 3) IF NOT EXISTS");
      BatchUpdateException batch = assertThrows(BatchUpdateException.class, st::executeBatch);
      assertArrayEquals(new int[] {1}, batch.getUpdateCounts());
      tx.commit();
      assertEquals(0, count(other, "t"), "a refused batch holds none of its statements");
    }
  }

  @Test
  void writesToCounterTablesAreRefusedWhileHeld() throws SQLException {
    tx.setAutoCommit(false);
    try (Statement st = tx.createStatement();
        PreparedStatement ps = tx.prepareStatement("UPDATE hits SET n = n + ? WHERE k = ?")) {
      st.execute("INSERT INTO t (k, v) VALUES (1, 1)");
      SQLException update =
          assertThrows(
              SQLException.class, () -> st.execute("UPDATE hits SET n = n + 1 WHERE k = 1"));
      assertEquals("25000", update.getSQLState());
      assertTrue(
          update.getMessage().startsWith("a write to the counter table ks.hits cannot be held"),
          update.getMessage());
      assertThrows(SQLException.class, () -> st.execute("DELETE FROM hits WHERE k = 1"));
      ps.setLong(1, 1);
      ps.setInt(2, 1);
      assertEquals("25000", assertThrows(SQLException.class, ps::execute).getSQLState());
      tx.commit();
      assertEquals(1, count(other, "t"), "the other held write is still committed");
      tx.setAutoCommit(true);
      assertEquals(1, ps.executeUpdate(), "with auto-commit on, counters update at once");
    }
  }

  @Test
  void schemaChangesAndReadsRunAtOnce() throws SQLException {
    tx.setAutoCommit(false);
    try (Statement st = tx.createStatement()) {
      st.execute("INSERT INTO t (k, v) VALUES (1, 1)");
      assertEquals(0, st.executeUpdate("CREATE TABLE u (k int PRIMARY KEY)"));
      st.execute("INSERT INTO u (k) VALUES (7)");
      assertEquals(0, count(other, "u"), "the table exists at once, its row is held");
      st.execute("TRUNCATE t");
      tx.commit();
      assertEquals(1, count(other, "t"), "TRUNCATE ran before the held insert was committed");
      assertEquals(1, count(other, "u"));
      assertFalse(st.execute("USE ks"));
    }
  }

  @Test
  void aPreparedBatchStatementCannotBeHeld() throws SQLException {
    tx.setAutoCommit(false);
    try (PreparedStatement ps =
        tx.prepareStatement(
            "BEGIN BATCH INSERT INTO t (k, v) VALUES (?, 1); INSERT INTO t (k, v) VALUES (?, 2);"
                + " APPLY BATCH")) {
      ps.setInt(1, 1);
      ps.setInt(2, 2);
      assertEquals("25000", assertThrows(SQLException.class, ps::execute).getSQLState());
    }
  }
}
