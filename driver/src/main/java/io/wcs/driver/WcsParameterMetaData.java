package io.wcs.driver;

import io.wcs.engine.cql.ColumnSpec;
import java.sql.ParameterMetaData;
import java.sql.SQLException;
import java.util.List;

/**
 * The bind markers of a prepared statement, positional ({@code ?}) or named ({@code :name}, which
 * JDBC numbers in order of appearance like any other), each typed by the column or function
 * argument it is bound to. Every parameter is an input and may be null (null deletes the value, as
 * in CQL). Immutable.
 */
final class WcsParameterMetaData implements ParameterMetaData, WrapsNothing {

  private final ColumnDescriptions parameters;

  WcsParameterMetaData(List<ColumnSpec> variables) {
    this.parameters = new ColumnDescriptions(variables, "parameter");
  }

  @Override
  public int getParameterCount() {
    return parameters.count();
  }

  @Override
  public int isNullable(int param) throws SQLException {
    parameters.spec(param);
    return parameterNullable;
  }

  @Override
  public boolean isSigned(int param) throws SQLException {
    return parameters.isSigned(param);
  }

  @Override
  public int getPrecision(int param) throws SQLException {
    return parameters.sizes(param).precision();
  }

  @Override
  public int getScale(int param) throws SQLException {
    return parameters.sizes(param).scale();
  }

  @Override
  public int getParameterType(int param) throws SQLException {
    return parameters.sqlType(param);
  }

  @Override
  public String getParameterTypeName(int param) throws SQLException {
    return parameters.typeName(param);
  }

  @Override
  public String getParameterClassName(int param) throws SQLException {
    return parameters.className(param);
  }

  @Override
  public int getParameterMode(int param) throws SQLException {
    parameters.spec(param);
    return parameterModeIn;
  }
}
