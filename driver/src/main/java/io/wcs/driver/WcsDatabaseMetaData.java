package io.wcs.driver;

import io.wcs.driver.value.JdbcTypes;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.UserType;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * What tools learn about a WCS database, read with CQL from {@code system_schema} and {@code
 * system.local} through this connection ({@link SchemaReader}). Keyspaces are schemas; there are no
 * catalogs, so a non-empty catalog argument matches nothing. Tables of {@code system*} keyspaces
 * are {@code SYSTEM TABLE}, materialized views {@code VIEW}, the rest {@code TABLE}.
 *
 * <p>Columns come in Cassandra's {@code SELECT *} order, with their role in the primary key in
 * REMARKS. The primary key is named {@code <table>_pkey}; getIndexInfo lists it as a unique
 * clustered index (rows are stored in its order) before the secondary indexes, whose kind is in the
 * extra columns INDEX_KIND, INDEX_CLASS and INDEX_TARGET. What CQL can do at all is answered by
 * {@link CqlCapabilities}; docs/jdbc-metadata.md describes every answer.
 *
 * <p>Thread-safe as far as its connection is: each call runs its own statements and keeps nothing.
 */
final class WcsDatabaseMetaData extends CqlCapabilities {

  private static final String SYSTEM_TABLE = "SYSTEM TABLE";

  private final WcsConnection connection;
  private final String url;
  private final String user;
  private final SchemaReader schema;

  WcsDatabaseMetaData(WcsConnection connection, String url, String user) {
    this.connection = connection;
    this.url = url;
    this.user = user;
    this.schema = new SchemaReader(connection);
  }

  /** JDBC: "" selects what has no catalog (everything here), null does not narrow. */
  private static boolean noCatalog(String catalog) {
    return catalog == null || catalog.isEmpty();
  }

  /** The engine is this driver's build; what it answers like comes from system.local. */
  @Override
  public String getDatabaseProductVersion() throws SQLException {
    return getDriverVersion() + " (" + schema.localVersions() + ")";
  }

  @Override
  public ResultSet getSchemas() throws SQLException {
    return getSchemas(null, null);
  }

  @Override
  public ResultSet getSchemas(String catalog, String schemaPattern) throws SQLException {
    MetadataRows out = MetadataShape.SCHEMAS.rows();
    if (noCatalog(catalog)) {
      for (String keyspace : schema.keyspaces(NamePattern.of(schemaPattern))) {
        out.row().set("TABLE_SCHEM", keyspace);
      }
    }
    return out.resultSet("TABLE_CATALOG", "TABLE_SCHEM");
  }

  @Override
  public ResultSet getTableTypes() {
    MetadataRows out = MetadataShape.TABLE_TYPES.rows();
    for (String type : List.of(SYSTEM_TABLE, "TABLE", "VIEW")) {
      out.row().set("TABLE_TYPE", type);
    }
    return out.resultSet("TABLE_TYPE");
  }

  @Override
  public ResultSet getTables(
      String catalog, String schemaPattern, String tableNamePattern, String[] types)
      throws SQLException {
    MetadataRows out = MetadataShape.TABLES.rows();
    Set<String> wanted = types == null ? null : new HashSet<>(Arrays.asList(types));
    if (noCatalog(catalog)) {
      for (SchemaReader.Table t :
          schema.tables(NamePattern.of(schemaPattern), NamePattern.of(tableNamePattern))) {
        String type =
            t.keyspace().startsWith("system") ? SYSTEM_TABLE : t.view() ? "VIEW" : "TABLE";
        if (wanted == null || wanted.contains(type)) {
          out.row()
              .set("TABLE_SCHEM", t.keyspace())
              .set("TABLE_NAME", t.name())
              .set("TABLE_TYPE", type)
              .set("REMARKS", t.comment());
        }
      }
    }
    return out.resultSet("TABLE_TYPE", "TABLE_CAT", "TABLE_SCHEM", "TABLE_NAME");
  }

  @Override
  public ResultSet getColumns(
      String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern)
      throws SQLException {
    MetadataRows out = MetadataShape.COLUMNS.rows();
    NamePattern names = NamePattern.of(columnNamePattern);
    SchemaTypes types = new SchemaTypes(schema);
    List<SchemaReader.Column> columns =
        columns(catalog, NamePattern.of(schemaPattern), NamePattern.of(tableNamePattern));
    for (int i = 0; i < columns.size(); i++) {
      SchemaReader.Column c = columns.get(i);
      if (!names.matches(c.name())) {
        continue;
      }
      ColumnSizes sizes = ColumnSizes.of(types.parse(c.keyspace(), c.type()));
      out.row()
          .set("TABLE_SCHEM", c.keyspace())
          .set("TABLE_NAME", c.table())
          .set("COLUMN_NAME", c.name())
          .set("DATA_TYPE", sizes.sqlType())
          .set("TYPE_NAME", c.type())
          .set("COLUMN_SIZE", sizes.size())
          .set("DECIMAL_DIGITS", sizes.decimalDigits())
          .set("NUM_PREC_RADIX", ColumnSizes.RADIX)
          .set("NULLABLE", c.isKey() ? columnNoNulls : columnNullable)
          .set("REMARKS", c.role())
          .set("CHAR_OCTET_LENGTH", sizes.charOctetLength())
          .set("ORDINAL_POSITION", ordinal(columns, i))
          .set("IS_NULLABLE", c.isKey() ? "NO" : "YES")
          .set("IS_AUTOINCREMENT", "NO")
          .set("IS_GENERATEDCOLUMN", "NO");
    }
    return out.resultSet("TABLE_CAT", "TABLE_SCHEM", "TABLE_NAME", "ORDINAL_POSITION");
  }

  /** The columns of the matching tables and views, each table's in {@code SELECT *} order. */
  private List<SchemaReader.Column> columns(String catalog, NamePattern schemas, NamePattern tables)
      throws SQLException {
    if (!noCatalog(catalog)) {
      return List.of();
    }
    List<SchemaReader.Column> columns = new ArrayList<>(schema.columns(schemas, tables));
    columns.sort(SchemaReader.Column.SELECT_ORDER);
    return columns;
  }

  /** The 1-based position of {@code columns[i]} within its table (the list is in table order). */
  private static int ordinal(List<SchemaReader.Column> columns, int i) {
    int first = i;
    while (first > 0 && sameTable(columns.get(first - 1), columns.get(i))) {
      first--;
    }
    return i - first + 1;
  }

  private static boolean sameTable(SchemaReader.Column a, SchemaReader.Column b) {
    return a.keyspace().equals(b.keyspace()) && a.table().equals(b.table());
  }

  /** The primary key's columns, partition key then clustering, numbered in that order. */
  private List<SchemaReader.Column> keyColumns(String catalog, String keyspace, String table)
      throws SQLException {
    List<SchemaReader.Column> keys = new ArrayList<>();
    for (SchemaReader.Column c :
        columns(catalog, NamePattern.exactly(keyspace), NamePattern.exactly(table))) {
      if (c.isKey()) {
        keys.add(c);
      }
    }
    return keys;
  }

  private static String primaryKeyName(SchemaReader.Column c) {
    return c.table() + "_pkey";
  }

  @Override
  public ResultSet getPrimaryKeys(String catalog, String keyspace, String table)
      throws SQLException {
    MetadataRows out = MetadataShape.PRIMARY_KEYS.rows();
    List<SchemaReader.Column> keys = keyColumns(catalog, keyspace, table);
    for (int i = 0; i < keys.size(); i++) {
      SchemaReader.Column c = keys.get(i);
      out.row()
          .set("TABLE_SCHEM", c.keyspace())
          .set("TABLE_NAME", c.table())
          .set("COLUMN_NAME", c.name())
          .set("KEY_SEQ", ordinal(keys, i))
          .set("PK_NAME", primaryKeyName(c));
    }
    return out.resultSet("COLUMN_NAME");
  }

  /** The primary key: every CQL row is identified by it, for as long as the row exists. */
  @Override
  public ResultSet getBestRowIdentifier(
      String catalog, String keyspace, String table, int scope, boolean nullable)
      throws SQLException {
    MetadataRows out = MetadataShape.ROW_IDENTIFIER.rows();
    SchemaTypes types = new SchemaTypes(schema);
    for (SchemaReader.Column c : keyColumns(catalog, keyspace, table)) {
      ColumnSizes sizes = ColumnSizes.of(types.parse(c.keyspace(), c.type()));
      out.row()
          .set("SCOPE", bestRowSession)
          .set("COLUMN_NAME", c.name())
          .set("DATA_TYPE", sizes.sqlType())
          .set("TYPE_NAME", c.type())
          .set("COLUMN_SIZE", sizes.precision())
          .set("DECIMAL_DIGITS", sizes.decimalDigits())
          .set("PSEUDO_COLUMN", bestRowNotPseudo);
    }
    return out.resultSet("SCOPE");
  }

  /**
   * The primary key as a unique clustered index, then the secondary indexes, which are never
   * unique; {@code unique} keeps only the first.
   */
  @Override
  public ResultSet getIndexInfo(
      String catalog, String keyspace, String table, boolean unique, boolean approximate)
      throws SQLException {
    MetadataRows out = MetadataShape.INDEX_INFO.rows();
    List<SchemaReader.Column> keys = keyColumns(catalog, keyspace, table);
    for (int i = 0; i < keys.size(); i++) {
      SchemaReader.Column c = keys.get(i);
      String order = c.kind().equals("clustering") ? (c.isDescending() ? "D" : "A") : null;
      indexRow(out, c.keyspace(), c.table(), false, primaryKeyName(c), tableIndexClustered)
          .set("ORDINAL_POSITION", ordinal(keys, i))
          .set("COLUMN_NAME", c.name())
          .set("ASC_OR_DESC", order)
          .set("INDEX_KIND", "PRIMARY KEY");
    }
    if (!unique && noCatalog(catalog)) {
      for (SchemaReader.Index index :
          schema.indexes(NamePattern.exactly(keyspace), NamePattern.exactly(table))) {
        Map<String, String> options = index.options();
        indexRow(out, index.keyspace(), index.table(), true, index.name(), tableIndexOther)
            .set("ORDINAL_POSITION", 1)
            .set("COLUMN_NAME", index.column())
            .set("INDEX_KIND", index.kind())
            .set("INDEX_CLASS", options.get("class_name"))
            .set("INDEX_TARGET", options.get("target"));
      }
    }
    return out.resultSet("NON_UNIQUE", "TYPE", "INDEX_NAME", "ORDINAL_POSITION");
  }

  private static MetadataRows.Row indexRow(
      MetadataRows out, String keyspace, String table, boolean nonUnique, String name, int type) {
    return out.row()
        .set("TABLE_SCHEM", keyspace)
        .set("TABLE_NAME", table)
        .set("NON_UNIQUE", nonUnique)
        .set("INDEX_NAME", name)
        .set("TYPE", type)
        .set("CARDINALITY", 0L)
        .set("PAGES", 0L);
  }

  /** User-defined types are structured types (STRUCT); {@code types} may ask for others only. */
  @Override
  public ResultSet getUDTs(
      String catalog, String schemaPattern, String typeNamePattern, int[] types)
      throws SQLException {
    MetadataRows out = MetadataShape.UDTS.rows();
    if (types == null || IntStream.of(types).anyMatch(t -> t == Types.STRUCT)) {
      SchemaTypes resolver = new SchemaTypes(schema);
      for (SchemaReader.Udt udt : udts(catalog, schemaPattern, typeNamePattern)) {
        CqlType type = resolver.parse(udt.keyspace(), quoted(udt.name()));
        out.row()
            .set("TYPE_SCHEM", udt.keyspace())
            .set("TYPE_NAME", udt.name())
            .set("CLASS_NAME", type == null ? Object.class.getName() : JdbcTypes.className(type))
            .set("DATA_TYPE", Types.STRUCT)
            .set("REMARKS", definition(udt));
      }
    }
    return out.resultSet("DATA_TYPE", "TYPE_CAT", "TYPE_SCHEM", "TYPE_NAME");
  }

  private List<SchemaReader.Udt> udts(String catalog, String schemaPattern, String typeNamePattern)
      throws SQLException {
    return noCatalog(catalog)
        ? schema.types(NamePattern.of(schemaPattern), NamePattern.of(typeNamePattern))
        : List.of();
  }

  private static String quoted(String name) {
    return "\"" + name.replace("\"", "\"\"") + "\"";
  }

  /** The fields as CREATE TYPE lists them: {@code {street text, zip int}}. */
  private static String definition(SchemaReader.Udt udt) {
    StringBuilder out = new StringBuilder("{");
    for (int i = 0; i < udt.fieldNames().size(); i++) {
      out.append(i == 0 ? "" : ", ").append(udt.fieldNames().get(i));
      out.append(' ').append(udt.fieldTypes().get(i));
    }
    return out.append('}').toString();
  }

  @Override
  public ResultSet getAttributes(
      String catalog, String schemaPattern, String typeNamePattern, String attributeNamePattern)
      throws SQLException {
    MetadataRows out = MetadataShape.ATTRIBUTES.rows();
    NamePattern names = NamePattern.of(attributeNamePattern);
    SchemaTypes resolver = new SchemaTypes(schema);
    for (SchemaReader.Udt udt : udts(catalog, schemaPattern, typeNamePattern)) {
      CqlType parsed = resolver.parse(udt.keyspace(), quoted(udt.name()));
      for (int i = 0; i < udt.fieldNames().size(); i++) {
        if (!names.matches(udt.fieldNames().get(i))) {
          continue;
        }
        CqlType field = parsed instanceof UserType u ? u.fieldTypes().get(i) : null;
        ColumnSizes sizes = ColumnSizes.of(field);
        out.row()
            .set("TYPE_SCHEM", udt.keyspace())
            .set("TYPE_NAME", udt.name())
            .set("ATTR_NAME", udt.fieldNames().get(i))
            .set("DATA_TYPE", sizes.sqlType())
            .set("ATTR_TYPE_NAME", udt.fieldTypes().get(i))
            .set("ATTR_SIZE", sizes.precision())
            .set("DECIMAL_DIGITS", sizes.decimalDigits())
            .set("NUM_PREC_RADIX", ColumnSizes.RADIX)
            .set("NULLABLE", attributeNullable)
            .set("CHAR_OCTET_LENGTH", sizes.charOctetLength())
            .set("ORDINAL_POSITION", i + 1)
            .set("IS_NULLABLE", "YES");
      }
    }
    return out.resultSet("TYPE_CAT", "TYPE_SCHEM", "TYPE_NAME", "ORDINAL_POSITION");
  }

  @Override
  public ResultSet getTypeInfo() {
    return TypeInfoRows.resultSet();
  }

  @Override
  public ResultSet getFunctions(String catalog, String schemaPattern, String functionNamePattern)
      throws SQLException {
    return noCatalog(catalog)
        ? functions(schemaPattern, functionNamePattern).functions()
        : MetadataShape.FUNCTIONS.empty();
  }

  @Override
  public ResultSet getFunctionColumns(
      String catalog, String schemaPattern, String functionNamePattern, String columnNamePattern)
      throws SQLException {
    return noCatalog(catalog)
        ? functions(schemaPattern, functionNamePattern).columns(NamePattern.of(columnNamePattern))
        : MetadataShape.FUNCTION_COLUMNS.empty();
  }

  private FunctionRows functions(String schemaPattern, String namePattern) throws SQLException {
    return new FunctionRows(schema, NamePattern.of(schemaPattern), NamePattern.of(namePattern));
  }

  /** A file database keeps its tables in local files, each table in files of its own. */
  @Override
  public boolean usesLocalFiles() {
    return url.startsWith(ConnectionUrl.PREFIX + "file:");
  }

  @Override
  public boolean usesLocalFilePerTable() {
    return usesLocalFiles();
  }

  @Override
  public String getURL() throws SQLException {
    return url;
  }

  @Override
  public String getUserName() throws SQLException {
    return user;
  }

  @Override
  public boolean isReadOnly() throws SQLException {
    return connection.isReadOnly();
  }

  @Override
  public Connection getConnection() throws SQLException {
    return connection;
  }
}
