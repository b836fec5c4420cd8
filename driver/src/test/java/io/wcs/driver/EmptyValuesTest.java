package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.NativeType;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
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

  /**
   * A Cassandra node sends empty values of types WCS keeps none of (a duration or tinyint stored
   * from {@code INSERT JSON} with {@code ""}, a frozen list): they read as NULL too; empty text and
   * blobs stay values.
   */
  @Test
  void emptyValuesACassandraNodeSendsReadAsNull() throws SQLException {
    List<CqlType> types =
        List.of(
            NativeType.DURATION,
            NativeType.TINYINT,
            new ListType(NativeType.INT, true),
            NativeType.TEXT,
            NativeType.BLOB);
    List<ColumnSpec> columns =
        types.stream().map(t -> new ColumnSpec("ks", "t", t.cqlName(), t)).toList();
    byte[][] row = new byte[types.size()][];
    for (int i = 0; i < row.length; i++) {
      row[i] = new byte[0];
    }
    try (ResultSet rows = WcsResultSet.of(columns, List.<byte[][]>of(row))) {
      assertTrue(rows.next());
      for (int i = 1; i <= 3; i++) {
        assertNull(rows.getObject(i));
        assertTrue(rows.wasNull());
      }
      assertEquals("", rows.getString(4));
      assertFalse(rows.wasNull());
      assertArrayEquals(new byte[0], rows.getBytes(5));
      assertFalse(rows.wasNull());
    }
  }
}
