package io.wcs.engine.types;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * Strict UTF-8 for text values without the JDK's {@code CharsetEncoder}/{@code CharsetDecoder}:
 * those copy through char and byte buffers and were a third of a bulk load's time. The JDK's {@code
 * String.getBytes(UTF_8)} is fast but silently replaces an unpaired surrogate with {@code '?'}, and
 * decoding to check validity builds a string only to drop it, so both checks are done here in one
 * pass over the chars or bytes, with the same strictness as a reporting coder: no unpaired
 * surrogates, no overlong forms, no encoded surrogates, nothing above U+10FFFF.
 */
public final class Utf8 {
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH_BITS = 0x8080_8080_8080_8080L;

  private Utf8() {}

  /** The UTF-8 bytes of {@code s}, or null if it holds an unpaired surrogate. */
  static byte[] encode(String s) {
    int length = s.length();
    for (int i = 0; i < length; i++) {
      char c = s.charAt(i);
      if (Character.isSurrogate(c)) {
        if (!Character.isHighSurrogate(c)
            || i + 1 == length
            || !Character.isLowSurrogate(s.charAt(i + 1))) {
          return null;
        }
        i++;
      }
    }
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** The index of the first char of {@code s} outside ASCII, or -1. */
  public static int firstNonAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) > 0x7F) {
        return i;
      }
    }
    return -1;
  }

  /** The offset of the first byte that does not start a well-formed sequence, or -1. */
  static int firstInvalid(byte[] b) {
    int n = b.length;
    for (int i = skipAscii(b, 0); i < n; i = skipAscii(b, i)) {
      int length = sequenceLength(b, i);
      if (length == 0) {
        return i;
      }
      i += length;
    }
    return -1;
  }

  /**
   * The offset of the first byte at or after {@code from} that is not ASCII, or the length. Text is
   * mostly ASCII, and validating it a byte at a time was a tenth of a bulk load's inserts: this
   * tests eight bytes at once.
   */
  static int skipAscii(byte[] b, int from) {
    int i = from;
    while (i + Long.BYTES <= b.length && ((long) LONGS.get(b, i) & HIGH_BITS) == 0) {
      i += Long.BYTES;
    }
    while (i < b.length && b[i] >= 0) {
      i++;
    }
    return i;
  }

  /** The length of the well-formed multi-byte sequence at {@code i}, or 0. */
  private static int sequenceLength(byte[] b, int i) {
    int lead = b[i] & 0xFF;
    int n = b.length;
    if (lead >= 0xC2 && lead <= 0xDF) {
      return i + 1 < n && continuation(b[i + 1]) ? 2 : 0;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
      if (i + 2 >= n || !continuation(b[i + 1]) || !continuation(b[i + 2])) {
        return 0;
      }
      int second = b[i + 1] & 0xFF;
      boolean overlong = lead == 0xE0 && second < 0xA0;
      boolean surrogate = lead == 0xED && second > 0x9F;
      return overlong || surrogate ? 0 : 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
      if (i + 3 >= n
          || !continuation(b[i + 1])
          || !continuation(b[i + 2])
          || !continuation(b[i + 3])) {
        return 0;
      }
      int second = b[i + 1] & 0xFF;
      boolean overlong = lead == 0xF0 && second < 0x90;
      boolean tooHigh = lead == 0xF4 && second > 0x8F;
      return overlong || tooHigh ? 0 : 4;
    }
    return 0;
  }

  private static boolean continuation(byte b) {
    return (b & 0xC0) == 0x80;
  }
}
