package io.wcs.engine.sstable.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Codes blocks in one {@link HuffmanCode}, in the block form that class describes. Built once per
 * block file: its table holds the code of every pair of bytes, so the coding loop takes four bytes
 * in one load and two lookups.
 */
final class HuffmanEncoder {
  private static final VarHandle BIG_ENDIAN_LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  private static final VarHandle BIG_ENDIAN_INTS =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

  /** Bits of a pair's entry that hold its length (at most 24). */
  private static final int LENGTH_BITS = 5;

  private static final int LENGTH_MASK = (1 << LENGTH_BITS) - 1;

  private final HuffmanCode code;
  private final int[] singles;

  /**
   * For bytes {@code a, b}, at {@code a << 8 | b}: their two codes joined, and their lengths' sum.
   */
  private final int[] pairs = new int[1 << 16];

  HuffmanEncoder(HuffmanCode code) {
    this.code = code;
    int[] codes = code.codes();
    singles = new int[256];
    for (int v = 0; v < 256; v++) {
      singles[v] = codes[v] << LENGTH_BITS | code.length(v);
    }
    for (int a = 0; a < 256; a++) {
      fillPairsStartingWith(a);
    }
  }

  /**
   * Fills the pairs whose first byte is {@code a}. A method of its own because a table is built
   * once a block file, too seldom for the JIT to compile the constructor's loops: in the flushes
   * they ran interpreted, 5–8 % of the flush thread's CPU. Called 256 times a table, this is
   * compiled during the first.
   */
  private void fillPairsStartingWith(int a) {
    int first = singles[a];
    int firstCode = first >>> LENGTH_BITS;
    int firstLength = first & LENGTH_MASK;
    for (int b = 0; b < 256; b++) {
      int second = singles[b];
      int secondLength = second & LENGTH_MASK;
      pairs[a << 8 | b] =
          (firstCode << secondLength | second >>> LENGTH_BITS) << LENGTH_BITS
              | (firstLength + secondLength);
    }
  }

  HuffmanCode code() {
    return code;
  }

  /**
   * The most bytes {@link #encode} writes for {@code length} bytes, with the eight it may write
   * past its end (each store is eight bytes, of which only the whole ones count).
   */
  static int maxEncodedLength(int length) {
    return HuffmanCode.STREAM_TABLE
        + (int) (((long) length * HuffmanCode.MAX_CODE_LENGTH + 7) / 8)
        + HuffmanCode.STREAMS
        + 8;
  }

  /**
   * Codes {@code src[srcOffset, srcOffset + length)} into {@code dst} from {@code dstOffset} (at
   * least {@link #maxEncodedLength} bytes free there) and returns how many bytes that took, or -1
   * as soon as it is more than {@code limit}.
   */
  int encode(byte[] src, int srcOffset, int length, byte[] dst, int dstOffset, int limit) {
    int quarter = HuffmanCode.quarter(length);
    int p = dstOffset + HuffmanCode.STREAM_TABLE;
    for (int k = 0; k < HuffmanCode.STREAMS; k++) {
      int from = srcOffset + Math.min(length, k * quarter);
      int to = srcOffset + Math.min(length, (k + 1) * quarter);
      int next = encodeStream(src, from, to, dst, p);
      if (next - dstOffset > limit) {
        return -1;
      }
      if (k < HuffmanCode.STREAMS - 1) {
        BIG_ENDIAN_INTS.set(dst, dstOffset + 4 * k, next - p);
      }
      p = next;
    }
    return p - dstOffset;
  }

  /**
   * Writes the codes of {@code src[from, to)} from {@code p}, padded to a byte; returns where they
   * end. Four bytes (at most 48 bits of codes) are joined in the accumulator in one step, and with
   * at most 7 bits left over it is stored eight bytes at a time, of which the whole ones count: no
   * branch a code.
   */
  private int encodeStream(byte[] src, int from, int to, byte[] dst, int p) {
    long pending = 0;
    int bits = 0;
    int i = from;
    for (; to - i >= 4; i += 4) {
      int four = (int) BIG_ENDIAN_INTS.get(src, i);
      int front = pairs[four >>> 16];
      int back = pairs[four & 0xFFFF];
      int backLength = back & LENGTH_MASK;
      int length = (front & LENGTH_MASK) + backLength;
      pending =
          pending << length | (long) (front >>> LENGTH_BITS) << backLength | back >>> LENGTH_BITS;
      bits += length;
      BIG_ENDIAN_LONGS.set(dst, p, pending << (64 - bits));
      p += bits >>> 3;
      bits &= 7;
    }
    for (; i < to; i++) {
      int c = singles[src[i] & 0xFF];
      pending = pending << (c & LENGTH_MASK) | c >>> LENGTH_BITS;
      for (bits += c & LENGTH_MASK; bits >= 8; ) {
        bits -= 8;
        dst[p++] = (byte) (pending >>> bits);
      }
    }
    if (bits > 0) {
      dst[p++] = (byte) (pending << (8 - bits));
    }
    return p;
  }
}
