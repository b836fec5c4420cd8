package io.wcs.engine.types;

/**
 * float and double: IEEE 754 big-endian. Ordered like {@link Double#compare} (as Cassandra does):
 * -0.0 before 0.0 and NaN after +Infinity. The byte-comparable form maps the canonical bits to that
 * order (flip all bits of negatives, only the sign bit of positives), so every NaN encodes as the
 * canonical NaN.
 */
final class FloatingCodec implements NativeCodec {
  static final FloatingCodec FLOAT = new FloatingCodec(false);
  static final FloatingCodec DOUBLE = new FloatingCodec(true);

  private final boolean isDouble;
  private final String name;
  private final int width;

  private FloatingCodec(boolean isDouble) {
    this.isDouble = isDouble;
    this.name = isDouble ? "double" : "float";
    this.width = isDouble ? 8 : 4;
  }

  @Override
  public int fixedLength() {
    return width;
  }

  @Override
  public byte[] serialize(Object value) {
    Class<?> expected = isDouble ? Double.class : Float.class;
    if (!expected.isInstance(value)) {
      throw NativeCodec.wrongClass(name, expected, value);
    }
    long bits =
        isDouble
            ? Double.doubleToRawLongBits((Double) value)
            : Float.floatToRawIntBits((Float) value) & 0xFFFF_FFFFL;
    return toBytes(bits);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    long bits = rawBits(bytes);
    return isDouble ? (Object) Double.longBitsToDouble(bits) : Float.intBitsToFloat((int) bits);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return isDouble
        ? Double.compare(Double.longBitsToDouble(rawBits(a)), Double.longBitsToDouble(rawBits(b)))
        : Float.compare(
            Float.intBitsToFloat((int) rawBits(a)), Float.intBitsToFloat((int) rawBits(b)));
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    long bits = rawBits(value);
    long signBit = 1L << (width * 8 - 1);
    long mask = isDouble ? -1L : 0xFFFF_FFFFL;
    bits =
        isDouble
            ? Double.doubleToLongBits(Double.longBitsToDouble(bits))
            : Float.floatToIntBits(Float.intBitsToFloat((int) bits)) & mask;
    bits = (bits & signBit) != 0 ? ~bits & mask : bits | signBit;
    out.write(toBytes(bits), 0, width);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    long mask = isDouble ? -1L : 0xFFFF_FFFFL;
    long signBit = 1L << (width * 8 - 1);
    long bits = isDouble ? in.readLong() : in.readInt() & mask;
    bits = (bits & signBit) != 0 ? bits & ~signBit : ~bits & mask;
    return toBytes(bits);
  }

  private byte[] toBytes(long bits) {
    byte[] out = new byte[width];
    for (int i = width - 1; i >= 0; i--) {
      out[i] = (byte) bits;
      bits >>>= 8;
    }
    return out;
  }

  private long rawBits(byte[] bytes) {
    if (bytes.length != width) {
      throw NativeCodec.wrongLength(name, width, bytes);
    }
    long v = 0;
    for (byte b : bytes) {
      v = (v << 8) | (b & 0xFF);
    }
    return v;
  }
}
