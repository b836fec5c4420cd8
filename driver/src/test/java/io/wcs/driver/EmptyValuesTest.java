package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * An empty value of a type such as int (written with {@code blobAsInt(0x)}, which Cassandra
 * accepts) holds no value: JDBC reads it as SQL NULL, as Cassandra's drivers read it as null.
 */
class EmptyValuesTest {

  @Test
  void readsAsNullThroughEveryGetter() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:wcs:mem:empty_values");
        Statement s = c.createStatement()) {
      s.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      s.execute("CREATE TABLE ks.t (k int PRIMARY KEY, i int, d decimal, u uuid)");
      s.execute(
          "INSERT INTO ks.t (k, i, d, u) VALUES (0, blobAsInt(0x), blobAsDecimal(0x),"
              + " blobAsUuid(0x))");
      try (ResultSet rows = s.executeQuery("SELECT i, d, u FROM ks.t")) {
        assertTrue(rows.next());
        assertEquals(0, rows.getInt(1));
        assertTrue(rows.wasNull());
        assertNull(rows.getObject(1));
        assertNull(rows.getBigDecimal(2));
        assertTrue(rows.wasNull());
        assertNull(rows.getString(3));
        assertTrue(rows.wasNull());
      }
    }
  }
}
