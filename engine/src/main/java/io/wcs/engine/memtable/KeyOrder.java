package io.wcs.engine.memtable;

import io.wcs.engine.storage.DecoratedKey;
import java.util.Arrays;

/**
 * Puts partitions in {@link DecoratedKey} order (token, then key bytes) for a flush or a scan.
 *
 * <p>Why not {@code Arrays.sort} with a comparator: each comparison reads two tokens through two
 * pointers (partition, then key), at random places in the heap once the memtable is larger than the
 * caches, and a sort makes some n log n of them: a fifth of a load's flush was that sort. This one
 * copies the tokens into an array once and sorts them by their bytes (a least significant digit
 * radix sort, eight passes over the array), carrying the partitions along; the rare partitions that
 * share a token are then ordered by key.
 *
 * <p>Stateless.
 */
final class KeyOrder {
  /** Below this many partitions the comparator sort is as fast and allocates nothing. */
  private static final int RADIX_THRESHOLD = 64;

  private static final int DIGIT_BITS = 8;
  private static final int DIGITS = 1 << DIGIT_BITS;

  private KeyOrder() {}

  static void sort(MemtablePartition[] partitions) {
    int n = partitions.length;
    if (n < RADIX_THRESHOLD) {
      Arrays.sort(partitions, MemtablePartition::compareKeys);
      return;
    }
    long[] tokens = new long[n];
    for (int i = 0; i < n; i++) {
      // Flipping the sign bit makes unsigned byte order the signed order of tokens.
      tokens[i] = partitions[i].token() ^ Long.MIN_VALUE;
    }
    long[] tokensTo = new long[n];
    MemtablePartition[] from = partitions;
    MemtablePartition[] to = new MemtablePartition[n];
    int[] starts = new int[DIGITS];
    for (int shift = 0; shift < Long.SIZE; shift += DIGIT_BITS) {
      if (!countDigits(tokens, shift, starts)) {
        continue;
      }
      for (int i = 0; i < n; i++) {
        int at = starts[digit(tokens[i], shift)]++;
        tokensTo[at] = tokens[i];
        to[at] = from[i];
      }
      long[] swapTokens = tokens;
      tokens = tokensTo;
      tokensTo = swapTokens;
      MemtablePartition[] swap = from;
      from = to;
      to = swap;
    }
    if (from != partitions) {
      System.arraycopy(from, 0, partitions, 0, n);
    }
    orderSharedTokens(partitions, tokens);
  }

  /**
   * Sets {@code starts} to where each digit's run begins; false when every token has the same digit
   * there, so that the pass would move nothing.
   */
  private static boolean countDigits(long[] tokens, int shift, int[] starts) {
    Arrays.fill(starts, 0);
    for (long t : tokens) {
      starts[digit(t, shift)]++;
    }
    int total = 0;
    for (int d = 0; d < DIGITS; d++) {
      int count = starts[d];
      if (count == tokens.length) {
        return false;
      }
      starts[d] = total;
      total += count;
    }
    return true;
  }

  private static int digit(long token, int shift) {
    return (int) (token >>> shift) & (DIGITS - 1);
  }

  /** Sorts each run of partitions with equal tokens by key (insertion sort: runs are tiny). */
  private static void orderSharedTokens(MemtablePartition[] partitions, long[] tokens) {
    for (int i = 1; i < partitions.length; i++) {
      if (tokens[i] != tokens[i - 1]) {
        continue;
      }
      MemtablePartition p = partitions[i];
      int j = i - 1;
      while (j >= 0 && tokens[j] == tokens[i] && partitions[j].compareKeys(p) > 0) {
        partitions[j + 1] = partitions[j];
        j--;
      }
      partitions[j + 1] = p;
    }
  }
}
