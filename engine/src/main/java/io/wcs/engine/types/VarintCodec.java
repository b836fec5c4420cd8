package io.wcs.engine.types;

import java.math.BigInteger;

/**
 * varint: minimal big-endian two's complement ({@link BigInteger#toByteArray}).
 *
 * <p>Byte-comparable layout: a header giving sign and length, then the minimal two's complement
 * bytes (which order correctly among numbers of the same sign and length). Header: non-negative
 * with length L &lt; 127 is {@code 0x80 + L}, longer ones {@code 0xFF} then L as 4 bytes; negative
 * with L &lt; 127 is {@code 0x7F - L}, longer ones {@code 0x00} then {@code ~L} as 4 bytes (a
 * longer negative number is smaller).
 */
final class VarintCodec implements NativeCodec {
  static final VarintCodec INSTANCE = new VarintCodec();

  private static final int SHORT_LIMIT = 0x7F;

  private VarintCodec() {}

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof BigInteger v)) {
      throw NativeCodec.wrongClass("varint", BigInteger.class, value);
    }
    return v.toByteArray();
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return toBigInteger(bytes);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return toBigInteger(a).compareTo(toBigInteger(b));
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    writeComparable(toBigInteger(value), out);
  }

  private static void writeComparable(BigInteger v, ComparableWriter out) {
    byte[] minimal = v.toByteArray();
    int length = minimal.length;
    boolean negative = v.signum() < 0;
    if (length < SHORT_LIMIT) {
      out.write(negative ? SHORT_LIMIT - length : 0x80 + length);
    } else {
      out.write(negative ? 0x00 : 0xFF);
      out.writeInt(negative ? ~length : length);
    }
    out.write(minimal, 0, length);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    return readComparableBigInteger(in).toByteArray();
  }

  private static BigInteger readComparableBigInteger(ComparableReader in) {
    int header = in.read();
    int length;
    if (header == 0x00) {
      length = ~in.readInt();
    } else if (header == 0xFF) {
      length = in.readInt();
    } else {
      length = header >= 0x80 ? header - 0x80 : SHORT_LIMIT - header;
    }
    if (length <= 0) {
      throw new InvalidValueException("malformed byte-comparable varint length " + length);
    }
    return new BigInteger(in.readBytes(length));
  }

  private static BigInteger toBigInteger(byte[] bytes) {
    if (bytes.length == 0) {
      throw new InvalidValueException("a serialized varint value must not be empty");
    }
    return new BigInteger(bytes);
  }
}
