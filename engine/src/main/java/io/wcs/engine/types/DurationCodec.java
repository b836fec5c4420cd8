package io.wcs.engine.types;

import java.util.Arrays;

/**
 * duration: months, days and nanoseconds as three zig-zag signed vints. Durations have no
 * meaningful order (a month is not a fixed number of days), so Cassandra orders them by bytes and
 * forbids them in primary keys: not byte-comparable here either.
 */
final class DurationCodec implements NativeCodec {
  static final DurationCodec INSTANCE = new DurationCodec();

  private DurationCodec() {}

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof CqlDuration d)) {
      throw NativeCodec.wrongClass("duration", CqlDuration.class, value);
    }
    byte[] out = new byte[27];
    int n = VIntCoding.writeUnsigned(VIntCoding.zigZag(d.months()), out, 0);
    n += VIntCoding.writeUnsigned(VIntCoding.zigZag(d.days()), out, n);
    n += VIntCoding.writeUnsigned(VIntCoding.zigZag(d.nanoseconds()), out, n);
    return Arrays.copyOf(out, n);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    int[] pos = {0};
    long months = VIntCoding.unZigZag(VIntCoding.readUnsigned(bytes, pos));
    long days = VIntCoding.unZigZag(VIntCoding.readUnsigned(bytes, pos));
    long nanos = VIntCoding.unZigZag(VIntCoding.readUnsigned(bytes, pos));
    if (pos[0] != bytes.length || months != (int) months || days != (int) days) {
      throw new InvalidValueException(
          "malformed serialized duration of " + bytes.length + " bytes");
    }
    return new CqlDuration((int) months, (int) days, nanos);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return Arrays.compareUnsigned(a, b);
  }

  @Override
  public boolean isByteComparable() {
    return false;
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    throw new UnsupportedOperationException("duration values cannot be part of a primary key");
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    throw new UnsupportedOperationException("duration values cannot be part of a primary key");
  }
}
