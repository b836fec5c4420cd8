package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** ResultSetMetaData of query results and ParameterMetaData of bind markers. */
class ResultSetMetaDataTest {

  private Connection connection;

  @BeforeEach
  void schema() throws SQLException {
    connection = DriverManager.getConnection("jdbc:wcs:mem:resultmeta");
    try (Statement st = connection.createStatement()) {
      st.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      st.execute(
          "CREATE TABLE ks.t (k int, name text, at timestamp, price decimal, ratio double,"
              + " tags map<text, int>, PRIMARY KEY (k, name))");
    }
  }

  @AfterEach
  void close() throws SQLException {
    connection.close();
  }

  @Test
  void describesColumnsByKeyspaceTableAndCqlType() throws SQLException {
    try (Statement st = connection.createStatement();
        ResultSet rs = st.executeQuery("SELECT k, name AS who, at, price, ratio, tags FROM ks.t")) {
      ResultSetMetaData md = rs.getMetaData();
      assertEquals(6, md.getColumnCount());
      assertEquals("ks", md.getSchemaName(1));
      assertEquals("t", md.getTableName(1));
      assertEquals("", md.getCatalogName(1));
      assertEquals("who", md.getColumnLabel(2));

      assertEquals(Types.INTEGER, md.getColumnType(1));
      assertEquals("int", md.getColumnTypeName(1));
      assertEquals("java.lang.Integer", md.getColumnClassName(1));
      assertEquals(10, md.getPrecision(1));
      assertEquals(0, md.getScale(1));
      assertEquals(11, md.getColumnDisplaySize(1), "ten digits and a sign");
      assertTrue(md.isSigned(1));
      assertFalse(md.isCaseSensitive(1));

      assertEquals(Types.VARCHAR, md.getColumnType(2));
      assertEquals(Integer.MAX_VALUE, md.getPrecision(2));
      assertTrue(md.isCaseSensitive(2));
      assertFalse(md.isSigned(2));

      assertEquals(Types.TIMESTAMP, md.getColumnType(3));
      assertEquals(3, md.getScale(3), "milliseconds");
      assertEquals(Types.DECIMAL, md.getColumnType(4));
      assertEquals(0, md.getPrecision(4), "a decimal has no fixed precision");
      assertEquals(Types.DOUBLE, md.getColumnType(5));
      assertEquals("map<text, int>", md.getColumnTypeName(6));

      assertEquals(ResultSetMetaData.columnNullableUnknown, md.isNullable(1));
      assertTrue(md.isSearchable(1));
      assertFalse(md.isAutoIncrement(1));
      assertFalse(md.isCurrency(4));
      assertFalse(md.isReadOnly(2), "a table's column may be written");
      assertTrue(md.isWritable(2));
      assertFalse(md.isDefinitelyWritable(2));
      SQLException e = assertThrows(SQLException.class, () -> md.getColumnType(7));
      assertTrue(e.getMessage().contains("column index 7 is out of range 1..6"), e.getMessage());
    }
  }

  @Test
  void metadataResultsAreReadOnly() throws SQLException {
    ResultSetMetaData md = connection.getMetaData().getTables(null, "ks", "%", null).getMetaData();
    assertEquals("TABLE_NAME", md.getColumnLabel(3));
    assertTrue(md.isReadOnly(3));
    assertFalse(md.isWritable(3));
    assertFalse(md.isSearchable(3));
  }

  @Test
  void parametersAreTypedByWhatTheyAreBoundTo() throws SQLException {
    try (PreparedStatement ps =
        connection.prepareStatement(
            "UPDATE ks.t SET price = ?, tags = ? WHERE k = ? AND name = ?")) {
      ParameterMetaData md = ps.getParameterMetaData();
      assertEquals(4, md.getParameterCount());
      assertEquals(Types.DECIMAL, md.getParameterType(1));
      assertEquals("decimal", md.getParameterTypeName(1));
      assertEquals("java.math.BigDecimal", md.getParameterClassName(1));
      assertEquals("map<text, int>", md.getParameterTypeName(2));
      assertEquals(Types.INTEGER, md.getParameterType(3));
      assertEquals(10, md.getPrecision(3));
      assertEquals(0, md.getScale(3));
      assertTrue(md.isSigned(3));
      assertEquals(Types.VARCHAR, md.getParameterType(4));
      assertEquals(ParameterMetaData.parameterModeIn, md.getParameterMode(4));
      assertEquals(ParameterMetaData.parameterNullable, md.isNullable(4));
      assertThrows(SQLException.class, () -> md.getParameterType(5));
    }
  }

  @Test
  void namedMarkersAreNumberedInOrder() throws SQLException {
    try (PreparedStatement ps =
        connection.prepareStatement("SELECT at FROM ks.t WHERE k = :key AND name = :who")) {
      ParameterMetaData md = ps.getParameterMetaData();
      assertEquals(2, md.getParameterCount());
      assertEquals("int", md.getParameterTypeName(1));
      assertEquals("text", md.getParameterTypeName(2));
      ResultSetMetaData columns = ps.getMetaData();
      assertEquals("at", columns.getColumnName(1));
      assertEquals(Types.TIMESTAMP, columns.getColumnType(1));
    }
  }
}
