package io.wcs.engine.sstable.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.zip.DataFormatException;

/**
 * Decodes blocks in one {@link HuffmanCode}, built once per block file. Its tables map every
 * {@value HuffmanCode#MAX_CODE_LENGTH}-bit window to the codes that start it: one table the first
 * code's byte value and length, the other up to two codes, all the window holds whole, so that text
 * of six-bit codes decodes two bytes a lookup. The code is complete, so every window starts a code.
 * Thread-safe.
 */
final class HuffmanDecoder {
  private static final VarHandle BIG_ENDIAN_LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

  /** Stores a pair's first byte value before its second. */
  private static final VarHandle LITTLE_ENDIAN_SHORTS =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

  /** Moves a window's top bits down to index the table. */
  private static final int SHIFT = 64 - HuffmanCode.MAX_CODE_LENGTH;

  /**
   * Each thread's copy of a block's streams, with eight zero bytes after them for the last loads.
   */
  private static final ThreadLocal<byte[][]> STREAMS =
      ThreadLocal.withInitial(() -> new byte[1][0]);

  private static final int WINDOWS = 1 << HuffmanCode.MAX_CODE_LENGTH;

  /** Where a {@link #pairs} entry keeps its fields, and how wide a sum of four of them is. */
  private static final int COUNT_SHIFT = 6;

  private static final int VALUES_SHIFT = 16;
  private static final int BITS = (1 << COUNT_SHIFT) - 1;
  private static final int COUNT = 3;
  private static final int COUNT_SUM = 0xF;

  /** {@code value << 4 | length} of the first code of every window. */
  private final short[] table = new short[WINDOWS];

  /**
   * For every window, {@code second value << 24 | first value << 16 | count << 6 | bits}: the one
   * or two codes it holds whole, and their bits. The window shifts by the entry itself, since a
   * long shift takes only the low six bits: the bits, at most 12, with bit 5 clear. Four entries
   * summed hold their bits in the low six bits (at most 48) and their counts in the next four (at
   * most 8), so a stream's four lookups keep no lengths aside.
   */
  private final int[] pairs = new int[WINDOWS];

  HuffmanDecoder(HuffmanCode code) {
    int[] codes = code.codes();
    for (int s = 0; s < 256; s++) {
      int l = code.length(s);
      int from = codes[s] << (HuffmanCode.MAX_CODE_LENGTH - l);
      Arrays.fill(
          table, from, from + (1 << (HuffmanCode.MAX_CODE_LENGTH - l)), (short) (s << 4 | l));
    }
    for (int w = 0; w < WINDOWS; w++) {
      int first = table[w];
      int firstLength = first & 0xF;
      int second = table[(w << firstLength) & (WINDOWS - 1)];
      int bothLength = firstLength + (second & 0xF);
      pairs[w] =
          bothLength <= HuffmanCode.MAX_CODE_LENGTH
              ? (second >>> 4) << 24 | (first >>> 4) << VALUES_SHIFT | 2 << COUNT_SHIFT | bothLength
              : (first >>> 4) << VALUES_SHIFT | 1 << COUNT_SHIFT | firstLength;
    }
  }

  /**
   * Decodes the {@code length} bytes of {@code src} from {@code srcOffset} into {@code dst[0,
   * dst.length)}, which they must fill exactly.
   */
  void decode(ByteBuffer src, int srcOffset, int length, byte[] dst) throws DataFormatException {
    int payload = length - HuffmanCode.STREAM_TABLE;
    if (payload < 0) {
      throw new DataFormatException("Huffman block of " + length + " bytes has no stream table");
    }
    int[] ends = new int[HuffmanCode.STREAMS];
    for (int k = 0, end = 0; k < HuffmanCode.STREAMS; k++) {
      if (k < HuffmanCode.STREAMS - 1) {
        int bytes = src.getInt(srcOffset + 4 * k);
        if (bytes < 0 || bytes > payload - end) {
          throw new DataFormatException("Huffman stream lengths do not fit the block");
        }
        end += bytes;
      } else {
        end = payload;
      }
      ends[k] = end;
    }
    byte[][] holder = STREAMS.get();
    if (holder[0].length < payload + 8) {
      holder[0] = new byte[payload + 8];
    }
    byte[] in = holder[0];
    src.get(srcOffset + HuffmanCode.STREAM_TABLE, in, 0, payload);
    Arrays.fill(in, payload, payload + 8, (byte) 0);
    decodeStreams(in, ends, dst);
  }

  /**
   * Decodes the four streams, which end at {@code ends} in {@code in}, into their quarters of
   * {@code dst}: side by side while every stream has eight bytes of input left and eight of its
   * quarter to fill, then each to its end.
   */
  private void decodeStreams(byte[] in, int[] ends, byte[] dst) throws DataFormatException {
    int n = dst.length;
    int quarter = HuffmanCode.quarter(n);
    int[] outEnd = new int[HuffmanCode.STREAMS];
    for (int k = 0; k < HuffmanCode.STREAMS; k++) {
      outEnd[k] = Math.min(n, (k + 1) * quarter);
    }
    int p0 = 0;
    int p1 = ends[0] * 8;
    int p2 = ends[1] * 8;
    int p3 = ends[2] * 8;
    // Each stream's quarter starts where the one before it ends.
    int o0 = 0;
    int o1 = outEnd[0];
    int o2 = outEnd[1];
    int o3 = outEnd[2];
    // A window loads eight bytes from the byte of its bit, so a stream's last window starts before
    // bit limit; four windows read at most 48 bits and write at most eight bytes. The loop runs as
    // many rounds as every stream surely can, then counts again, so a round tests nothing.
    int bitLimit0 = (ends[0] - 7) * 8;
    int bitLimit1 = (ends[1] - 7) * 8;
    int bitLimit2 = (ends[2] - 7) * 8;
    int bitLimit3 = (ends[3] - 7) * 8;
    while (true) {
      int rounds =
          Math.min(
              Math.min(
                  safeRounds(p0, bitLimit0, o0, outEnd[0]),
                  safeRounds(p1, bitLimit1, o1, outEnd[1])),
              Math.min(
                  safeRounds(p2, bitLimit2, o2, outEnd[2]),
                  safeRounds(p3, bitLimit3, o3, outEnd[3])));
      if (rounds == 0) {
        break;
      }
      for (int r = 0; r < rounds; r++) {
        int step = decodeFourWindows(in, p0, dst, o0);
        p0 += step & BITS;
        o0 += step >>> COUNT_SHIFT & COUNT_SUM;
        step = decodeFourWindows(in, p1, dst, o1);
        p1 += step & BITS;
        o1 += step >>> COUNT_SHIFT & COUNT_SUM;
        step = decodeFourWindows(in, p2, dst, o2);
        p2 += step & BITS;
        o2 += step >>> COUNT_SHIFT & COUNT_SUM;
        step = decodeFourWindows(in, p3, dst, o3);
        p3 += step & BITS;
        o3 += step >>> COUNT_SHIFT & COUNT_SUM;
      }
    }
    int[] positions = {p0, p1, p2, p3};
    int[] outs = {o0, o1, o2, o3};
    for (int k = 0; k < HuffmanCode.STREAMS; k++) {
      decodeRest(in, positions[k], ends[k] * 8, dst, outs[k], outEnd[k]);
    }
  }

  /**
   * How many rounds of four windows a stream at bit {@code p} and byte {@code o} of its quarter can
   * surely take, each reading at most 48 bits and writing at most eight bytes.
   */
  private static int safeRounds(int p, int bitLimit, int o, int outEnd) {
    if (p >= bitLimit || o + 8 > outEnd) {
      return 0;
    }
    return Math.min((bitLimit - 1 - p) / 48, (outEnd - 8 - o) / 8) + 1;
  }

  /**
   * Decodes four windows, four to eight codes, from bit {@code p} of {@code in} (at least eight
   * bytes from its byte) into {@code dst} from {@code at}, which has room for eight; returns the
   * four entries' sum, which holds the bits read and the bytes written as {@link #pairs} says. Four
   * windows take at most 48 bits, and the loaded window holds at least 57.
   */
  private int decodeFourWindows(byte[] in, int p, byte[] dst, int at) {
    long window = (long) BIG_ENDIAN_LONGS.get(in, p >>> 3) << (p & 7);
    int e0 = pairs[(int) (window >>> SHIFT)];
    window <<= e0;
    at = put(dst, at, e0);
    int e1 = pairs[(int) (window >>> SHIFT)];
    window <<= e1;
    at = put(dst, at, e1);
    int e2 = pairs[(int) (window >>> SHIFT)];
    window <<= e2;
    at = put(dst, at, e2);
    int e3 = pairs[(int) (window >>> SHIFT)];
    put(dst, at, e3);
    return e0 + e1 + e2 + e3;
  }

  /** Writes an entry's one or two bytes at {@code at}; returns where the next go. */
  private static int put(byte[] dst, int at, int entry) {
    LITTLE_ENDIAN_SHORTS.set(dst, at, (short) (entry >>> VALUES_SHIFT));
    return at + (entry >>> COUNT_SHIFT & COUNT);
  }

  /**
   * Decodes codes from bit {@code p} of a stream that ends at bit {@code end} into {@code dst[from,
   * to)}, code by code; checks the stream ends with the last code, but for its padding.
   */
  private void decodeRest(byte[] in, int p, int end, byte[] dst, int from, int to)
      throws DataFormatException {
    for (int i = from; i < to; i++) {
      if (p >= end) {
        throw new DataFormatException("Huffman bits end inside the block");
      }
      long window = (long) BIG_ENDIAN_LONGS.get(in, p >>> 3) << (p & 7);
      int entry = table[(int) (window >>> SHIFT)];
      dst[i] = (byte) (entry >>> 4);
      p += entry & 0xF;
    }
    if (p > end) {
      throw new DataFormatException("Huffman bits end inside the block");
    }
    if (end - p >= 8) {
      throw new DataFormatException("Huffman bits go on after the block's last byte");
    }
  }
}
