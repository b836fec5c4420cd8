package io.wcs.driver;

import io.wcs.driver.value.JdbcTypes;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.CqlTypeParser;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.NativeType;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What tools learn about a WCS database. Keyspaces are schemas (there are no catalogs); tables of
 * {@code system*} keyspaces are {@code SYSTEM TABLE}, materialized views {@code VIEW}, the rest
 * {@code TABLE}; columns and primary keys come from {@code system_schema}, read through this
 * connection. What CQL can do, and the catalogs it does not have, are answered by {@link
 * CqlCapabilities}.
 */
final class WcsDatabaseMetaData extends CqlCapabilities {

  private static final String SYSTEM_TABLE = "SYSTEM TABLE";

  private final WcsConnection connection;
  private final String url;
  private final String user;

  WcsDatabaseMetaData(WcsConnection connection, String url, String user) {
    this.connection = connection;
    this.url = url;
    this.user = user;
  }

  @Override
  public ResultSet getSchemas() throws SQLException {
    return getSchemas(null, null);
  }

  @Override
  public ResultSet getSchemas(String catalog, String schemaPattern) throws SQLException {
    MetadataRows out = new MetadataRows("TABLE_SCHEM", "TABLE_CATALOG");
    Pattern schemas = like(schemaPattern);
    List<String> names = new ArrayList<>();
    for (String[] row : query("SELECT keyspace_name FROM system_schema.keyspaces")) {
      if (schemas.matcher(row[0]).matches()) {
        names.add(row[0]);
      }
    }
    names.sort(Comparator.naturalOrder());
    for (String name : names) {
      out.add(name, null);
    }
    return out.resultSet();
  }

  @Override
  public ResultSet getCatalogs() {
    return new MetadataRows("TABLE_CAT").resultSet();
  }

  @Override
  public ResultSet getTableTypes() {
    return new MetadataRows("TABLE_TYPE").add(SYSTEM_TABLE).add("TABLE").add("VIEW").resultSet();
  }

  @Override
  public ResultSet getTables(
      String catalog, String schemaPattern, String tableNamePattern, String[] types)
      throws SQLException {
    Pattern schemas = like(schemaPattern);
    Pattern tables = like(tableNamePattern);
    Set<String> wanted = types == null ? null : Set.of(types);
    List<String[]> found = new ArrayList<>();
    collectTables("SELECT keyspace_name, table_name FROM system_schema.tables", false, found);
    collectTables("SELECT keyspace_name, view_name FROM system_schema.views", true, found);
    found.removeIf(
        t ->
            !schemas.matcher(t[0]).matches()
                || !tables.matcher(t[1]).matches()
                || (wanted != null && !wanted.contains(t[2])));
    found.sort(
        Comparator.<String[], String>comparing(t -> t[2])
            .thenComparing(t -> t[0])
            .thenComparing(t -> t[1]));
    MetadataRows out =
        new MetadataRows(
            "TABLE_CAT",
            "TABLE_SCHEM",
            "TABLE_NAME",
            "TABLE_TYPE",
            "REMARKS",
            "TYPE_CAT",
            "TYPE_SCHEM",
            "TYPE_NAME",
            "SELF_REFERENCING_COL_NAME",
            "REF_GENERATION");
    for (String[] t : found) {
      out.add(null, t[0], t[1], t[2], "", null, null, null, null, null);
    }
    return out.resultSet();
  }

  private void collectTables(String cql, boolean views, List<String[]> into) throws SQLException {
    for (String[] row : query(cql)) {
      String type = row[0].startsWith("system") ? SYSTEM_TABLE : views ? "VIEW" : "TABLE";
      into.add(new String[] {row[0], row[1], type});
    }
  }

  /**
   * Columns in the order {@code SELECT *} gives them: partition key, clustering columns, then the
   * others by name. Key columns are not nullable; UDT columns are {@code OTHER}.
   */
  @Override
  public ResultSet getColumns(
      String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern)
      throws SQLException {
    List<SchemaColumn> columns = columns(schemaPattern, tableNamePattern);
    Pattern names = like(columnNamePattern);
    MetadataRows out =
        new MetadataRows(
            "TABLE_CAT",
            "TABLE_SCHEM",
            "TABLE_NAME",
            "COLUMN_NAME",
            "DATA_TYPE:int",
            "TYPE_NAME",
            "COLUMN_SIZE:int",
            "BUFFER_LENGTH:int",
            "DECIMAL_DIGITS:int",
            "NUM_PREC_RADIX:int",
            "NULLABLE:int",
            "REMARKS",
            "COLUMN_DEF",
            "SQL_DATA_TYPE:int",
            "SQL_DATETIME_SUB:int",
            "CHAR_OCTET_LENGTH:int",
            "ORDINAL_POSITION:int",
            "IS_NULLABLE",
            "SCOPE_CATALOG",
            "SCOPE_SCHEMA",
            "SCOPE_TABLE",
            "SOURCE_DATA_TYPE:smallint",
            "IS_AUTOINCREMENT",
            "IS_GENERATEDCOLUMN");
    for (SchemaColumn c : columns) {
      if (!names.matcher(c.name).matches()) {
        continue;
      }
      CqlType type = c.type();
      int sqlType = type == null ? Types.OTHER : JdbcTypes.sqlType(type);
      int size = type == null ? 0 : JdbcTypes.precision(type);
      boolean key = c.isKey();
      out.add(
          null,
          c.keyspace,
          c.table,
          c.name,
          sqlType,
          c.typeName,
          size,
          null,
          0,
          10,
          key ? columnNoNulls : columnNullable,
          "",
          null,
          null,
          null,
          null,
          c.ordinal,
          key ? "NO" : "YES",
          null,
          null,
          null,
          null,
          "NO",
          "NO");
    }
    return out.resultSet();
  }

  /** Partition key columns first, then clustering columns, numbered in that order. */
  @Override
  public ResultSet getPrimaryKeys(String catalog, String schema, String table) throws SQLException {
    MetadataRows out =
        new MetadataRows(
            "TABLE_CAT", "TABLE_SCHEM", "TABLE_NAME", "COLUMN_NAME", "KEY_SEQ:smallint", "PK_NAME");
    List<SchemaColumn> keys = new ArrayList<>();
    for (SchemaColumn c : columns(literal(schema), literal(table))) {
      if (c.isKey()) {
        keys.add(c);
      }
    }
    keys.sort(Comparator.comparing((SchemaColumn c) -> c.name));
    for (SchemaColumn c : keys) {
      out.add(null, c.keyspace, c.table, c.name, c.ordinal, null);
    }
    return out.resultSet();
  }

  /** A column of {@code system_schema.columns}, numbered as {@code SELECT *} orders it. */
  private record SchemaColumn(
      String keyspace,
      String table,
      String name,
      String kind,
      int position,
      String typeName,
      int ordinal) {

    boolean isKey() {
      return kind.equals("partition_key") || kind.equals("clustering");
    }

    int rank() {
      return switch (kind) {
        case "partition_key" -> 0;
        case "clustering" -> 1;
        default -> 2;
      };
    }

    /** The CQL type, or null for a type this side cannot resolve (a UDT). */
    CqlType type() {
      try {
        return CqlTypeParser.parse(typeName);
      } catch (InvalidValueException e) {
        return null;
      }
    }

    SchemaColumn numbered(int number) {
      return new SchemaColumn(keyspace, table, name, kind, position, typeName, number);
    }
  }

  private List<SchemaColumn> columns(String schemaPattern, String tableNamePattern)
      throws SQLException {
    Pattern schemas = like(schemaPattern);
    Pattern tables = like(tableNamePattern);
    List<SchemaColumn> found = new ArrayList<>();
    for (String[] row :
        query(
            "SELECT keyspace_name, table_name, column_name, kind, position, type"
                + " FROM system_schema.columns")) {
      if (schemas.matcher(row[0]).matches() && tables.matcher(row[1]).matches()) {
        found.add(
            new SchemaColumn(row[0], row[1], row[2], row[3], Integer.parseInt(row[4]), row[5], 0));
      }
    }
    found.sort(
        Comparator.comparing((SchemaColumn c) -> c.keyspace)
            .thenComparing(c -> c.table)
            .thenComparingInt(SchemaColumn::rank)
            .thenComparingInt(SchemaColumn::position)
            .thenComparing(c -> c.name));
    List<SchemaColumn> numbered = new ArrayList<>(found.size());
    int ordinal = 0;
    String previousTable = null;
    for (SchemaColumn c : found) {
      String table = c.keyspace + "." + c.table;
      ordinal = table.equals(previousTable) ? ordinal + 1 : 1;
      previousTable = table;
      numbered.add(c.numbered(ordinal));
    }
    return numbered;
  }

  /** Every native type with the JDBC type it maps to. */
  @Override
  public ResultSet getTypeInfo() {
    MetadataRows out =
        new MetadataRows(
            "TYPE_NAME",
            "DATA_TYPE:int",
            "PRECISION:int",
            "LITERAL_PREFIX",
            "LITERAL_SUFFIX",
            "CREATE_PARAMS",
            "NULLABLE:smallint",
            "CASE_SENSITIVE",
            "SEARCHABLE:smallint",
            "UNSIGNED_ATTRIBUTE",
            "FIXED_PREC_SCALE",
            "AUTO_INCREMENT",
            "LOCAL_TYPE_NAME",
            "MINIMUM_SCALE:smallint",
            "MAXIMUM_SCALE:smallint",
            "SQL_DATA_TYPE:int",
            "SQL_DATETIME_SUB:int",
            "NUM_PREC_RADIX:int");
    List<NativeType> types = new ArrayList<>(List.of(NativeType.values()));
    types.sort(Comparator.comparingInt(JdbcTypes::sqlType));
    for (NativeType t : types) {
      boolean text = t == NativeType.TEXT || t == NativeType.ASCII;
      out.add(
          t.cqlName(),
          JdbcTypes.sqlType(t),
          JdbcTypes.precision(t),
          text ? "'" : null,
          text ? "'" : null,
          null,
          typeNullable,
          String.valueOf(text),
          typeSearchable,
          String.valueOf(!JdbcTypes.isSigned(t)),
          "false",
          "false",
          t.cqlName(),
          0,
          0,
          null,
          null,
          10);
    }
    return out.resultSet();
  }

  /** Runs a query on this connection and returns its rows as text. */
  private List<String[]> query(String cql) throws SQLException {
    List<String[]> rows = new ArrayList<>();
    try (Statement st = connection.createStatement();
        ResultSet rs = st.executeQuery(cql)) {
      int width = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        String[] row = new String[width];
        for (int i = 0; i < width; i++) {
          row[i] = rs.getString(i + 1);
        }
        rows.add(row);
      }
    }
    return rows;
  }

  /**
   * A JDBC name pattern as a regular expression: {@code %} any run, {@code _} one character, {@code
   * \} escapes; null matches everything.
   */
  static Pattern like(String pattern) {
    if (pattern == null) {
      return Pattern.compile("(?s).*");
    }
    StringBuilder regex = new StringBuilder("(?s)");
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '\\' && i + 1 < pattern.length()) {
        regex.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
      } else if (c == '%') {
        regex.append(".*");
      } else if (c == '_') {
        regex.append('.');
      } else {
        regex.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(regex.toString());
  }

  /** A name given as it is (getPrimaryKeys takes names, not patterns). */
  private static String literal(String name) {
    return name == null ? null : name.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
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
