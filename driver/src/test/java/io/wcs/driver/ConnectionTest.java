package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.driver.session.EmbeddedDatabases;
import java.sql.BatchUpdateException;
import java.sql.ClientInfoStatus;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLClientInfoException;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.function.Executable;

/** Connection settings pools and tools use: validity, read-only, schema, client info. */
class ConnectionTest {

  private final WcsDriver driver = new WcsDriver(new EmbeddedDatabases(new CountingOpener()));
  private Connection c;

  @BeforeEach
  void connect(TestInfo test) throws SQLException {
    Properties info = new Properties();
    info.setProperty("user", "alice");
    info.setProperty("password", "s3cret");
    c =
        driver.connect(
            "jdbc:wcs:mem:conn-" + test.getTestMethod().orElseThrow().getName() + "?fetchSize=7",
            info);
    try (Statement st = c.createStatement()) {
      st.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      st.execute("CREATE KEYSPACE \"Other\" WITH replication = {'class': 'SimpleStrategy'}");
      st.execute("CREATE TABLE ks.t (k int PRIMARY KEY, v int)");
      st.execute("INSERT INTO ks.t (k, v) VALUES (1, 1)");
    }
  }

  @AfterEach
  void close() throws SQLException {
    c.close();
  }

  @Test
  void isValidUntilClosed() throws SQLException {
    assertTrue(c.isValid(0));
    assertTrue(c.isValid(5));
    assertThrows(SQLException.class, () -> c.isValid(-1));
    c.close();
    assertFalse(c.isValid(1));
  }

  @Test
  void aReadOnlyConnectionRefusesWritesAndSchemaChanges() throws SQLException {
    c.setReadOnly(true);
    assertTrue(c.isReadOnly());
    try (Statement st = c.createStatement();
        PreparedStatement ps = c.prepareStatement("UPDATE ks.t SET v = ? WHERE k = 1")) {
      for (String write :
          new String[] {
            "INSERT INTO ks.t (k, v) VALUES (2, 2)",
            "UPDATE ks.t SET v = 3 WHERE k = 1",
            "DELETE FROM ks.t WHERE k = 1",
            "BEGIN BATCH INSERT INTO ks.t (k, v) VALUES (3, 3); APPLY BATCH",
            "CREATE TABLE ks.u (k int PRIMARY KEY)",
            "DROP TABLE ks.t",
            "TRUNCATE ks.t"
          }) {
        SQLException e = assertThrows(SQLException.class, () -> st.execute(write), write);
        assertEquals("25006", e.getSQLState());
        assertTrue(e.getMessage().startsWith("the connection is read-only"), e.getMessage());
      }
      ps.setInt(1, 9);
      assertEquals("25006", assertThrows(SQLException.class, ps::executeUpdate).getSQLState());
      st.addBatch("INSERT INTO ks.t (k, v) VALUES (4, 4)");
      BatchUpdateException batch = assertThrows(BatchUpdateException.class, st::executeBatch);
      assertEquals("25006", batch.getSQLState());

      st.execute("USE ks");
      assertTrue(st.execute("DESCRIBE KEYSPACES"), "DESCRIBE reads");
      ResultSet rs = st.executeQuery("SELECT v FROM t WHERE k = 1");
      assertTrue(rs.next());
      assertEquals(1, rs.getInt(1), "nothing was written");
    }
    c.setReadOnly(false);
    try (Statement st = c.createStatement()) {
      assertEquals(1, st.executeUpdate("INSERT INTO ks.t (k, v) VALUES (2, 2)"));
    }
  }

  @Test
  void readOnlyCannotBeSetWhileWritesAreHeld() throws SQLException {
    c.setAutoCommit(false);
    try (Statement st = c.createStatement()) {
      st.execute("INSERT INTO ks.t (k, v) VALUES (2, 2)");
    }
    assertEquals(
        "25000", assertThrows(SQLException.class, () -> c.setReadOnly(true)).getSQLState());
    c.rollback();
    c.setReadOnly(true);
  }

  @Test
  void setSchemaSwitchesTheKeyspaceByItsExactName() throws SQLException {
    assertNull(c.getSchema());
    c.setSchema("ks");
    assertEquals("ks", c.getSchema());
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT v FROM t")) {
      assertTrue(rs.next(), "unqualified names are in the new keyspace");
    }
    c.setSchema("Other");
    assertEquals("Other", c.getSchema(), "case kept: the name is quoted");
    SQLException missing = assertThrows(SQLException.class, () -> c.setSchema("nope"));
    assertEquals("Keyspace 'nope' does not exist", missing.getMessage());
    assertEquals("Other", c.getSchema());
  }

  @Test
  void clientInfoKeepsTheKnownPropertiesAndRefusesOthers() throws SQLException {
    c.setClientInfo("ApplicationName", "report");
    assertEquals("report", c.getClientInfo("ApplicationName"));
    c.setClientInfo("ApplicationName", null);
    assertNull(c.getClientInfo("ApplicationName"));

    SQLClientInfoException unknown =
        assertThrows(SQLClientInfoException.class, () -> c.setClientInfo("Color", "red"));
    assertEquals(
        Map.of("Color", ClientInfoStatus.REASON_UNKNOWN_PROPERTY), unknown.getFailedProperties());
    assertTrue(unknown.getMessage().contains("ApplicationName, ClientHostname, ClientUser"));

    Properties all = new Properties();
    all.setProperty("ClientUser", "bob");
    all.setProperty("ClientHostname", "h1");
    c.setClientInfo(all);
    assertEquals(all, c.getClientInfo());
    Properties bad = new Properties();
    bad.setProperty("ClientUser", "carol");
    bad.setProperty("Nope", "x");
    assertThrows(SQLClientInfoException.class, () -> c.setClientInfo(bad));
    assertEquals("bob", c.getClientInfo("ClientUser"), "nothing changes when one name is wrong");

    c.close();
    assertThrows(SQLClientInfoException.class, () -> c.setClientInfo("ClientUser", "x"));
    assertThrows(SQLClientInfoException.class, () -> c.setClientInfo(all));
  }

  @Test
  void noPasswordInToString() throws SQLException {
    assertFalse(c.toString().contains("s3cret"), c.toString());
    assertTrue(c.toString().contains("password=***"), c.toString());
    assertTrue(c.toString().contains("user=alice"), c.toString());
  }

  @Test
  void maxRowsCapsTheRowsReturned() throws SQLException {
    try (Statement st = c.createStatement()) {
      for (int k = 2; k <= 20; k++) {
        st.execute("INSERT INTO ks.t (k, v) VALUES (" + k + ", 0)");
      }
      assertEquals(0, st.getMaxRows());
      st.setMaxRows(10);
      assertEquals(10, st.getMaxRows());
      int rows = 0;
      try (ResultSet rs = st.executeQuery("SELECT k FROM ks.t")) {
        while (rs.next()) {
          rows++;
        }
      }
      assertEquals(10, rows, "10 rows over pages of 7");
      st.setLargeMaxRows(0);
      rows = 0;
      try (ResultSet rs = st.executeQuery("SELECT k FROM ks.t")) {
        while (rs.next()) {
          rows++;
        }
      }
      assertEquals(20, rows);
      assertThrows(SQLException.class, () -> st.setMaxRows(-1));
    }
  }

  @Test
  void nullStatementTextIsRefusedAsBadCql() throws SQLException {
    try (Statement st = c.createStatement()) {
      List<Executable> calls =
          List.of(
              () -> st.execute(null),
              () -> st.executeQuery(null),
              () -> st.executeUpdate(null),
              () -> st.executeLargeUpdate(null),
              () -> st.addBatch(null),
              () -> c.prepareStatement(null));
      for (Executable call : calls) {
        SQLException e = assertThrows(SQLException.class, call);
        assertEquals("42000", e.getSQLState());
        assertEquals("no CQL statement: the text given is null", e.getMessage());
      }
      assertTrue(st.execute("SELECT k FROM ks.t"), "the statement still runs CQL");
    }
  }

  @Test
  void nullArgumentsToFactoriesAndClientInfoFailClearly() throws SQLException {
    List<Executable> badValues =
        List.of(
            () -> c.createArrayOf(null, new Object[0]),
            () -> c.createArrayOf("int", null),
            () -> c.createStruct(null, new Object[0]),
            () -> c.createStruct("tuple<int>", null),
            () -> c.unwrap(null));
    for (Executable call : badValues) {
      assertEquals("22000", assertThrows(SQLException.class, call).getSQLState());
    }
    assertNull(c.getClientInfo(null));
    SQLClientInfoException unnamed =
        assertThrows(SQLClientInfoException.class, () -> c.setClientInfo(null, "x"));
    assertEquals("HY024", unnamed.getSQLState());
    assertFalse(c.isWrapperFor(null));
  }

  @Test
  void identifiersAndLiteralsAreQuotedAsCqlReadsThem() throws SQLException {
    try (Statement st = c.createStatement()) {
      assertEquals("users", st.enquoteIdentifier("users", false));
      assertEquals("\"users\"", st.enquoteIdentifier("users", true));
      assertEquals("\"Users\"", st.enquoteIdentifier("Users", false));
      assertEquals("\"select\"", st.enquoteIdentifier("select", false));
      assertEquals("\"a\"\"b\"", st.enquoteIdentifier("a\"b", false));
      assertEquals("\"Other\"", st.enquoteIdentifier("\"Other\"", false));
      assertEquals(
          "42000",
          assertThrows(SQLException.class, () -> st.enquoteIdentifier("", true)).getSQLState());
      assertTrue(st.isSimpleIdentifier("users"));
      assertFalse(st.isSimpleIdentifier("Users"));
      assertFalse(st.isSimpleIdentifier("select"));
      assertFalse(st.isSimpleIdentifier("1a"));
      assertFalse(st.isSimpleIdentifier(""));
      assertEquals("'it''s'", st.enquoteLiteral("it's"));
      assertEquals("'it''s'", st.enquoteNCharLiteral("it's"));
      c.setSchema("Other");
      st.execute("CREATE TABLE " + st.enquoteIdentifier("Mixed", false) + " (k int PRIMARY KEY)");
      assertTrue(c.getMetaData().getTables(null, "Other", "Mixed", null).next());
    }
  }
}
