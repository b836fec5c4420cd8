package io.wcs.engine.cql.selection;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.UserType;
import java.nio.ByteBuffer;

/** {@code u.field}: one field of a user type value (null when the value lacks it). */
record FieldSelector(Selector udt, int field) implements Selector {
  @Override
  public CqlType type() {
    return ((UserType) udt.type()).fieldTypes().get(field);
  }

  @Override
  public byte[] compute(RowView row) {
    byte[] value = udt.compute(row);
    if (value == null) {
      return null;
    }
    ByteBuffer in = ByteBuffer.wrap(value);
    for (int i = 0; in.hasRemaining(); i++) {
      int length = in.getInt();
      if (i == field) {
        if (length < 0) {
          return null;
        }
        byte[] b = new byte[length];
        in.get(b);
        return b;
      }
      in.position(in.position() + Math.max(length, 0));
    }
    return null;
  }
}
