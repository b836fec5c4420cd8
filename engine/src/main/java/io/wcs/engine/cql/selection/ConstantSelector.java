package io.wcs.engine.cql.selection;

import io.wcs.engine.types.CqlType;

/** A literal in the SELECT clause: the same value on every row. */
record ConstantSelector(CqlType type, byte[] value) implements Selector {
  @Override
  public byte[] compute(RowView row) {
    return value;
  }
}
