package io.wcs.engine.storage;

import java.util.Arrays;
import java.util.Comparator;

/** Unsigned lexicographic order of byte arrays: the order of clustering keys and cell paths. */
public final class Bytes {
  public static final byte[] EMPTY = new byte[0];
  public static final Comparator<byte[]> UNSIGNED = Arrays::compareUnsigned;
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private Bytes() {}

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
