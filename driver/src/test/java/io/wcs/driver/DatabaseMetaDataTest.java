package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DatabaseMetaData against a real in-memory database whose sample schema has collections, a UDT, a
 * static column, a descending clustering column, secondary indexes and a materialized view.
 */
class DatabaseMetaDataTest {

  private Connection connection;
  private DatabaseMetaData meta;

  @BeforeEach
  void schema() throws SQLException {
    connection = DriverManager.getConnection("jdbc:wcs:mem:metadata?user=ann&password=secret");
    try (Statement st = connection.createStatement()) {
      st.execute(
          "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      st.execute("CREATE TYPE shop.address (street text, zip int)");
      st.execute(
          "CREATE TABLE shop.orders (customer text, placed timestamp, id int, note text static,"
              + " items map<text, int>, tags set<text>, lines list<frozen<address>>,"
              + " ship frozen<address>, total decimal, PRIMARY KEY ((customer), placed, id))"
              + " WITH CLUSTERING ORDER BY (placed DESC, id ASC) AND comment = 'orders by customer'");
      st.execute("CREATE INDEX orders_total ON shop.orders (total)");
      st.execute("CREATE INDEX ON shop.orders (keys(items))");
      st.execute("CREATE INDEX orders_tags ON shop.orders (tags) USING 'sai'");
      st.execute(
          "CREATE MATERIALIZED VIEW shop.orders_by_id AS SELECT customer, placed, id, total"
              + " FROM shop.orders WHERE customer IS NOT NULL AND placed IS NOT NULL"
              + " AND id IS NOT NULL PRIMARY KEY ((id), customer, placed)");
      st.execute("CREATE TABLE shop.a_b (k int PRIMARY KEY)");
      st.execute("CREATE TABLE shop.axb (k int PRIMARY KEY, \"Qty\" int)");
      st.execute("CREATE INDEX ON shop.axb (\"Qty\")");
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

  private static List<String> labels(ResultSet rs) throws SQLException {
    ResultSetMetaData md = rs.getMetaData();
    List<String> names = new ArrayList<>();
    for (int i = 1; i <= md.getColumnCount(); i++) {
      names.add(md.getColumnLabel(i));
    }
    return names;
  }

  /** The row of a result whose {@code label} column is {@code value}; fails if there is none. */
  private static ResultSet rowWhere(ResultSet rs, String label, String value) throws SQLException {
    while (rs.next()) {
      if (value.equals(rs.getString(label))) {
        return rs;
      }
    }
    throw new AssertionError("no row with " + label + " = " + value);
  }

  @Test
  void identifiesTheDatabaseAndDriverWithoutThePassword() throws SQLException {
    assertEquals("WCS", meta.getDatabaseProductName());
    assertEquals(
        meta.getDriverVersion() + " (Apache Cassandra 5.0.2 compatible, CQL 3.4.7)",
        meta.getDatabaseProductVersion());
    assertEquals("WCS JDBC driver", meta.getDriverName());
    assertEquals(
        meta.getDriverMajorVersion() + "." + meta.getDriverMinorVersion(), meta.getDriverVersion());
    assertEquals("jdbc:wcs:mem:metadata", meta.getURL());
    assertEquals("ann", meta.getUserName());
    assertEquals(4, meta.getJDBCMajorVersion());
    assertEquals(3, meta.getJDBCMinorVersion());
    assertEquals(connection, meta.getConnection());
    assertFalse(meta.usesLocalFiles(), "an in-memory database has no files");
  }

  @Test
  void aFileDatabaseUsesLocalFilesPerTable(@TempDir Path directory) throws SQLException {
    try (Connection file = DriverManager.getConnection("jdbc:wcs:file:" + directory)) {
      DatabaseMetaData fileMeta = file.getMetaData();
      assertTrue(fileMeta.usesLocalFiles());
      assertTrue(fileMeta.usesLocalFilePerTable());
    }
  }

  @Test
  void describesCqlNamesAndKeywords() throws SQLException {
    assertEquals("\"", meta.getIdentifierQuoteString());
    assertEquals("\\", meta.getSearchStringEscape());
    assertEquals("keyspace", meta.getSchemaTerm());
    assertTrue(meta.storesLowerCaseIdentifiers());
    assertTrue(meta.supportsMixedCaseQuotedIdentifiers());
    List<String> keywords = List.of(meta.getSQLKeywords().split(","));
    assertTrue(keywords.containsAll(List.of("ALLOW", "FILTERING", "KEYSPACE", "TTL")));
    assertFalse(keywords.contains("SELECT"), "SQL:2003 keywords are not listed");
    assertEquals(48, meta.getMaxTableNameLength());
  }

  @Test
  void answersWhatCqlSupports() throws SQLException {
    assertTrue(meta.supportsTransactions());
    assertTrue(meta.supportsDataManipulationTransactionsOnly());
    assertEquals(Connection.TRANSACTION_READ_COMMITTED, meta.getDefaultTransactionIsolation());
    assertTrue(meta.supportsTransactionIsolationLevel(Connection.TRANSACTION_READ_COMMITTED));
    assertFalse(meta.supportsTransactionIsolationLevel(Connection.TRANSACTION_NONE));
    assertFalse(meta.supportsTransactionIsolationLevel(Connection.TRANSACTION_SERIALIZABLE));
    assertTrue(meta.supportsBatchUpdates());
    assertFalse(meta.supportsSavepoints());
    assertTrue(meta.supportsResultSetType(ResultSet.TYPE_FORWARD_ONLY));
    assertFalse(meta.supportsResultSetType(ResultSet.TYPE_SCROLL_INSENSITIVE));
    assertTrue(
        meta.supportsResultSetConcurrency(ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY));
    assertFalse(meta.supportsOuterJoins());
    assertFalse(meta.supportsUnion());
    assertFalse(meta.supportsSubqueriesInIns());
    assertTrue(meta.supportsGroupBy());
    assertTrue(meta.supportsOrderByUnrelated());
    assertTrue(meta.supportsNonNullableColumns());
    assertTrue(meta.supportsAlterTableWithAddColumn());
    assertTrue(meta.supportsSchemasInDataManipulation());
    assertFalse(meta.supportsCatalogsInDataManipulation());
    assertFalse(meta.supportsStoredProcedures());
    assertFalse(meta.supportsGetGeneratedKeys());
  }

  @Test
  void keyspacesAreSchemasAndThereAreNoCatalogs() throws SQLException {
    List<String> schemas = column(meta.getSchemas(), "TABLE_SCHEM");
    assertTrue(
        schemas.containsAll(List.of("shop", "system", "system_schema", "system_views")),
        schemas.toString());
    assertEquals(schemas.stream().sorted().toList(), schemas, "sorted by name");
    ResultSet shop = meta.getSchemas(null, "sh_p");
    assertTrue(shop.next());
    assertEquals("shop", shop.getString("TABLE_SCHEM"));
    assertNull(shop.getString("TABLE_CATALOG"));
    assertFalse(shop.next());
    assertEquals(List.of("shop"), column(meta.getSchemas("", "shop"), "TABLE_SCHEM"));
    assertEquals(List.of(), column(meta.getSchemas("other", "shop"), "TABLE_SCHEM"));
    assertEquals(List.of(), column(meta.getSchemas(null, ""), "TABLE_SCHEM"));
    assertFalse(meta.getCatalogs().next());
    assertEquals(List.of("TABLE_CAT"), labels(meta.getCatalogs()));
  }

  @Test
  void tablesAreTypedAndCarryTheirComment() throws SQLException {
    assertEquals(
        List.of("a_b", "axb", "orders", "orders_by_id"),
        column(meta.getTables(null, "shop", "%", null), "TABLE_NAME"));
    ResultSet orders =
        rowWhere(meta.getTables(null, "shop", "orders", null), "TABLE_NAME", "orders");
    assertEquals("TABLE", orders.getString("TABLE_TYPE"));
    assertEquals("orders by customer", orders.getString("REMARKS"));
    assertNull(orders.getString("TABLE_CAT"));
    assertEquals(
        List.of("orders_by_id"),
        column(meta.getTables(null, "shop", "%", new String[] {"VIEW", "VIEW"}), "TABLE_NAME"));
    ResultSet system = meta.getTables(null, "system_schema", "tables", null);
    assertTrue(system.next());
    assertEquals("SYSTEM TABLE", system.getString("TABLE_TYPE"));
    ResultSet settings = meta.getTables(null, "system_views", "settings", null);
    assertTrue(settings.next(), "virtual tables are system tables too");
    assertEquals("SYSTEM TABLE", settings.getString("TABLE_TYPE"));
    assertEquals("current settings", settings.getString("REMARKS"));
    assertEquals(
        List.of("name", "value"),
        column(meta.getColumns(null, "system_views", "settings", "%"), "COLUMN_NAME"));

    List<String> types = column(meta.getTables(null, null, "%", null), "TABLE_TYPE");
    assertEquals(types.stream().sorted().toList(), types, "ordered by TABLE_TYPE first");
    assertEquals(
        List.of("SYSTEM TABLE", "TABLE", "VIEW"), column(meta.getTableTypes(), "TABLE_TYPE"));
  }

  @Test
  void namePatternsHaveWildcardsAndAnEscape() throws SQLException {
    assertEquals(
        List.of("a_b", "axb"), column(meta.getTables(null, "shop", "a_b", null), "TABLE_NAME"));
    assertEquals(List.of("a_b"), column(meta.getTables(null, "shop", "a\\_b", null), "TABLE_NAME"));
    assertEquals(
        List.of("orders", "orders_by_id"),
        column(meta.getTables(null, "s%", "ord%", null), "TABLE_NAME"));
    assertEquals(List.of(), column(meta.getTables("cat", "shop", "%", null), "TABLE_NAME"));
    assertTrue(NamePattern.of("a_c%").matches("abcdef"));
    assertFalse(NamePattern.of("a\\_c").matches("abc"));
    assertEquals("a_c", NamePattern.of("a\\_c").name());
    assertNull(NamePattern.of("a%").name());
    assertTrue(NamePattern.of(null).matches("anything"));
    assertFalse(NamePattern.exactly("a_b").matches("axb"));
  }

  @Test
  void columnsComeInSelectStarOrderWithTypesSizesAndRoles() throws SQLException {
    ResultSet rs = meta.getColumns(null, "shop", "orders", "%");
    List<String> names = new ArrayList<>();
    while (rs.next()) {
      names.add(rs.getString("COLUMN_NAME"));
      assertEquals(names.size(), rs.getInt("ORDINAL_POSITION"));
      assertEquals("NO", rs.getString("IS_AUTOINCREMENT"));
      assertEquals("NO", rs.getString("IS_GENERATEDCOLUMN"));
      assertEquals("shop", rs.getString("TABLE_SCHEM"));
      assertNull(rs.getString("TABLE_CAT"));
      switch (rs.getString("COLUMN_NAME")) {
        case "customer" -> {
          assertEquals(Types.VARCHAR, rs.getInt("DATA_TYPE"));
          assertEquals("text", rs.getString("TYPE_NAME"));
          assertEquals(Integer.MAX_VALUE, rs.getInt("COLUMN_SIZE"));
          assertEquals(DatabaseMetaData.columnNoNulls, rs.getInt("NULLABLE"));
          assertEquals("NO", rs.getString("IS_NULLABLE"));
          assertEquals("partition key", rs.getString("REMARKS"));
        }
        case "placed" -> {
          assertEquals(Types.TIMESTAMP, rs.getInt("DATA_TYPE"));
          assertEquals(3, rs.getInt("DECIMAL_DIGITS"));
          assertEquals("clustering column DESC", rs.getString("REMARKS"));
        }
        case "id" -> {
          assertEquals(Types.INTEGER, rs.getInt("DATA_TYPE"));
          assertEquals(10, rs.getInt("COLUMN_SIZE"));
          assertEquals(0, rs.getInt("DECIMAL_DIGITS"));
          assertEquals(10, rs.getInt("NUM_PREC_RADIX"));
          assertEquals("clustering column ASC", rs.getString("REMARKS"));
        }
        case "note" -> assertEquals("static column", rs.getString("REMARKS"));
        case "items" -> {
          assertEquals("map<text, int>", rs.getString("TYPE_NAME"));
          assertEquals(Types.OTHER, rs.getInt("DATA_TYPE"));
          assertEquals(DatabaseMetaData.columnNullable, rs.getInt("NULLABLE"));
          assertEquals("YES", rs.getString("IS_NULLABLE"));
          assertEquals("regular column", rs.getString("REMARKS"));
        }
        case "lines" -> {
          assertEquals("list<frozen<address>>", rs.getString("TYPE_NAME"));
          assertEquals(Types.ARRAY, rs.getInt("DATA_TYPE"));
        }
        case "ship" -> {
          assertEquals("frozen<address>", rs.getString("TYPE_NAME"));
          assertEquals(Types.STRUCT, rs.getInt("DATA_TYPE"));
        }
        case "total" -> {
          assertEquals(Types.DECIMAL, rs.getInt("DATA_TYPE"));
          rs.getInt("COLUMN_SIZE");
          assertTrue(rs.wasNull(), "a decimal has no fixed precision");
        }
        default -> {}
      }
    }
    assertEquals(
        List.of("customer", "placed", "id", "note", "items", "lines", "ship", "tags", "total"),
        names);
    assertEquals(
        List.of("tags", "total"),
        column(meta.getColumns(null, "shop", "orders", "t%"), "COLUMN_NAME"));
    assertEquals(
        List.of("id", "customer", "placed", "total"),
        column(meta.getColumns(null, "shop", "orders\\_by\\_id", null), "COLUMN_NAME"));
  }

  @Test
  void columnsOfSeveralTablesAreNumberedPerTable() throws SQLException {
    ResultSet rs = meta.getColumns(null, "shop", "a%", "k");
    List<String> rows = new ArrayList<>();
    while (rs.next()) {
      rows.add(rs.getString("TABLE_NAME") + "." + rs.getInt("ORDINAL_POSITION"));
    }
    assertEquals(List.of("a_b.1", "axb.1"), rows);
    assertEquals(
        List.of("k", "Qty"), column(meta.getColumns(null, "shop", "axb", null), "COLUMN_NAME"));
  }

  @Test
  void primaryKeysArePartitionThenClusteringColumnsNamedAfterTheTable() throws SQLException {
    ResultSet rs = meta.getPrimaryKeys(null, "shop", "orders");
    List<String> rows = new ArrayList<>();
    while (rs.next()) {
      assertEquals("orders_pkey", rs.getString("PK_NAME"));
      rows.add(rs.getString("COLUMN_NAME") + "=" + rs.getShort("KEY_SEQ"));
    }
    assertEquals(List.of("customer=1", "id=3", "placed=2"), rows, "ordered by COLUMN_NAME");
    assertFalse(meta.getPrimaryKeys(null, "shop", "a%").next(), "a name, not a pattern");
    assertFalse(meta.getPrimaryKeys("cat", "shop", "orders").next());
  }

  @Test
  void indexInfoListsThePrimaryKeyThenSecondaryIndexesWithTheirKind() throws SQLException {
    ResultSet rs = meta.getIndexInfo(null, "shop", "orders", false, true);
    List<String> rows = new ArrayList<>();
    while (rs.next()) {
      rows.add(
          rs.getBoolean("NON_UNIQUE")
              + " "
              + rs.getString("INDEX_NAME")
              + " "
              + rs.getShort("ORDINAL_POSITION")
              + " "
              + rs.getString("COLUMN_NAME")
              + " "
              + rs.getString("ASC_OR_DESC")
              + " "
              + rs.getString("INDEX_KIND")
              + " "
              + rs.getString("INDEX_TARGET")
              + " "
              + rs.getString("INDEX_CLASS"));
    }
    assertEquals(
        List.of(
            "false orders_pkey 1 customer null PRIMARY KEY null null",
            "false orders_pkey 2 placed D PRIMARY KEY null null",
            "false orders_pkey 3 id A PRIMARY KEY null null",
            "true orders_items_idx 1 items null COMPOSITES keys(items) null",
            "true orders_tags 1 tags null CUSTOM values(tags) sai",
            "true orders_total 1 total null COMPOSITES total null"),
        rows);
    ResultSet pk = meta.getIndexInfo(null, "shop", "orders", true, false);
    assertEquals(List.of("orders_pkey", "orders_pkey", "orders_pkey"), column(pk, "INDEX_NAME"));
    ResultSet typed = meta.getIndexInfo(null, "shop", "orders", false, false);
    assertTrue(typed.next());
    assertEquals(DatabaseMetaData.tableIndexClustered, typed.getShort("TYPE"));
    ResultSet quoted =
        rowWhere(meta.getIndexInfo(null, "shop", "axb", false, false), "NON_UNIQUE", "true");
    assertEquals("Qty", quoted.getString("COLUMN_NAME"));
    assertEquals("\"Qty\"", quoted.getString("INDEX_TARGET"));
    assertEquals(DatabaseMetaData.tableIndexOther, quoted.getShort("TYPE"));
  }

  @Test
  void theBestRowIdentifierIsThePrimaryKey() throws SQLException {
    ResultSet rs =
        meta.getBestRowIdentifier(null, "shop", "orders", DatabaseMetaData.bestRowSession, false);
    List<String> names = new ArrayList<>();
    while (rs.next()) {
      names.add(rs.getString("COLUMN_NAME"));
      assertEquals(DatabaseMetaData.bestRowSession, rs.getShort("SCOPE"));
      assertEquals(DatabaseMetaData.bestRowNotPseudo, rs.getShort("PSEUDO_COLUMN"));
    }
    assertEquals(List.of("customer", "placed", "id"), names);
    assertFalse(meta.getVersionColumns(null, "shop", "orders").next());
  }

  @Test
  void typeInfoListsEveryCqlTypeByJdbcType() throws SQLException {
    ResultSet rs = meta.getTypeInfo();
    List<String> names = new ArrayList<>();
    int previous = Integer.MIN_VALUE;
    while (rs.next()) {
      names.add(rs.getString("TYPE_NAME"));
      assertTrue(rs.getInt("DATA_TYPE") >= previous, "ordered by DATA_TYPE");
      previous = rs.getInt("DATA_TYPE");
      assertEquals(DatabaseMetaData.typeNullable, rs.getShort("NULLABLE"));
      assertFalse(rs.getBoolean("AUTO_INCREMENT"));
      if (rs.getString("TYPE_NAME").equals("text")) {
        assertTrue(rs.getBoolean("CASE_SENSITIVE"));
        assertEquals("'", rs.getString("LITERAL_PREFIX"));
      }
      if (rs.getString("TYPE_NAME").equals("map")) {
        assertEquals("key_type, value_type", rs.getString("CREATE_PARAMS"));
      }
    }
    for (io.wcs.engine.types.NativeType t : io.wcs.engine.types.NativeType.values()) {
      assertTrue(names.contains(t.cqlName()), t.cqlName());
    }
    assertTrue(names.containsAll(List.of("list", "set", "map", "tuple", "vector", "STRUCT")));
    assertTrue(names.indexOf("text") < names.indexOf("ascii"), "text is closest to VARCHAR");
  }

  @Test
  void userDefinedTypesAndTheirAttributes() throws SQLException {
    ResultSet udts = meta.getUDTs(null, "shop", "%", null);
    assertTrue(udts.next());
    assertEquals("address", udts.getString("TYPE_NAME"));
    assertEquals("shop", udts.getString("TYPE_SCHEM"));
    assertEquals(Types.STRUCT, udts.getInt("DATA_TYPE"));
    assertEquals("java.sql.Struct", udts.getString("CLASS_NAME"));
    assertEquals("{street text, zip int}", udts.getString("REMARKS"));
    assertFalse(udts.next());
    assertFalse(meta.getUDTs(null, "shop", "%", new int[] {Types.DISTINCT}).next());

    ResultSet attributes = meta.getAttributes(null, "shop", "address", "%");
    assertTrue(attributes.next());
    assertEquals("street", attributes.getString("ATTR_NAME"));
    assertEquals(Types.VARCHAR, attributes.getInt("DATA_TYPE"));
    assertEquals(1, attributes.getInt("ORDINAL_POSITION"));
    assertTrue(attributes.next());
    assertEquals("zip", attributes.getString("ATTR_NAME"));
    assertEquals("int", attributes.getString("ATTR_TYPE_NAME"));
    assertEquals(2, attributes.getInt("ORDINAL_POSITION"));
    assertFalse(attributes.next());
  }

  @Test
  void functionsAreTheBuiltInOverloads() throws SQLException {
    List<String> overloads = column(meta.getFunctions(null, null, "todate"), "SPECIFIC_NAME");
    assertEquals(List.of("todate(timestamp)", "todate(timeuuid)"), overloads);
    ResultSet now = rowWhere(meta.getFunctions(null, "system", "%"), "FUNCTION_NAME", "now");
    assertEquals(DatabaseMetaData.functionNoTable, now.getShort("FUNCTION_TYPE"));
    assertFalse(meta.getFunctions(null, "shop", "%").next(), "no user-defined functions");
    List<String> sums = column(meta.getFunctions(null, "system", "sum"), "SPECIFIC_NAME");
    assertTrue(
        sums.containsAll(List.of("sum(int)", "sum(varint)", "sum(counter)")), sums.toString());
    assertFalse(sums.contains("sum(text)"), "only numbers add up");
    ResultSet count =
        rowWhere(
            meta.getFunctionColumns(null, "system", "count", "result"),
            "SPECIFIC_NAME",
            "count(text)");
    assertEquals("bigint", count.getString("TYPE_NAME"));

    ResultSet columns = meta.getFunctionColumns(null, "system", "tounixtimestamp", null);
    List<String> rows = new ArrayList<>();
    while (columns.next()) {
      rows.add(
          columns.getString("SPECIFIC_NAME")
              + " "
              + columns.getInt("ORDINAL_POSITION")
              + " "
              + columns.getString("COLUMN_NAME")
              + " "
              + columns.getString("TYPE_NAME"));
    }
    assertEquals(
        List.of(
            "tounixtimestamp(date) 0 result bigint",
            "tounixtimestamp(date) 1 arg1 date",
            "tounixtimestamp(timestamp) 0 result bigint",
            "tounixtimestamp(timestamp) 1 arg1 timestamp",
            "tounixtimestamp(timeuuid) 0 result bigint",
            "tounixtimestamp(timeuuid) 1 arg1 timeuuid"),
        rows);
  }

  @Test
  void clientInfoPropertiesAreTheStandardOnes() throws SQLException {
    assertEquals(
        List.of("ApplicationName", "ClientHostname", "ClientUser"),
        column(meta.getClientInfoProperties(), "NAME"));
  }

  @Test
  void catalogsCqlLacksAreEmptyWithJdbcColumns() throws SQLException {
    ResultSet imported = meta.getImportedKeys(null, "shop", "orders");
    assertFalse(imported.next());
    assertEquals(14, imported.getMetaData().getColumnCount());
    assertEquals("PKTABLE_CAT", imported.getMetaData().getColumnLabel(1));
    assertEquals(Types.SMALLINT, imported.getMetaData().getColumnType(9));
    assertFalse(meta.getExportedKeys(null, "shop", "orders").next());
    assertFalse(meta.getCrossReference(null, "shop", "orders", null, "shop", "a_b").next());
    assertEquals(9, meta.getProcedures(null, null, "%").getMetaData().getColumnCount());
    assertEquals(20, meta.getProcedureColumns(null, null, "%", "%").getMetaData().getColumnCount());
    assertEquals(6, meta.getSuperTypes(null, null, "%").getMetaData().getColumnCount());
    assertEquals(4, meta.getSuperTables(null, null, "%").getMetaData().getColumnCount());
    assertEquals(12, meta.getPseudoColumns(null, null, "%", "%").getMetaData().getColumnCount());
    assertEquals(7, meta.getTablePrivileges(null, null, "%").getMetaData().getColumnCount());
    assertEquals(
        8, meta.getColumnPrivileges(null, "shop", "orders", "%").getMetaData().getColumnCount());
  }

  /**
   * Every method answers with null, 0 or false arguments (null patterns match everything, here the
   * whole sample and system schema), every result has the columns JDBC defines and a value in each
   * column JDBC does not let be null. unwrap is left out, as JDBC has it throw for foreign classes.
   */
  @Test
  void everyMethodAnswersWithoutThrowing() throws Exception {
    for (Method m : DatabaseMetaData.class.getMethods()) {
      if (m.getName().equals("unwrap") || Modifier.isStatic(m.getModifiers())) {
        continue;
      }
      Object[] args = new Object[m.getParameterCount()];
      Class<?>[] types = m.getParameterTypes();
      for (int i = 0; i < args.length; i++) {
        args[i] = types[i] == int.class ? 0 : types[i] == boolean.class ? false : null;
      }
      if (m.getName().equals("isWrapperFor")) {
        args[0] = DatabaseMetaData.class;
      }
      Object answer = m.invoke(meta, args);
      if (answer instanceof ResultSet rs) {
        assertNullSafe(m.getName(), rs);
      }
    }
  }

  private static void assertNullSafe(String method, ResultSet rs) throws SQLException {
    List<String> labels = labels(rs);
    MetadataShape shape =
        Arrays.stream(MetadataShape.values())
            .filter(s -> s.columnNames().equals(labels))
            .findFirst()
            .orElseThrow(() -> new AssertionError(method + " has columns " + labels));
    while (rs.next()) {
      for (String label : labels) {
        if (!shape.allowsNull(label)) {
          assertNotNull(rs.getObject(label), method + " " + label);
        }
      }
    }
  }
}
