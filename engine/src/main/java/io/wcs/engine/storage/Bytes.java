package io.wcs.engine.storage;

import java.util.Arrays;
import java.util.Comparator;

/** Unsigned lexicographic order of byte arrays: the order of clustering keys and cell paths. */
public final class Bytes {
  public static final byte[] EMPTY = new byte[0];
  public static final Comparator<byte[]> UNSIGNED = Arrays::compareUnsigned;
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private Bytes() {}

  /**
   * In {@code sorted} (ascending, unsigned), the index of the last element at or before {@code key}
   * ({@code inclusive}) or strictly before it; -1 when there is none.
   */
  public static int lastIndexBefore(byte[][] sorted, byte[] key, boolean inclusive) {
    int lo = 0;
    int hi = sorted.length - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = Arrays.compareUnsigned(sorted[mid], key);
      if (c < 0 || (inclusive && c == 0)) {
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return hi;
  }

  public static String toHex(byte[] bytes) {
    if (bytes == null) {
      return "null";
    }
    StringBuilder sb = new StringBuilder(bytes.length * 2 + 2).append("0x");
    for (byte b : bytes) {
      sb.append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
    }
    return sb.toString();
  }
}
