package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.value.JdbcTypes;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.CqlTypeParser;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.NativeType;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.RowIdLifetime;
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
 * connection. CQL has no procedures, functions visible to JDBC, indexes usable as JDBC indexes,
 * foreign keys, privileges or type hierarchies here, so those methods answer an empty result. The
 * capability answers describe CQL: no transactions, no joins or subqueries, forward-only read-only
 * results, unquoted names folded to lower case.
 */
final class WcsDatabaseMetaData implements DatabaseMetaData {

  /** Cassandra's limit on keyspace and table names. */
  private static final int NAME_LENGTH = 48;

  private static final String CQL_KEYWORDS =
      "ALLOW,APPLY,BATCH,CLUSTERING,COMPACT,COUNTER,FILTERING,FROZEN,KEYSPACE,KEYSPACES,LIST,MAP,"
          + "PARTITION,PER,STATIC,TOKEN,TTL,TUPLE,TYPE,UNLOGGED,USE,USING,WRITETIME";

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

  private static ResultSet none() {
    return WcsResultSet.of(List.of(), List.of());
  }

  @Override
  public ResultSet getProcedures(
      String catalog, String schemaPattern, String procedureNamePattern) {
    return none();
  }

  @Override
  public ResultSet getProcedureColumns(
      String catalog, String schemaPattern, String procedureNamePattern, String columnNamePattern) {
    return none();
  }

  @Override
  public ResultSet getColumnPrivileges(
      String catalog, String schema, String table, String columnNamePattern) {
    return none();
  }

  @Override
  public ResultSet getTablePrivileges(
      String catalog, String schemaPattern, String tableNamePattern) {
    return none();
  }

  @Override
  public ResultSet getBestRowIdentifier(
      String catalog, String schema, String table, int scope, boolean nullable) {
    return none();
  }

  @Override
  public ResultSet getVersionColumns(String catalog, String schema, String table) {
    return none();
  }

  @Override
  public ResultSet getImportedKeys(String catalog, String schema, String table) {
    return none();
  }

  @Override
  public ResultSet getExportedKeys(String catalog, String schema, String table) {
    return none();
  }

  @Override
  public ResultSet getCrossReference(
      String parentCatalog,
      String parentSchema,
      String parentTable,
      String foreignCatalog,
      String foreignSchema,
      String foreignTable) {
    return none();
  }

  @Override
  public ResultSet getIndexInfo(
      String catalog, String schema, String table, boolean unique, boolean approximate) {
    return none();
  }

  @Override
  public ResultSet getUDTs(
      String catalog, String schemaPattern, String typeNamePattern, int[] types) {
    return none();
  }

  @Override
  public ResultSet getSuperTypes(String catalog, String schemaPattern, String typeNamePattern) {
    return none();
  }

  @Override
  public ResultSet getSuperTables(String catalog, String schemaPattern, String tableNamePattern) {
    return none();
  }

  @Override
  public ResultSet getAttributes(
      String catalog, String schemaPattern, String typeNamePattern, String attributeNamePattern) {
    return none();
  }

  @Override
  public ResultSet getClientInfoProperties() {
    return none();
  }

  @Override
  public ResultSet getFunctions(String catalog, String schemaPattern, String functionNamePattern) {
    return none();
  }

  @Override
  public ResultSet getFunctionColumns(
      String catalog, String schemaPattern, String functionNamePattern, String columnNamePattern) {
    return none();
  }

  @Override
  public ResultSet getPseudoColumns(
      String catalog, String schemaPattern, String tableNamePattern, String columnNamePattern) {
    return none();
  }

  @Override
  public <T> T unwrap(Class<T> iface) throws SQLException {
    return SqlExceptions.unwrap(this, iface);
  }

  @Override
  public boolean isWrapperFor(Class<?> iface) {
    return iface.isInstance(this);
  }

  @Override
  public boolean allProceduresAreCallable() throws SQLException {
    return false;
  }

  @Override
  public boolean allTablesAreSelectable() throws SQLException {
    return true;
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
  public boolean nullsAreSortedHigh() throws SQLException {
    return false;
  }

  @Override
  public boolean nullsAreSortedLow() throws SQLException {
    return false;
  }

  @Override
  public boolean nullsAreSortedAtStart() throws SQLException {
    return false;
  }

  @Override
  public boolean nullsAreSortedAtEnd() throws SQLException {
    return false;
  }

  @Override
  public String getDatabaseProductName() throws SQLException {
    return "WCS";
  }

  @Override
  public String getDatabaseProductVersion() throws SQLException {
    return WcsDriver.MAJOR_VERSION
        + "."
        + WcsDriver.MINOR_VERSION
        + " (CQL with Apache Cassandra 5.0 semantics)";
  }

  @Override
  public String getDriverName() throws SQLException {
    return "WCS JDBC driver";
  }

  @Override
  public String getDriverVersion() throws SQLException {
    return WcsDriver.MAJOR_VERSION + "." + WcsDriver.MINOR_VERSION;
  }

  @Override
  public int getDriverMajorVersion() {
    return WcsDriver.MAJOR_VERSION;
  }

  @Override
  public int getDriverMinorVersion() {
    return WcsDriver.MINOR_VERSION;
  }

  @Override
  public boolean usesLocalFiles() throws SQLException {
    return false;
  }

  @Override
  public boolean usesLocalFilePerTable() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsMixedCaseIdentifiers() throws SQLException {
    return false;
  }

  @Override
  public boolean storesUpperCaseIdentifiers() throws SQLException {
    return false;
  }

  @Override
  public boolean storesLowerCaseIdentifiers() throws SQLException {
    return true;
  }

  @Override
  public boolean storesMixedCaseIdentifiers() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsMixedCaseQuotedIdentifiers() throws SQLException {
    return true;
  }

  @Override
  public boolean storesUpperCaseQuotedIdentifiers() throws SQLException {
    return false;
  }

  @Override
  public boolean storesLowerCaseQuotedIdentifiers() throws SQLException {
    return false;
  }

  @Override
  public boolean storesMixedCaseQuotedIdentifiers() throws SQLException {
    return false;
  }

  @Override
  public String getIdentifierQuoteString() throws SQLException {
    return "\"";
  }

  @Override
  public String getSQLKeywords() throws SQLException {
    return CQL_KEYWORDS;
  }

  @Override
  public String getNumericFunctions() throws SQLException {
    return "";
  }

  @Override
  public String getStringFunctions() throws SQLException {
    return "";
  }

  @Override
  public String getSystemFunctions() throws SQLException {
    return "";
  }

  @Override
  public String getTimeDateFunctions() throws SQLException {
    return "";
  }

  @Override
  public String getSearchStringEscape() throws SQLException {
    return "\\";
  }

  @Override
  public String getExtraNameCharacters() throws SQLException {
    return "";
  }

  @Override
  public boolean supportsAlterTableWithAddColumn() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsAlterTableWithDropColumn() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsColumnAliasing() throws SQLException {
    return true;
  }

  @Override
  public boolean nullPlusNonNullIsNull() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsConvert() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsConvert(int fromType, int toType) throws SQLException {
    return false;
  }

  @Override
  public boolean supportsTableCorrelationNames() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsDifferentTableCorrelationNames() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsExpressionsInOrderBy() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsOrderByUnrelated() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsGroupBy() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsGroupByUnrelated() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsGroupByBeyondSelect() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsLikeEscapeClause() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsMultipleResultSets() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsMultipleTransactions() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsNonNullableColumns() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsMinimumSQLGrammar() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsCoreSQLGrammar() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsExtendedSQLGrammar() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsANSI92EntryLevelSQL() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsANSI92IntermediateSQL() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsANSI92FullSQL() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsIntegrityEnhancementFacility() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsOuterJoins() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsFullOuterJoins() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsLimitedOuterJoins() throws SQLException {
    return false;
  }

  @Override
  public String getSchemaTerm() throws SQLException {
    return "keyspace";
  }

  @Override
  public String getProcedureTerm() throws SQLException {
    return "procedure";
  }

  @Override
  public String getCatalogTerm() throws SQLException {
    return "catalog";
  }

  @Override
  public boolean isCatalogAtStart() throws SQLException {
    return false;
  }

  @Override
  public String getCatalogSeparator() throws SQLException {
    return "";
  }

  @Override
  public boolean supportsSchemasInDataManipulation() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsSchemasInProcedureCalls() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsSchemasInTableDefinitions() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsSchemasInIndexDefinitions() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsSchemasInPrivilegeDefinitions() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsCatalogsInDataManipulation() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsCatalogsInProcedureCalls() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsCatalogsInTableDefinitions() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsCatalogsInIndexDefinitions() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsCatalogsInPrivilegeDefinitions() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsPositionedDelete() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsPositionedUpdate() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsSelectForUpdate() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsStoredProcedures() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsSubqueriesInComparisons() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsSubqueriesInExists() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsSubqueriesInIns() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsSubqueriesInQuantifieds() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsCorrelatedSubqueries() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsUnion() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsUnionAll() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsOpenCursorsAcrossCommit() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsOpenCursorsAcrossRollback() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsOpenStatementsAcrossCommit() throws SQLException {
    return true;
  }

  @Override
  public boolean supportsOpenStatementsAcrossRollback() throws SQLException {
    return true;
  }

  @Override
  public int getMaxBinaryLiteralLength() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxCharLiteralLength() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxColumnNameLength() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxColumnsInGroupBy() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxColumnsInIndex() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxColumnsInOrderBy() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxColumnsInSelect() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxColumnsInTable() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxConnections() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxCursorNameLength() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxIndexLength() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxSchemaNameLength() throws SQLException {
    return NAME_LENGTH;
  }

  @Override
  public int getMaxProcedureNameLength() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxCatalogNameLength() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxRowSize() throws SQLException {
    return 0;
  }

  @Override
  public boolean doesMaxRowSizeIncludeBlobs() throws SQLException {
    return false;
  }

  @Override
  public int getMaxStatementLength() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxStatements() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxTableNameLength() throws SQLException {
    return NAME_LENGTH;
  }

  @Override
  public int getMaxTablesInSelect() throws SQLException {
    return 0;
  }

  @Override
  public int getMaxUserNameLength() throws SQLException {
    return 0;
  }

  @Override
  public int getDefaultTransactionIsolation() throws SQLException {
    return Connection.TRANSACTION_NONE;
  }

  @Override
  public boolean supportsTransactions() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsTransactionIsolationLevel(int level) throws SQLException {
    return level == Connection.TRANSACTION_NONE;
  }

  @Override
  public boolean supportsDataDefinitionAndDataManipulationTransactions() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsDataManipulationTransactionsOnly() throws SQLException {
    return false;
  }

  @Override
  public boolean dataDefinitionCausesTransactionCommit() throws SQLException {
    return false;
  }

  @Override
  public boolean dataDefinitionIgnoredInTransactions() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsResultSetType(int type) throws SQLException {
    return type == ResultSet.TYPE_FORWARD_ONLY;
  }

  @Override
  public boolean supportsResultSetConcurrency(int type, int concurrency) throws SQLException {
    return type == ResultSet.TYPE_FORWARD_ONLY && concurrency == ResultSet.CONCUR_READ_ONLY;
  }

  @Override
  public boolean ownUpdatesAreVisible(int type) throws SQLException {
    return false;
  }

  @Override
  public boolean ownDeletesAreVisible(int type) throws SQLException {
    return false;
  }

  @Override
  public boolean ownInsertsAreVisible(int type) throws SQLException {
    return false;
  }

  @Override
  public boolean othersUpdatesAreVisible(int type) throws SQLException {
    return false;
  }

  @Override
  public boolean othersDeletesAreVisible(int type) throws SQLException {
    return false;
  }

  @Override
  public boolean othersInsertsAreVisible(int type) throws SQLException {
    return false;
  }

  @Override
  public boolean updatesAreDetected(int type) throws SQLException {
    return false;
  }

  @Override
  public boolean deletesAreDetected(int type) throws SQLException {
    return false;
  }

  @Override
  public boolean insertsAreDetected(int type) throws SQLException {
    return false;
  }

  @Override
  public boolean supportsBatchUpdates() throws SQLException {
    return true;
  }

  @Override
  public Connection getConnection() throws SQLException {
    return connection;
  }

  @Override
  public boolean supportsSavepoints() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsNamedParameters() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsMultipleOpenResults() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsGetGeneratedKeys() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsResultSetHoldability(int holdability) throws SQLException {
    return holdability == ResultSet.HOLD_CURSORS_OVER_COMMIT;
  }

  @Override
  public int getResultSetHoldability() throws SQLException {
    return ResultSet.HOLD_CURSORS_OVER_COMMIT;
  }

  @Override
  public int getDatabaseMajorVersion() throws SQLException {
    return WcsDriver.MAJOR_VERSION;
  }

  @Override
  public int getDatabaseMinorVersion() throws SQLException {
    return WcsDriver.MINOR_VERSION;
  }

  @Override
  public int getJDBCMajorVersion() throws SQLException {
    return 4;
  }

  @Override
  public int getJDBCMinorVersion() throws SQLException {
    return 2;
  }

  @Override
  public int getSQLStateType() throws SQLException {
    return sqlStateSQL;
  }

  @Override
  public boolean locatorsUpdateCopy() throws SQLException {
    return false;
  }

  @Override
  public boolean supportsStatementPooling() throws SQLException {
    return false;
  }

  @Override
  public RowIdLifetime getRowIdLifetime() throws SQLException {
    return RowIdLifetime.ROWID_UNSUPPORTED;
  }

  @Override
  public boolean supportsStoredFunctionsUsingCallSyntax() throws SQLException {
    return false;
  }

  @Override
  public boolean autoCommitFailureClosesAllResultSets() throws SQLException {
    return false;
  }

  @Override
  public boolean generatedKeyAlwaysReturned() throws SQLException {
    return false;
  }
}
