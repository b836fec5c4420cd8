package io.wcs.engine.types;

import java.util.Arrays;

/**
 * A half-open interval of byte-comparable keys: a key {@code k} is inside iff {@code start <= k <
 * end} in unsigned lexicographic order. Immutable by convention (the arrays are not copied).
 */
public record ByteRange(byte[] start, byte[] end) {

  public boolean contains(byte[] key) {
    return Arrays.compareUnsigned(start, key) <= 0 && Arrays.compareUnsigned(key, end) < 0;
  }

  public boolean isEmpty() {
    return Arrays.compareUnsigned(start, end) >= 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ByteRange r && Arrays.equals(start, r.start) && Arrays.equals(end, r.end);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(start) + Arrays.hashCode(end);
  }

  @Override
  public String toString() {
    return "[" + hex(start) + ", " + hex(end) + ")";
  }

  static String hex(byte[] bytes) {
    StringBuilder b = new StringBuilder();
    for (byte x : bytes) {
      b.append(Character.forDigit((x >> 4) & 0xF, 16)).append(Character.forDigit(x & 0xF, 16));
    }
    return b.toString();
  }
}
