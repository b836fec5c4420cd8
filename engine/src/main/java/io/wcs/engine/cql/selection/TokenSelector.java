package io.wcs.engine.cql.selection;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.NativeType;
import java.nio.ByteBuffer;

/** {@code token(k…)}: the row's partition token, as a bigint. */
record TokenSelector() implements Selector {
  @Override
  public CqlType type() {
    return NativeType.BIGINT;
  }

  @Override
  public byte[] compute(RowView row) {
    return ByteBuffer.allocate(8).putLong(row.token()).array();
  }
}
