package io.wcs.it.dbeaver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Array;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.Driver;
import java.sql.DriverPropertyInfo;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Struct;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The JDBC calls DBeaver's generic driver support makes, in its order, on a keyspace with
 * collections, a tuple, a UDT, a secondary index and a materialized view: opening the connection
 * (JDBCDataSource, JDBCExecutionContext), learning the dialect, listing schemas, tables, columns,
 * keys and indexes (GenericMetaModel and the GenericTable loaders, which escape names with the
 * search string escape), reading the table in the data editor (a value handler per JDBC type), and
 * editing a row by its key with the values DBeaver binds. Asserted against the JDBC contract.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DbeaverSessionIT {

  private static final String URL = "jdbc:wcs:mem:dbeaver";
  private static final String KEYSPACE = "dbeaver_shop";
  private static final UUID ID = UUID.fromString("3f0b9c3e-1111-4a5b-9c1d-000000000001");

  private static Driver driver;
  private static Connection connection;

  /** DBeaver instantiates the class named in the driver settings and calls connect itself. */
  @BeforeAll
  static void openAsDbeaverDoes() throws Exception {
    driver =
        (Driver) Class.forName("io.wcs.driver.WcsDriver").getDeclaredConstructor().newInstance();
    assertTrue(driver.acceptsURL(URL));
    Properties properties = new Properties();
    connection = driver.connect(URL, properties);
    try (Statement st = connection.createStatement()) {
      st.execute(
          "CREATE KEYSPACE "
              + KEYSPACE
              + " WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      st.execute("CREATE TYPE " + KEYSPACE + ".address (street text, zip int)");
      st.execute(
          "CREATE TABLE "
              + KEYSPACE
              + ".customers (id uuid, region text, name text,"
              + " since timestamp, vip boolean, photo blob, tags set<text>, visits list<int>,"
              + " prefs map<text, int>, home frozen<address>, spot tuple<double, double>,"
              + " PRIMARY KEY ((id), region)) WITH comment = 'people who buy'");
      st.execute("CREATE INDEX customers_by_name ON " + KEYSPACE + ".customers (name)");
      st.execute(
          "CREATE MATERIALIZED VIEW "
              + KEYSPACE
              + ".customers_by_region AS SELECT id, region,"
              + " name FROM "
              + KEYSPACE
              + ".customers WHERE region IS NOT NULL AND id IS NOT NULL"
              + " PRIMARY KEY (region, id)");
      st.execute(
          "INSERT INTO "
              + KEYSPACE
              + ".customers (id, region, name, since, vip, photo, tags,"
              + " visits, prefs, home, spot) VALUES ("
              + ID
              + ", 'eu', 'Ann',"
              + " '2026-01-02 03:04:05.678+0000', true, 0xcafe, {'b', 'a'}, [3, 1, 3],"
              + " {'lang': 1, 'dark': 0}, {street: 'Main', zip: 12345}, (1.5, -2.25))");
    }
  }

  @AfterAll
  static void close() throws SQLException {
    connection.close();
  }

  @Test
  @Order(1)
  void connectionSettingsAndContextBootstrap() throws SQLException {
    DriverPropertyInfo[] properties = driver.getPropertyInfo(URL, new Properties());
    assertTrue(properties.length > 0, "the Driver properties tab lists the URL parameters");
    for (DriverPropertyInfo p : properties) {
      assertNotNull(p.name);
      assertNotNull(p.description, p.name);
    }
    connection.setClientInfo("ApplicationName", "DBeaver 25.0.0 - Main");
    assertTrue(connection.getAutoCommit());
    connection.setAutoCommit(true);
    connection.getTransactionIsolation();
    assertFalse(connection.isReadOnly());
    assertNull(connection.getCatalog());
    connection.getSchema();
    assertTrue(connection.isValid(5));
    connection.getWarnings();
    connection.clearWarnings();
  }

  @Test
  @Order(2)
  void dialectAndDataTypes() throws SQLException {
    DatabaseMetaData md = connection.getMetaData();
    assertNotNull(md.getDatabaseProductName());
    assertNotNull(md.getDatabaseProductVersion());
    assertNotNull(md.getDriverName());
    assertNotNull(md.getDriverVersion());
    md.getDatabaseMajorVersion();
    md.getDatabaseMinorVersion();
    assertEquals(4, md.getJDBCMajorVersion());
    assertEquals("\"", md.getIdentifierQuoteString());
    assertNotNull(md.getSQLKeywords());
    assertNotNull(md.getNumericFunctions());
    assertNotNull(md.getStringFunctions());
    assertNotNull(md.getSystemFunctions());
    assertNotNull(md.getTimeDateFunctions());
    assertEquals("\\", md.getSearchStringEscape());
    assertNotNull(md.getExtraNameCharacters());
    assertNotNull(md.getCatalogSeparator());
    assertNotNull(md.getCatalogTerm());
    assertNotNull(md.getSchemaTerm());
    assertTrue(md.storesLowerCaseIdentifiers());
    assertTrue(md.supportsMixedCaseQuotedIdentifiers());
    assertTrue(md.supportsSchemasInDataManipulation());
    assertTrue(md.supportsSchemasInTableDefinitions());
    assertFalse(md.supportsCatalogsInDataManipulation());
    assertTrue(md.supportsBatchUpdates());
    md.supportsTransactions();
    md.getDefaultTransactionIsolation();
    md.getMaxColumnNameLength();
    md.getMaxTableNameLength();
    md.supportsResultSetType(ResultSet.TYPE_FORWARD_ONLY);

    List<String> tableTypes = column(md.getTableTypes(), "TABLE_TYPE");
    assertTrue(tableTypes.containsAll(List.of("TABLE", "VIEW", "SYSTEM TABLE")), "" + tableTypes);
    List<String> typeNames = new ArrayList<>();
    try (ResultSet types = md.getTypeInfo()) {
      while (types.next()) {
        typeNames.add(types.getString("TYPE_NAME"));
        types.getInt("DATA_TYPE");
        types.getInt("PRECISION");
        types.getString("LITERAL_PREFIX");
        types.getShort("NULLABLE");
        types.getBoolean("UNSIGNED_ATTRIBUTE");
        types.getBoolean("AUTO_INCREMENT");
      }
    }
    assertTrue(typeNames.containsAll(List.of("text", "int", "uuid", "timestamp")), "" + typeNames);
  }

  @Test
  @Order(3)
  void navigatorListsKeyspacesAsSchemasWithoutCatalogs() throws SQLException {
    DatabaseMetaData md = connection.getMetaData();
    assertEquals(List.of(), column(md.getCatalogs(), "TABLE_CAT"));
    List<String> schemas = column(md.getSchemas(), "TABLE_SCHEM");
    assertTrue(schemas.containsAll(List.of(KEYSPACE, "system", "system_schema")), "" + schemas);
    assertEquals(List.of(KEYSPACE), column(md.getSchemas(null, "dbeaver%"), "TABLE_SCHEM"));
  }

  @Test
  @Order(4)
  void navigatorListsTablesViewsColumnsKeysAndIndexes() throws SQLException {
    DatabaseMetaData md = connection.getMetaData();
    String schemaPattern = escaped(md, KEYSPACE);
    Map<String, String> tables = new LinkedHashMap<>();
    try (ResultSet rs = md.getTables(null, schemaPattern, "%", null)) {
      while (rs.next()) {
        assertEquals(KEYSPACE, rs.getString("TABLE_SCHEM"));
        tables.put(rs.getString("TABLE_NAME"), rs.getString("TABLE_TYPE"));
        if (rs.getString("TABLE_NAME").equals("customers")) {
          assertEquals("people who buy", rs.getString("REMARKS"));
        }
      }
    }
    assertEquals(Map.of("customers", "TABLE", "customers_by_region", "VIEW"), tables);

    Map<String, String> columnTypes = new LinkedHashMap<>();
    try (ResultSet rs = md.getColumns(null, schemaPattern, escaped(md, "customers"), "%")) {
      while (rs.next()) {
        String name = rs.getString("COLUMN_NAME");
        columnTypes.put(name, rs.getString("TYPE_NAME"));
        rs.getInt("DATA_TYPE");
        rs.getInt("COLUMN_SIZE");
        rs.getInt("DECIMAL_DIGITS");
        rs.getInt("NUM_PREC_RADIX");
        rs.getInt("NULLABLE");
        rs.getString("REMARKS");
        rs.getString("COLUMN_DEF");
        rs.getInt("ORDINAL_POSITION");
        assertEquals("NO", rs.getString("IS_AUTOINCREMENT"), name);
        rs.getString("IS_GENERATEDCOLUMN");
      }
    }
    assertEquals(List.of("id", "region"), new ArrayList<>(columnTypes.keySet()).subList(0, 2));
    assertEquals("map<text, int>", columnTypes.get("prefs"));
    assertEquals("frozen<address>", columnTypes.get("home"));
    assertEquals(11, columnTypes.size());

    List<String> keyColumns = new ArrayList<>();
    try (ResultSet rs = md.getPrimaryKeys(null, KEYSPACE, "customers")) {
      while (rs.next()) {
        keyColumns.add(rs.getShort("KEY_SEQ") + ":" + rs.getString("COLUMN_NAME"));
        assertNotNull(rs.getString("PK_NAME"), "DBeaver names the constraint after PK_NAME");
      }
    }
    assertEquals(List.of("1:id", "2:region"), keyColumns);
    assertFalse(md.getImportedKeys(null, KEYSPACE, "customers").next(), "no foreign keys");

    List<String> indexes = new ArrayList<>();
    try (ResultSet rs = md.getIndexInfo(null, KEYSPACE, "customers", false, true)) {
      while (rs.next()) {
        rs.getBoolean("NON_UNIQUE");
        rs.getShort("TYPE");
        rs.getShort("ORDINAL_POSITION");
        rs.getString("ASC_OR_DESC");
        rs.getLong("CARDINALITY");
        indexes.add(rs.getString("INDEX_NAME") + ":" + rs.getString("COLUMN_NAME"));
      }
    }
    assertTrue(indexes.contains("customers_by_name:name"), "" + indexes);

    md.getFunctions(null, schemaPattern, "%").close();
    md.getProcedures(null, schemaPattern, "%").close();
    assertTrue(column(md.getUDTs(null, schemaPattern, "%", null), "TYPE_NAME").contains("address"));
  }

  @Test
  @Order(5)
  void dataEditorReadsEveryColumnWithItsValueHandler() throws SQLException {
    try (Statement st = connection.createStatement()) {
      st.setFetchSize(200);
      st.setMaxRows(200);
      assertTrue(st.execute("SELECT * FROM " + KEYSPACE + ".customers"));
      try (ResultSet rs = st.getResultSet()) {
        ResultSetMetaData md = rs.getMetaData();
        Map<String, Integer> index = new LinkedHashMap<>();
        for (int i = 1; i <= md.getColumnCount(); i++) {
          index.put(md.getColumnLabel(i), i);
          assertEquals(md.getColumnLabel(i), md.getColumnName(i));
          assertEquals(KEYSPACE, md.getSchemaName(i));
          assertEquals("customers", md.getTableName(i));
          assertNotNull(md.getCatalogName(i));
          assertNotNull(md.getColumnTypeName(i));
          assertNotNull(md.getColumnClassName(i));
          md.getPrecision(i);
          md.getScale(i);
          md.getColumnDisplaySize(i);
          md.isNullable(i);
          assertFalse(md.isAutoIncrement(i));
          assertFalse(md.isReadOnly(i), "DBeaver edits only writable columns");
        }
        assertEquals(Types.OTHER, md.getColumnType(index.get("prefs")));
        assertEquals(Types.ARRAY, md.getColumnType(index.get("tags")));
        assertEquals(Types.STRUCT, md.getColumnType(index.get("home")));
        assertEquals(Types.STRUCT, md.getColumnType(index.get("spot")));

        assertTrue(rs.next());
        for (int i = 1; i <= md.getColumnCount(); i++) {
          rs.getObject(i);
          assertNotNull(rs.getString(i), md.getColumnLabel(i));
        }
        assertEquals(ID, rs.getObject(index.get("id")));
        assertEquals("Ann", rs.getString(index.get("name")));
        assertEquals(
            Timestamp.from(Instant.parse("2026-01-02T03:04:05.678Z")),
            rs.getTimestamp(index.get("since")));
        assertTrue(rs.getBoolean(index.get("vip")));
        assertArrayEquals(new byte[] {(byte) 0xca, (byte) 0xfe}, rs.getBytes(index.get("photo")));
        assertEquals(
            List.of("a", "b"), List.copyOf((java.util.Set<?>) rs.getObject(index.get("tags"))));
        assertEquals(List.of(3, 1, 3), rs.getObject(index.get("visits")));
        assertEquals(
            "{'dark': 0, 'lang': 1}",
            rs.getObject(index.get("prefs")).toString(),
            "a map (JDBC OTHER) shows its toString: the CQL literal, not Java's {dark=0, lang=1}");
        Struct home = (Struct) rs.getObject(index.get("home"));
        assertEquals(KEYSPACE + ".address", home.getSQLTypeName());
        assertArrayEquals(new Object[] {"Main", 12345}, home.getAttributes());
        assertEquals("{street: 'Main', zip: 12345}", home.toString());
        assertArrayEquals(
            new Object[] {1.5, -2.25}, ((Struct) rs.getObject(index.get("spot"))).getAttributes());
        assertFalse(rs.next());
      }
    }
  }

  /**
   * DBeaver's generic data editor writes {@code UPDATE schema.table SET col=?,... WHERE key=?} and
   * binds each value with the handler of its JDBC type: strings, timestamps and booleans as such,
   * an ARRAY from createArrayOf, a STRUCT as its own java.sql.Struct, an OTHER value as the object,
   * and a cell whose text the user edited as that text.
   */
  @Test
  @Order(6)
  void dataEditorEditsARowByItsKey() throws SQLException {
    Array tags = connection.createArrayOf("text", new Object[] {"z", "y"});
    Struct home = new GenericStruct(KEYSPACE + ".address", new Object[] {"High St", 99});
    Map<String, Integer> prefs = Map.of("lang", 2);
    try (PreparedStatement update =
        connection.prepareStatement(
            "UPDATE "
                + KEYSPACE
                + ".customers SET name=?,since=?,vip=?,tags=?,home=?,prefs=?"
                + " WHERE id=? AND region=?")) {
      update.setString(1, "Anne");
      update.setTimestamp(2, Timestamp.from(Instant.parse("2027-01-01T00:00:00Z")));
      update.setBoolean(3, false);
      update.setObject(4, tags, Types.ARRAY);
      update.setObject(5, home, Types.STRUCT);
      update.setObject(6, prefs);
      update.setObject(7, ID);
      update.setString(8, "eu");
      assertEquals(1, update.executeUpdate(), "DBeaver reports a row not updated otherwise");
    }
    try (PreparedStatement textEdit =
        connection.prepareStatement(
            "UPDATE " + KEYSPACE + ".customers SET visits=?,spot=? WHERE id=? AND region=?")) {
      textEdit.setString(1, "[7, 8]"); // a cell whose text the user edited
      textEdit.setObject(2, "(0.5, 1e3)");
      textEdit.setObject(3, ID);
      textEdit.setString(4, "eu");
      textEdit.executeUpdate();
    }
    try (PreparedStatement delete =
        connection.prepareStatement(
            "DELETE FROM " + KEYSPACE + ".customers WHERE id=? AND region=?")) {
      delete.setObject(1, ID);
      delete.setString(2, "nowhere");
      delete.executeUpdate();
    }
    try (ResultSet rs =
        connection
            .createStatement()
            .executeQuery(
                "SELECT name, since, vip, tags, home, prefs, visits, spot FROM "
                    + KEYSPACE
                    + ".customers")) {
      assertTrue(rs.next());
      assertEquals("Anne", rs.getString(1));
      assertEquals(Instant.parse("2027-01-01T00:00:00Z"), rs.getObject(2, Instant.class));
      assertFalse(rs.getBoolean(3));
      assertEquals("{'y', 'z'}", rs.getString(4));
      assertEquals("{street: 'High St', zip: 99}", rs.getString(5));
      assertEquals(prefs, rs.getObject(6));
      assertEquals(List.of(7, 8), rs.getObject(7));
      assertEquals("(0.5, 1000.0)", rs.getString(8));
      assertFalse(rs.next());
    }
  }

  /** DBeaver's JDBCUtils.escapeWildCards: names in pattern arguments get wildcards escaped. */
  private static String escaped(DatabaseMetaData md, String name) throws SQLException {
    String escape = md.getSearchStringEscape();
    return name.replace("_", escape + "_").replace("%", escape + "%");
  }

  private static List<String> column(ResultSet rs, String label) throws SQLException {
    List<String> values = new ArrayList<>();
    try (rs) {
      while (rs.next()) {
        values.add(rs.getString(label));
      }
    }
    return values;
  }

  /** The java.sql.Struct DBeaver binds for a struct cell it edited (its JDBCStructImpl). */
  private record GenericStruct(String typeName, Object[] attributes) implements Struct {
    @Override
    public String getSQLTypeName() {
      return typeName;
    }

    @Override
    public Object[] getAttributes() {
      return attributes.clone();
    }

    @Override
    public Object[] getAttributes(Map<String, Class<?>> map) {
      return getAttributes();
    }
  }
}
