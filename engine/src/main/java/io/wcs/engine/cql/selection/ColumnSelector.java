package io.wcs.engine.cql.selection;

import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.types.CqlType;

/** A column's value. */
record ColumnSelector(ColumnMetadata column) implements Selector {
  @Override
  public CqlType type() {
    return column.type();
  }

  @Override
  public byte[] compute(RowView row) {
    return row.value(column);
  }
}
