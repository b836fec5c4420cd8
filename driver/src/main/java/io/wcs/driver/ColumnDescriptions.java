package io.wcs.driver;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.driver.value.JdbcTypes;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.types.CqlType;
import java.sql.SQLException;
import java.util.List;

/**
 * What result columns and bound parameters share in their JDBC metadata: a list of {@link
 * ColumnSpec}s looked up by 1-based index, described through {@link JdbcTypes}. Immutable.
 */
final class ColumnDescriptions {

  private final List<ColumnSpec> columns;
  private final String what;

  /** {@code what} names the items in errors: "column" or "parameter". */
  ColumnDescriptions(List<ColumnSpec> columns, String what) {
    this.columns = columns;
    this.what = what;
  }

  int count() {
    return columns.size();
  }

  ColumnSpec spec(int index) throws SQLException {
    if (index < 1 || index > columns.size()) {
      throw WcsSqlState.INVALID_INDEX.exception(
          what + " index " + index + " is out of range 1.." + columns.size());
    }
    return columns.get(index - 1);
  }

  CqlType type(int index) throws SQLException {
    return spec(index).type();
  }

  int sqlType(int index) throws SQLException {
    return JdbcTypes.sqlType(type(index));
  }

  String typeName(int index) throws SQLException {
    return type(index).cqlName();
  }

  String className(int index) throws SQLException {
    return JdbcTypes.className(type(index));
  }

  ColumnSizes sizes(int index) throws SQLException {
    return ColumnSizes.of(type(index));
  }

  boolean isSigned(int index) throws SQLException {
    return JdbcTypes.isSigned(type(index));
  }

  boolean isText(int index) throws SQLException {
    return ColumnSizes.isText(type(index));
  }
}
