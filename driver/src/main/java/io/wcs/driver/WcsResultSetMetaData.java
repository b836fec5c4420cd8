package io.wcs.driver;

import io.wcs.driver.value.JdbcTypes;
import io.wcs.engine.cql.ColumnSpec;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.List;

/**
 * The columns of a result: the keyspace is the schema (there are no catalogs), the label is the
 * column's name or alias, the type name is the CQL type ({@code map<text, int>}) and the JDBC type
 * follows the architecture's mapping; precision and scale are those getColumns reports ({@link
 * ColumnSizes}). Whether a column may be null is not known from a result (the native protocol's
 * column specification does not say), so every column reports {@link #columnNullableUnknown}; tools
 * learn it from getColumns. Immutable.
 */
final class WcsResultSetMetaData implements ResultSetMetaData, WrapsNothing {

  private final ColumnDescriptions columns;

  WcsResultSetMetaData(List<ColumnSpec> columns) {
    this.columns = new ColumnDescriptions(columns, "column");
  }

  @Override
  public int getColumnCount() {
    return columns.count();
  }

  @Override
  public boolean isAutoIncrement(int column) throws SQLException {
    columns.spec(column);
    return false;
  }

  @Override
  public boolean isCaseSensitive(int column) throws SQLException {
    return columns.isText(column);
  }

  /**
   * A table's column may be restricted in a WHERE clause (some only with an index or ALLOW
   * FILTERING); a column of a metadata result cannot.
   */
  @Override
  public boolean isSearchable(int column) throws SQLException {
    return !getTableName(column).isEmpty();
  }

  @Override
  public boolean isCurrency(int column) throws SQLException {
    columns.spec(column);
    return false;
  }

  @Override
  public int isNullable(int column) throws SQLException {
    columns.spec(column);
    return columnNullableUnknown;
  }

  @Override
  public boolean isSigned(int column) throws SQLException {
    return columns.isSigned(column);
  }

  @Override
  public int getColumnDisplaySize(int column) throws SQLException {
    return JdbcTypes.displaySize(columns.type(column));
  }

  @Override
  public String getColumnLabel(int column) throws SQLException {
    return columns.spec(column).name();
  }

  @Override
  public String getColumnName(int column) throws SQLException {
    return columns.spec(column).name();
  }

  @Override
  public String getSchemaName(int column) throws SQLException {
    String keyspace = columns.spec(column).keyspace();
    return keyspace == null ? "" : keyspace;
  }

  @Override
  public int getPrecision(int column) throws SQLException {
    return columns.sizes(column).precision();
  }

  @Override
  public int getScale(int column) throws SQLException {
    return columns.sizes(column).scale();
  }

  @Override
  public String getTableName(int column) throws SQLException {
    String table = columns.spec(column).table();
    return table == null ? "" : table;
  }

  @Override
  public String getCatalogName(int column) throws SQLException {
    columns.spec(column);
    return "";
  }

  @Override
  public int getColumnType(int column) throws SQLException {
    return columns.sqlType(column);
  }

  @Override
  public String getColumnTypeName(int column) throws SQLException {
    return columns.typeName(column);
  }

  /** A column read from a table may be written by an UPDATE or INSERT; others (metadata) not. */
  @Override
  public boolean isReadOnly(int column) throws SQLException {
    return getTableName(column).isEmpty();
  }

  @Override
  public boolean isWritable(int column) throws SQLException {
    return !isReadOnly(column);
  }

  /**
   * Never: a result's label may be a computed selector ({@code writetime(v)}, an alias), which the
   * result does not tell apart from a column.
   */
  @Override
  public boolean isDefinitelyWritable(int column) throws SQLException {
    columns.spec(column);
    return false;
  }

  @Override
  public String getColumnClassName(int column) throws SQLException {
    return columns.className(column);
  }
}
