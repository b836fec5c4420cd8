package io.wcs.engine.types;

/**
 * Cassandra's variable-length integers: a value of n+1 bytes starts with n one-bits, a zero bit,
 * then the big-endian value (9 bytes: 0xFF then 8 value bytes). Signed values are zig-zag encoded
 * first so small magnitudes stay short.
 */
final class VIntCoding {
  private VIntCoding() {}

  static int unsignedSize(long value) {
    int significantBits = 64 - Long.numberOfLeadingZeros(value | 1);
    return Math.min(9, (significantBits + 6) / 7);
  }

  static int writeUnsigned(long value, byte[] out, int offset) {
    int size = unsignedSize(value);
    int extra = size - 1;
    for (int i = extra; i >= 0; i--) {
      out[offset + i] = (byte) value;
      value >>>= 8;
    }
    out[offset] |= (byte) ~(0xFF >> extra);
    return size;
  }

  /** Reads an unsigned vint at {@code pos[0]} and advances it. */
  static long readUnsigned(byte[] in, int[] pos) {
    if (pos[0] >= in.length) {
      throw new InvalidValueException("truncated variable-length integer at offset " + pos[0]);
    }
    int first = in[pos[0]++] & 0xFF;
    int extra = Math.min(8, Integer.numberOfLeadingZeros((~first & 0xFF) << 24));
    if (pos[0] + extra > in.length) {
      throw new InvalidValueException("truncated variable-length integer at offset " + pos[0]);
    }
    long value = extra == 8 ? 0 : first & (0xFF >> extra);
    for (int i = 0; i < extra; i++) {
      value = (value << 8) | (in[pos[0]++] & 0xFF);
    }
    return value;
  }

  static long zigZag(long n) {
    return (n << 1) ^ (n >> 63);
  }

  static long unZigZag(long n) {
    return (n >>> 1) ^ -(n & 1);
  }
}
