package io.wcs.engine.util;

import java.util.UUID;

/**
 * MD5 (RFC 1321), for the digests WCS gives out as Cassandra does: prepared statement ids and
 * name-based UUIDs. Not for security: MD5 has none left.
 *
 * <p>Why not {@code MessageDigest.getInstance("MD5")}: its first call in a JVM loads the security
 * provider framework, 28–33 ms on the machines we measure on, and an embedded database's first
 * prepare paid it (a tenth of the time from {@code getConnection} to a first answer). This class
 * loads nothing else. It is tested against the JDK's MD5.
 */
public final class Md5 {
  /** Each round's left rotations, four per round, repeated through its sixteen steps. */
  private static final int[] SHIFTS = {7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21};

  /** The RFC's table: the integer part of 2^32 × |sin(i + 1)|, with i in radians. */
  private static final int[] SINES = new int[64];

  static {
    for (int i = 0; i < SINES.length; i++) {
      SINES[i] = (int) (long) Math.floor(Math.abs(StrictMath.sin(i + 1)) * 0x1p32);
    }
  }

  private Md5() {}

  /** The 16-byte digest of {@code data}. */
  public static byte[] digest(byte[] data) {
    // The message, a 1 bit, zeros up to 8 bytes short of a whole block, and its length in bits.
    int blocks = (data.length + 8) / 64 + 1;
    byte[] padded = new byte[blocks * 64];
    System.arraycopy(data, 0, padded, 0, data.length);
    padded[data.length] = (byte) 0x80;
    long bits = (long) data.length * 8;
    for (int i = 0; i < 8; i++) {
      padded[padded.length - 8 + i] = (byte) (bits >>> (8 * i));
    }
    int[] state = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
    int[] words = new int[16];
    for (int offset = 0; offset < padded.length; offset += 64) {
      for (int w = 0; w < 16; w++) {
        words[w] = littleEndianInt(padded, offset + 4 * w);
      }
      compress(state, words);
    }
    byte[] digest = new byte[16];
    for (int i = 0; i < 16; i++) {
      digest[i] = (byte) (state[i / 4] >>> (8 * (i % 4)));
    }
    return digest;
  }

  /**
   * The version 3 (name-based) UUID of {@code name}: the same as {@link UUID#nameUUIDFromBytes}.
   */
  public static UUID nameUuid(byte[] name) {
    byte[] d = digest(name);
    d[6] = (byte) (d[6] & 0x0f | 0x30);
    d[8] = (byte) (d[8] & 0x3f | 0x80);
    long msb = 0;
    long lsb = 0;
    for (int i = 0; i < 8; i++) {
      msb = msb << 8 | (d[i] & 0xFF);
      lsb = lsb << 8 | (d[8 + i] & 0xFF);
    }
    return new UUID(msb, lsb);
  }

  /** One 64-byte block's 64 steps, in four rounds of sixteen with their own function and order. */
  private static void compress(int[] state, int[] words) {
    int a = state[0];
    int b = state[1];
    int c = state[2];
    int d = state[3];
    for (int i = 0; i < 64; i++) {
      int mixed;
      int word;
      switch (i >>> 4) {
        case 0 -> {
          mixed = b & c | ~b & d;
          word = i;
        }
        case 1 -> {
          mixed = d & b | ~d & c;
          word = 5 * i + 1;
        }
        case 2 -> {
          mixed = b ^ c ^ d;
          word = 3 * i + 5;
        }
        default -> {
          mixed = c ^ (b | ~d);
          word = 7 * i;
        }
      }
      int rotated =
          Integer.rotateLeft(
              a + mixed + SINES[i] + words[word & 15], SHIFTS[(i >>> 4) * 4 + (i & 3)]);
      a = d;
      d = c;
      c = b;
      b += rotated;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
  }

  private static int littleEndianInt(byte[] bytes, int at) {
    return bytes[at] & 0xFF
        | (bytes[at + 1] & 0xFF) << 8
        | (bytes[at + 2] & 0xFF) << 16
        | (bytes[at + 3] & 0xFF) << 24;
  }
}
