package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.driver.value.BindValues;
import io.wcs.driver.value.JdbcTypes;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A list, set or vector value as a {@link java.sql.Array} (from {@code getArray}), or elements to
 * bind (from {@code createArrayOf}). {@link #toString} shows the collection as {@code getObject}
 * does: a column's value as its CQL literal. Immutable: {@link #getArray()} answers a copy.
 */
final class WcsArray implements Array {

  private final CqlType elementType;
  private final Collection<?> source;
  private final Object[] elements;

  WcsArray(CqlType elementType, Collection<?> elements) {
    this.elementType = elementType;
    this.source = elements;
    this.elements = elements.toArray();
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
    int from = firstOf(index, count);
    return Arrays.copyOfRange(elements, from, Math.min(elements.length, from + count));
  }

  @Override
  public Object getArray(long index, int count, Map<String, Class<?>> map) throws SQLException {
    checkTypeMap(map);
    return getArray(index, count);
  }

  private int firstOf(long index, int count) throws SQLException {
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
    return (int) index - 1;
  }

  /** JDBC's shape: a row per element, with its 1-based INDEX and its VALUE. */
  @Override
  public ResultSet getResultSet() throws SQLException {
    return getResultSet(1, elements.length);
  }

  @Override
  public ResultSet getResultSet(Map<String, Class<?>> map) throws SQLException {
    checkTypeMap(map);
    return getResultSet();
  }

  @Override
  public ResultSet getResultSet(long index, int count) throws SQLException {
    int from = firstOf(index, count);
    List<ColumnSpec> columns =
        List.of(
            new ColumnSpec("", "", "INDEX", NativeType.INT),
            new ColumnSpec("", "", "VALUE", elementType));
    List<byte[][]> rows = new ArrayList<>();
    for (int i = from; i < Math.min(elements.length, from + count); i++) {
      byte[] value =
          elements[i] == null
              ? null
              : BindValues.serialize(
                  elementType, elements[i], position -> "array element " + position, i + 1);
      rows.add(new byte[][] {NativeType.INT.serialize(i + 1), value});
    }
    return WcsResultSet.of(columns, rows);
  }

  @Override
  public ResultSet getResultSet(long index, int count, Map<String, Class<?>> map)
      throws SQLException {
    checkTypeMap(map);
    return getResultSet(index, count);
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
    return source.toString();
  }
}
