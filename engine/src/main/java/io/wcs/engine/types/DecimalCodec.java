package io.wcs.engine.types;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * decimal: 4-byte big-endian scale, then the unscaled value as a varint. Ordered numerically, so
 * 1.0 and 1.00 compare equal (as in Cassandra).
 *
 * <p>Byte-comparable layout, of the value with trailing zeros stripped, written as 0.d1d2..dn x
 * 10^E with d1 != 0: zero is {@code 0x80}; positive is {@code 0x81}, E as 8 bytes with the sign bit
 * flipped, each digit as {@code d + 1}, then {@code 0x00}; negative is {@code 0x7F} followed by the
 * same bytes inverted (so a larger magnitude sorts first). Decoding returns the stripped value:
 * 1.00 comes back as 1, which is equal in CQL order; where the written scale must survive, the
 * value is kept beside its encoding ({@link ClusteringCodec#writtenValues}, a set cell's value).
 */
final class DecimalCodec implements NativeCodec {
  static final DecimalCodec INSTANCE = new DecimalCodec();

  private static final int NEGATIVE = 0x7F;
  private static final int ZERO = 0x80;
  private static final int POSITIVE = 0x81;

  private DecimalCodec() {}

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof BigDecimal v)) {
      throw NativeCodec.wrongClass("decimal", BigDecimal.class, value);
    }
    byte[] unscaled = v.unscaledValue().toByteArray();
    byte[] out = new byte[4 + unscaled.length];
    int scale = v.scale();
    out[0] = (byte) (scale >>> 24);
    out[1] = (byte) (scale >>> 16);
    out[2] = (byte) (scale >>> 8);
    out[3] = (byte) scale;
    System.arraycopy(unscaled, 0, out, 4, unscaled.length);
    return out;
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return toBigDecimal(bytes);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return toBigDecimal(a).compareTo(toBigDecimal(b));
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    BigDecimal v = toBigDecimal(value);
    if (v.signum() == 0) {
      out.write(ZERO);
      return;
    }
    v = v.stripTrailingZeros();
    byte[] digits = v.unscaledValue().abs().toString().getBytes(StandardCharsets.US_ASCII);
    long exponent = (long) digits.length - v.scale();
    boolean negative = v.signum() < 0;
    out.write(negative ? NEGATIVE : POSITIVE);
    int start = out.length();
    out.writeLong(exponent ^ Long.MIN_VALUE);
    for (byte digit : digits) {
      out.write(digit - '0' + 1);
    }
    out.write(0);
    if (negative) {
      out.invertFrom(start);
    }
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    int header = in.read();
    if (header == ZERO) {
      return serialize(BigDecimal.ZERO);
    }
    if (header != NEGATIVE && header != POSITIVE) {
      throw new InvalidValueException("malformed byte-comparable decimal header " + header);
    }
    int flip = header == NEGATIVE ? 0xFF : 0;
    long exponent = 0;
    for (int i = 0; i < 8; i++) {
      exponent = (exponent << 8) | (in.read() ^ flip);
    }
    exponent ^= Long.MIN_VALUE;
    StringBuilder digits = new StringBuilder();
    if (header == NEGATIVE) {
      digits.append('-');
    }
    for (int b = in.read() ^ flip; b != 0; b = in.read() ^ flip) {
      if (b > 10) {
        throw new InvalidValueException("malformed byte-comparable decimal digit " + b);
      }
      digits.append((char) ('0' + b - 1));
    }
    int digitCount = digits.length() - (header == NEGATIVE ? 1 : 0);
    long scale = digitCount - exponent;
    if (scale != (int) scale) {
      throw new InvalidValueException("byte-comparable decimal scale out of range: " + scale);
    }
    return serialize(new BigDecimal(new BigInteger(digits.toString()), (int) scale));
  }

  private static BigDecimal toBigDecimal(byte[] bytes) {
    if (bytes.length < 5) {
      throw new InvalidValueException(
          "a serialized decimal needs a 4-byte scale and at least one unscaled byte, got "
              + bytes.length
              + " bytes");
    }
    int scale =
        ((bytes[0] & 0xFF) << 24)
            | ((bytes[1] & 0xFF) << 16)
            | ((bytes[2] & 0xFF) << 8)
            | (bytes[3] & 0xFF);
    byte[] unscaled = new byte[bytes.length - 4];
    System.arraycopy(bytes, 4, unscaled, 0, unscaled.length);
    return new BigDecimal(new BigInteger(unscaled), scale);
  }
}
