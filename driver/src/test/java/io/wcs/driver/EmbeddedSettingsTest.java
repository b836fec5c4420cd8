package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.driver.session.EmbeddedDatabases;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * The database-wide settings of embedded URLs: the collection guardrails, whose warnings arrive as
 * SQLWarnings, and a bounded prepared statement cache, whose evictions prepared statements, batches
 * and held transactions survive by being prepared again. Settings are those of the connection that
 * opens the database.
 */
class EmbeddedSettingsTest {
  /**
   * Holds one prepared statement of the texts below (about 1.6 KB each by the engine's estimate).
   */
  private static final String ONE_STATEMENT_CACHE = "?preparedCacheBytes=2000";

  private final CountingOpener engine = new CountingOpener();
  private final WcsDriver driver = new WcsDriver(new EmbeddedDatabases(engine));
  private String url;

  @BeforeEach
  void name(TestInfo test) {
    url = "jdbc:wcs:mem:settings-" + test.getTestMethod().orElseThrow().getName();
  }

  private Connection connect(String parameters) throws SQLException {
    Connection c = driver.connect(url + parameters, new Properties());
    try (Statement st = c.createStatement()) {
      st.execute(
          "CREATE KEYSPACE IF NOT EXISTS ks WITH replication ="
              + " {'class': 'SimpleStrategy', 'replication_factor': 1}");
      st.execute("USE ks");
      st.execute("CREATE TABLE IF NOT EXISTS t (k int PRIMARY KEY, v list<int>)");
    }
    return c;
  }

  @Test
  void collectionGuardrailWarningsAreSqlWarningsAndFailuresRefuse() throws SQLException {
    try (Connection c = connect("?collectionItemsWarn=2&collectionItemsFail=4");
        PreparedStatement insert = c.prepareStatement("INSERT INTO t (k, v) VALUES (?, ?)")) {
      insert.setInt(1, 1);
      insert.setObject(2, List.of(1, 2));
      insert.executeUpdate();
      assertNull(insert.getWarnings());

      insert.setObject(2, List.of(1, 2, 3));
      insert.executeUpdate();
      SQLWarning warning = insert.getWarnings();
      assertEquals(
          "Guardrail items_per_collection violated: Detected collection v with 3 items, this"
              + " exceeds the warning threshold of 2.",
          warning.getMessage());
      assertEquals("01000", warning.getSQLState());

      insert.setObject(2, List.of(1, 2, 3, 4, 5));
      SQLException refused = assertThrows(SQLException.class, insert::executeUpdate);
      assertTrue(
          refused.getMessage().contains("with 5 items, this exceeds the failure threshold of 4."),
          refused.getMessage());
    }
  }

  @Test
  void contradictoryThresholdsRefuseTheConnection() {
    SQLException refused =
        assertThrows(
            SQLException.class, () -> connect("?collectionItemsWarn=5&collectionItemsFail=4"));
    assertEquals("08001", refused.getSQLState());
    assertTrue(
        refused
            .getMessage()
            .contains(
                "The warn threshold 5 for items_per_collection_warn_threshold should be lower than"
                    + " the fail threshold 4"),
        refused.getMessage());
  }

  @Test
  void theConnectionThatOpensTheDatabaseSetsItsGuardrails() throws SQLException {
    try (Connection first = connect("?collectionItemsWarn=2");
        Connection second = connect("?collectionItemsWarn=100");
        Statement st = second.createStatement()) {
      st.executeUpdate("INSERT INTO t (k, v) VALUES (1, [1, 2, 3])");
      assertTrue(st.getWarnings().getMessage().contains("with 3 items"));
    }
  }

  @Test
  void evictedPreparedStatementsArePreparedAgainTransparently() throws SQLException {
    try (Connection c = connect(ONE_STATEMENT_CACHE);
        PreparedStatement insert = c.prepareStatement("INSERT INTO t (k, v) VALUES (?, [1])");
        PreparedStatement select = c.prepareStatement("SELECT k FROM t WHERE k = ?")) {
      insert.setInt(1, 7);
      assertEquals(1, insert.executeUpdate(), "the insert was evicted by the select");
      select.setInt(1, 7);
      try (ResultSet rs = select.executeQuery()) {
        assertTrue(rs.next());
        assertEquals(7, rs.getInt(1));
      }
      insert.setInt(1, 8);
      insert.addBatch();
      insert.setInt(1, 9);
      insert.addBatch();
      c.prepareStatement("SELECT v FROM t WHERE k = ?").close();
      assertArrayEquals(new int[] {1, 1}, insert.executeBatch());
      assertEquals(3, count(c));
    }
    assertTrue(engine.unprepared.get() >= 3, "evicted " + engine.unprepared.get() + " times");
  }

  @Test
  void heldWritesSurviveTheEvictionOfTheirStatements() throws SQLException {
    try (Connection c = connect(ONE_STATEMENT_CACHE)) {
      c.setAutoCommit(false);
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO t (k, v) VALUES (?, [1])")) {
        insert.setInt(1, 1);
        insert.executeUpdate();
      }
      c.prepareStatement("SELECT v FROM t WHERE k = ?").close();
      int before = engine.unprepared.get();
      c.commit();
      assertEquals(before + 1, engine.unprepared.get(), "the commit's batch met the eviction");
      assertEquals(1, count(c));
    }
  }

  private static int count(Connection c) throws SQLException {
    try (Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM t")) {
      rs.next();
      return rs.getInt(1);
    }
  }
}
