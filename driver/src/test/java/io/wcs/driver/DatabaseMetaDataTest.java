package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class DatabaseMetaDataTest {

  private Connection connection;
  private DatabaseMetaData meta;

  @BeforeEach
  void schema() throws SQLException {
    connection = DriverManager.getConnection("jdbc:wcs:mem:metadata?user=ann&password=secret");
    try (Statement st = connection.createStatement()) {
      st.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      st.execute(
          "CREATE TABLE ks.t (k int, c text, v list<int>, s int static, a bigint,"
              + " PRIMARY KEY ((k), c))");
      st.execute("CREATE TABLE ks.other (id uuid PRIMARY KEY)");
    }
    meta = connection.getMetaData();
  }

  @AfterEach
  void close() throws SQLException {
    connection.close();
  }

  private static List<String> column(ResultSet rs, String label) throws SQLException {
    List<String> values = new ArrayList<>();
    while (rs.next()) {
      values.add(rs.getString(label));
    }
    return values;
  }

  @Test
  void identifiesTheDatabaseWithoutThePassword() throws SQLException {
    assertEquals("WCS", meta.getDatabaseProductName());
    assertEquals("jdbc:wcs:mem:metadata", meta.getURL());
    assertEquals("ann", meta.getUserName());
    assertEquals("keyspace", meta.getSchemaTerm());
    assertFalse(meta.supportsTransactions());
    assertTrue(meta.supportsResultSetType(ResultSet.TYPE_FORWARD_ONLY));
    assertFalse(meta.supportsResultSetType(ResultSet.TYPE_SCROLL_INSENSITIVE));
    assertEquals(connection, meta.getConnection());
  }

  @Test
  void keyspacesAreSchemasAndTablesAreTyped() throws SQLException {
    List<String> schemas = column(meta.getSchemas(), "TABLE_SCHEM");
    assertTrue(schemas.contains("ks"), schemas.toString());
    assertTrue(schemas.contains("system_schema"), schemas.toString());
    assertEquals(List.of("ks"), column(meta.getSchemas(null, "k_"), "TABLE_SCHEM"));

    assertEquals(
        List.of("other", "t"), column(meta.getTables(null, "ks", "%", null), "TABLE_NAME"));
    ResultSet system = meta.getTables(null, "system_schema", "tables", null);
    assertTrue(system.next());
    assertEquals("SYSTEM TABLE", system.getString("TABLE_TYPE"));
    assertEquals(
        List.of(), column(meta.getTables(null, "ks", "%", new String[] {"VIEW"}), "TABLE_NAME"));
    assertEquals(
        List.of("SYSTEM TABLE", "TABLE", "VIEW"), column(meta.getTableTypes(), "TABLE_TYPE"));
    assertFalse(meta.getCatalogs().next());
  }

  @Test
  void columnsComeInSelectStarOrderWithTheirTypes() throws SQLException {
    ResultSet rs = meta.getColumns(null, "ks", "t", "%");
    List<String> names = new ArrayList<>();
    while (rs.next()) {
      names.add(rs.getString("COLUMN_NAME"));
      assertEquals(names.size(), rs.getInt("ORDINAL_POSITION"));
      switch (rs.getString("COLUMN_NAME")) {
        case "k" -> {
          assertEquals(Types.INTEGER, rs.getInt("DATA_TYPE"));
          assertEquals(DatabaseMetaData.columnNoNulls, rs.getInt("NULLABLE"));
        }
        case "v" -> {
          assertEquals(Types.ARRAY, rs.getInt("DATA_TYPE"));
          assertEquals("list<int>", rs.getString("TYPE_NAME"));
          assertEquals("YES", rs.getString("IS_NULLABLE"));
        }
        default -> {}
      }
    }
    assertEquals(List.of("k", "c", "a", "s", "v"), names);
    assertEquals(List.of("a"), column(meta.getColumns(null, "ks", "t", "a%"), "COLUMN_NAME"));
  }

  @Test
  void primaryKeysNumberPartitionThenClusteringColumns() throws SQLException {
    ResultSet rs = meta.getPrimaryKeys(null, "ks", "t");
    assertTrue(rs.next());
    assertEquals("c", rs.getString("COLUMN_NAME"));
    assertEquals(2, rs.getShort("KEY_SEQ"));
    assertTrue(rs.next());
    assertEquals("k", rs.getString("COLUMN_NAME"));
    assertEquals(1, rs.getShort("KEY_SEQ"));
    assertFalse(rs.next());
    assertFalse(meta.getPrimaryKeys(null, "ks", "_").next(), "a name, not a pattern");
  }

  @Test
  void typeInfoListsTheNativeTypesAndOtherListsAreEmpty() throws SQLException {
    List<String> types = column(meta.getTypeInfo(), "TYPE_NAME");
    assertTrue(types.contains("varint") && types.contains("text"), types.toString());
    assertFalse(meta.getIndexInfo(null, "ks", "t", false, true).next());
    assertFalse(meta.getImportedKeys(null, "ks", "t").next());
  }

  @Test
  void namePatternsFollowJdbc() {
    assertTrue(WcsDatabaseMetaData.like("a_c%").matcher("abcdef").matches());
    assertFalse(WcsDatabaseMetaData.like("a\\_c").matcher("abc").matches());
    assertTrue(WcsDatabaseMetaData.like("a\\_c").matcher("a_c").matches());
    assertTrue(WcsDatabaseMetaData.like(null).matcher("anything").matches());
  }
}
