package io.wcs.driver;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.types.NativeType;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the result sets {@link WcsDatabaseMetaData} answers: columns named as JDBC specifies,
 * typed {@code text}, {@code int} or {@code smallint}, and rows of Java values (null for null).
 */
final class MetadataRows {

  private final List<ColumnSpec> columns = new ArrayList<>();
  private final List<byte[][]> rows = new ArrayList<>();

  /** Columns as {@code NAME} (text) or {@code NAME:int} / {@code NAME:smallint}. */
  MetadataRows(String... columns) {
    for (String column : columns) {
      int colon = column.indexOf(':');
      String name = colon < 0 ? column : column.substring(0, colon);
      NativeType type =
          colon < 0 ? NativeType.TEXT : NativeType.byName(column.substring(colon + 1));
      this.columns.add(new ColumnSpec("", "", name, type));
    }
  }

  /** Adds a row; ints go to int columns, shorts to smallint ones, strings to text ones. */
  MetadataRows add(Object... values) {
    byte[][] row = new byte[columns.size()][];
    for (int i = 0; i < row.length; i++) {
      Object value = values[i];
      if (value instanceof Integer n && columns.get(i).type() == NativeType.SMALLINT) {
        value = n.shortValue();
      }
      row[i] = value == null ? null : columns.get(i).type().serialize(value);
    }
    rows.add(row);
    return this;
  }

  ResultSet resultSet() {
    return WcsResultSet.of(columns, rows);
  }
}
