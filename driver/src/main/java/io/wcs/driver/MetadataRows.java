package io.wcs.driver;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds one result set of {@link WcsDatabaseMetaData}: the columns of a {@link MetadataShape},
 * rows filled by column name (a column left unset is null), sorted as JDBC orders that result.
 * Values are Strings, Booleans or numbers, which take the column's type (int, smallint, bigint).
 * Not thread-safe; used by one call.
 */
final class MetadataRows {

  private final List<ColumnSpec> columns;
  private final Map<String, Integer> positions = new HashMap<>();
  private final List<Object[]> rows = new ArrayList<>();

  MetadataRows(List<ColumnSpec> columns) {
    this.columns = columns;
    for (int i = 0; i < columns.size(); i++) {
      positions.put(columns.get(i).name(), i);
    }
  }

  /** Starts a new row, all null. */
  Row row() {
    Object[] values = new Object[columns.size()];
    rows.add(values);
    return new Row(values);
  }

  /** One row being filled. */
  final class Row {
    private final Object[] values;

    private Row(Object[] values) {
      this.values = values;
    }

    Row set(String column, Object value) {
      Integer position = positions.get(column);
      if (position == null) {
        throw new IllegalArgumentException("no metadata column " + column + " in " + columns);
      }
      values[position] = value instanceof Number n ? fit(n, columns.get(position).type()) : value;
      return this;
    }
  }

  /**
   * The rows as a result set, sorted by the given columns (nulls first); rows that tie keep the
   * order they were added in.
   */
  ResultSet resultSet(String... orderBy) {
    Comparator<Object[]> order = (a, b) -> 0;
    for (String column : orderBy) {
      int position = positions.get(column);
      order = order.thenComparing(row -> sortKey(row[position]), NULLS_FIRST);
    }
    rows.sort(order);
    List<byte[][]> encoded = new ArrayList<>(rows.size());
    for (Object[] row : rows) {
      encoded.add(encode(row));
    }
    return WcsResultSet.of(columns, encoded);
  }

  /** JDBC's constants are ints or shorts whatever the column: numbers take the column's type. */
  private static Object fit(Number n, CqlType type) {
    if (type == NativeType.SMALLINT) {
      return n.shortValue();
    }
    return type == NativeType.BIGINT ? (Object) n.longValue() : (Object) n.intValue();
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Comparator<Comparable> NULLS_FIRST =
      Comparator.nullsFirst(Comparator.naturalOrder());

  @SuppressWarnings("rawtypes")
  private static Comparable sortKey(Object value) {
    return (Comparable) value;
  }

  private byte[][] encode(Object[] row) {
    byte[][] out = new byte[row.length][];
    for (int i = 0; i < row.length; i++) {
      out[i] = row[i] == null ? null : columns.get(i).type().serialize(row[i]);
    }
    return out;
  }
}
