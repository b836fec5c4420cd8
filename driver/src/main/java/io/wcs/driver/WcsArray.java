package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.driver.value.JdbcTypes;
import io.wcs.engine.types.CqlType;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Map;

/**
 * A list, set or vector value as a {@link java.sql.Array} (from {@code getArray}), or elements to
 * bind (from {@code createArrayOf}). Immutable: {@link #getArray()} answers a copy.
 */
final class WcsArray implements Array {

  private final CqlType elementType;
  private final Object[] elements;

  WcsArray(CqlType elementType, Object[] elements) {
    this.elementType = elementType;
    this.elements = elements;
  }

  @Override
  public String getBaseTypeName() {
    return elementType.cqlName();
  }

  @Override
  public int getBaseType() {
    return JdbcTypes.sqlType(elementType);
  }

  @Override
  public Object getArray() {
    return elements.clone();
  }

  @Override
  public Object getArray(Map<String, Class<?>> map) throws SQLException {
    checkTypeMap(map);
    return getArray();
  }

  /** Elements from the 1-based {@code index}, at most {@code count} of them. */
  @Override
  public Object getArray(long index, int count) throws SQLException {
    if (index < 1 || count < 0 || index - 1 > elements.length) {
      throw WcsSqlState.INVALID_INDEX.exception(
          "array slice from "
              + index
              + " of "
              + count
              + " is outside the "
              + elements.length
              + " elements");
    }
    int from = (int) index - 1;
    return Arrays.copyOfRange(elements, from, Math.min(elements.length, from + count));
  }

  @Override
  public Object getArray(long index, int count, Map<String, Class<?>> map) throws SQLException {
    checkTypeMap(map);
    return getArray(index, count);
  }

  @Override
  public ResultSet getResultSet() throws SQLException {
    throw SqlExceptions.notSupported("Array.getResultSet");
  }

  @Override
  public ResultSet getResultSet(Map<String, Class<?>> map) throws SQLException {
    return getResultSet();
  }

  @Override
  public ResultSet getResultSet(long index, int count) throws SQLException {
    return getResultSet();
  }

  @Override
  public ResultSet getResultSet(long index, int count, Map<String, Class<?>> map)
      throws SQLException {
    return getResultSet();
  }

  @Override
  public void free() {}

  private static void checkTypeMap(Map<String, Class<?>> map) throws SQLException {
    if (map != null && !map.isEmpty()) {
      throw SqlExceptions.notSupported("custom type maps");
    }
  }

  @Override
  public String toString() {
    return Arrays.toString(elements);
  }
}
