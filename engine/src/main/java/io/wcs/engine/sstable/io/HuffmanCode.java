package io.wcs.engine.sstable.io;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.DataFormatException;

/**
 * A block file's order-0 canonical Huffman code: a code length for every byte value, so it codes
 * any block, not only the one it was built from. Codes are canonical (shorter codes first, codes of
 * one length in the order of the byte values), so the lengths alone define them.
 *
 * <p>Stored as {@value #LENGTHS_BYTES} bytes: the length of byte value 2i in the high nibble of
 * byte i, of 2i + 1 in the low one, each 1 to {@value #MAX_CODE_LENGTH}.
 *
 * <p>A block in the code ({@link HuffmanEncoder}, {@link HuffmanDecoder}):
 *
 * <pre>
 * block  = i32 byte length of streams 0, 1 and 2 | stream 0 | 1 | 2 | 3
 * stream = the codes of one quarter of the block, most significant bit first, the last byte
 *          padded with zero bits; stream k codes bytes [k * q, min(n, (k + 1) * q)) of the n,
 *          where q = ceil(n / 4)
 * </pre>
 *
 * Four independent streams let the processor overlap four decoding chains, each lookup of which
 * waits for the one before it in its stream. The block's length is not stored: the block table
 * knows it.
 */
final class HuffmanCode {
  /** Deepest code: the decoder looks up this many bits at a time. */
  static final int MAX_CODE_LENGTH = 12;

  static final int LENGTHS_BYTES = 128;

  static final int STREAMS = 4;

  /** A block's bytes before its streams: the lengths of all streams but the last. */
  static final int STREAM_TABLE = 4 * (STREAMS - 1);

  private final byte[] lengths;

  private HuffmanCode(byte[] lengths) {
    this.lengths = lengths;
  }

  /**
   * The code for bytes counted {@code counts}: Huffman's, over every byte value, a value not
   * counted weighing as one that was counted once, with lengths capped at {@value
   * #MAX_CODE_LENGTH}.
   */
  static HuffmanCode of(int[] counts) {
    long[] weights = new long[256];
    for (int s = 0; s < 256; s++) {
      weights[s] = Math.max(1, counts[s]);
    }
    byte[] lengths = huffman(weights);
    limit(lengths, weights);
    return new HuffmanCode(lengths);
  }

  /**
   * Caps {@code lengths} at {@value #MAX_CODE_LENGTH} and keeps them a complete prefix code.
   * Capping overfills the code space (Kraft's sum over 2^-length passes 1); each step then
   * lengthens the code whose extra bit costs least for the space it frees, which for a block of
   * text is one of the byte values it lacks. Lengthening can free more than the excess, so the
   * heaviest codes are then shortened while the space holds them: the code ends complete, as the
   * decoder requires. Halving the weights until Huffman's code fits, the simpler way, gives the
   * lacking values' weight of one ever more room: a block of letters and digits took 6.12 bits a
   * byte that way, and takes 6.04 this way.
   */
  private static void limit(byte[] lengths, long[] weights) {
    int full = 1 << MAX_CODE_LENGTH;
    int used = 0;
    for (int s = 0; s < 256; s++) {
      lengths[s] = (byte) Math.min(lengths[s], MAX_CODE_LENGTH);
      used += 1 << (MAX_CODE_LENGTH - lengths[s]);
    }
    while (used > full) {
      int cheapest = -1;
      for (int s = 0; s < 256; s++) {
        if (lengths[s] < MAX_CODE_LENGTH
            && (cheapest < 0
                || weights[s] << lengths[s] < weights[cheapest] << lengths[cheapest])) {
          cheapest = s;
        }
      }
      lengths[cheapest]++;
      used -= 1 << (MAX_CODE_LENGTH - lengths[cheapest]);
    }
    long[] heaviestFirst = new long[256];
    for (int s = 0; s < 256; s++) {
      heaviestFirst[s] = -(weights[s] << 8 | (255 - s));
    }
    Arrays.sort(heaviestFirst);
    while (used < full) {
      for (long entry : heaviestFirst) {
        int s = 255 - (int) (-entry & 0xFF);
        int gain = 1 << (MAX_CODE_LENGTH - lengths[s]);
        if (lengths[s] > 1 && used + gain <= full) {
          lengths[s]--;
          used += gain;
        }
      }
    }
  }

  /** Reads {@link #LENGTHS_BYTES} bytes of lengths, which must form a complete prefix code. */
  static HuffmanCode read(ByteBuffer in) throws DataFormatException {
    byte[] lengths = new byte[256];
    int kraft = 0;
    for (int i = 0; i < LENGTHS_BYTES; i++) {
      int pair = in.get();
      lengths[2 * i] = (byte) (pair >>> 4 & 0xF);
      lengths[2 * i + 1] = (byte) (pair & 0xF);
    }
    for (byte l : lengths) {
      if (l < 1 || l > MAX_CODE_LENGTH) {
        throw new DataFormatException(
            "Huffman code length " + l + " outside 1.." + MAX_CODE_LENGTH);
      }
      kraft += 1 << (MAX_CODE_LENGTH - l);
    }
    if (kraft != 1 << MAX_CODE_LENGTH) {
      throw new DataFormatException("Huffman code lengths do not form a complete prefix code");
    }
    return new HuffmanCode(lengths);
  }

  void write(ByteBuffer out) {
    for (int s = 0; s < 256; s += 2) {
      out.put((byte) (lengths[s] << 4 | lengths[s + 1]));
    }
  }

  int length(int value) {
    return lengths[value];
  }

  /** Bits this code takes for bytes counted {@code counts}. */
  long bits(int[] counts) {
    long bits = 0;
    for (int s = 0; s < 256; s++) {
      bits += (long) counts[s] * lengths[s];
    }
    return bits;
  }

  /** Each byte value's code, right-aligned in its length. */
  int[] codes() {
    int[] perLength = new int[MAX_CODE_LENGTH + 1];
    for (byte l : lengths) {
      perLength[l]++;
    }
    int[] next = new int[MAX_CODE_LENGTH + 1];
    for (int l = 1, code = 0; l <= MAX_CODE_LENGTH; l++) {
      code = (code + perLength[l - 1]) << 1;
      next[l] = code;
    }
    int[] codes = new int[256];
    for (int s = 0; s < 256; s++) {
      codes[s] = next[lengths[s]]++;
    }
    return codes;
  }

  /** The length of each stream's part of a block of {@code length} bytes but the last's. */
  static int quarter(int length) {
    return (length + STREAMS - 1) / STREAMS;
  }

  /** Byte counts of {@code src[offset, offset + length)}. */
  static int[] count(byte[] src, int offset, int length) {
    // Four tables, summed at the end: consecutive increments of one counter wait for each other.
    int[] counts = new int[4 * 256];
    int i = offset;
    for (int end = offset + (length & ~3); i < end; i += 4) {
      counts[src[i] & 0xFF]++;
      counts[256 + (src[i + 1] & 0xFF)]++;
      counts[512 + (src[i + 2] & 0xFF)]++;
      counts[768 + (src[i + 3] & 0xFF)]++;
    }
    for (; i < offset + length; i++) {
      counts[src[i] & 0xFF]++;
    }
    for (int s = 0; s < 256; s++) {
      counts[s] += counts[256 + s] + counts[512 + s] + counts[768 + s];
    }
    return Arrays.copyOf(counts, 256);
  }

  /**
   * Optimal lengths by Huffman's merge of the two lightest nodes. Leaves sorted by weight and
   * merged nodes, which come out in weight order, form two queues, so each merge takes the lightest
   * heads; a node's parent always has a higher index, so one backward pass gives depths.
   */
  private static byte[] huffman(long[] weights) {
    int n = 256;
    long[] leaves = new long[n];
    for (int s = 0; s < n; s++) {
      leaves[s] = weights[s] << 8 | s;
    }
    Arrays.sort(leaves);
    long[] weight = new long[2 * n - 1];
    int[] parent = new int[2 * n - 1];
    for (int i = 0; i < n; i++) {
      weight[i] = leaves[i] >>> 8;
    }
    int leaf = 0;
    int merged = n;
    for (int next = n; next < 2 * n - 1; next++) {
      int a = leaf < n && (merged == next || weight[leaf] <= weight[merged]) ? leaf++ : merged++;
      int b = leaf < n && (merged == next || weight[leaf] <= weight[merged]) ? leaf++ : merged++;
      weight[next] = weight[a] + weight[b];
      parent[a] = next;
      parent[b] = next;
    }
    int[] depth = new int[2 * n - 1];
    for (int i = 2 * n - 3; i >= 0; i--) {
      depth[i] = depth[parent[i]] + 1;
    }
    byte[] lengths = new byte[256];
    for (int i = 0; i < n; i++) {
      lengths[(int) (leaves[i] & 0xFF)] = (byte) Math.min(depth[i], Byte.MAX_VALUE);
    }
    return lengths;
  }
}
