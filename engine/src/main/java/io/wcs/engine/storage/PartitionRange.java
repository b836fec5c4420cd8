package io.wcs.engine.storage;

import java.util.Comparator;

/**
 * A range of partitions in token order. A null bound is unbounded. The smallest key of a token is
 * {@code (token, empty key)}, so token bounds map onto key bounds without a special key kind.
 *
 * @param tokens the range as Cassandra's traces write it, when the query's token restrictions give
 *     it words a range of keys cannot tell (see {@link #describeTokens}); else null
 */
public record PartitionRange(
    DecoratedKey start,
    boolean startInclusive,
    DecoratedKey end,
    boolean endInclusive,
    String tokens) {
  private static final byte[] NO_KEY = new byte[0];

  /**
   * The ring's end as Cassandra's traces write it: the bound before every key of the minimum token.
   */
  public static final String RING_END = "min(" + Long.MIN_VALUE + ")";

  public static final PartitionRange ALL = new PartitionRange(null, true, null, true);

  public PartitionRange(
      DecoratedKey start, boolean startInclusive, DecoratedKey end, boolean endInclusive) {
    this(start, startInclusive, end, endInclusive, null);
  }

  /**
   * Cassandra's token range {@code (startExclusive, endInclusive]}. Long.MIN_VALUE is Murmur3's
   * minimum token, which no key has, so {@code ofTokens(Long.MIN_VALUE, Long.MAX_VALUE)} is all.
   */
  public static PartitionRange ofTokens(long startExclusive, long endInclusive) {
    return ofTokens(startExclusive, endInclusive, null);
  }

  /**
   * {@link #ofTokens(long, long)}, written in traces as {@code tokens}: Cassandra's bounds, {@code
   * min(t)} before every key of token t and {@code max(t)} after them, as in {@code (max(5),
   * min(10)]} for {@code token(k) > 5 AND token(k) < 10}.
   */
  public static PartitionRange ofTokens(long startExclusive, long endInclusive, String tokens) {
    if (startExclusive >= endInclusive) {
      throw new IllegalArgumentException(
          "token range (" + startExclusive + ", " + endInclusive + "] is empty or wraps");
    }
    DecoratedKey end =
        endInclusive == Long.MAX_VALUE ? null : new DecoratedKey(endInclusive + 1, NO_KEY);
    return new PartitionRange(
        new DecoratedKey(startExclusive + 1, NO_KEY), true, end, false, tokens);
  }

  /**
   * A range that holds no partition, written in traces as {@code tokens}: Cassandra scans, and
   * traces, the range after the ring's last token ({@code token(k) > 9223372036854775807}).
   */
  public static PartitionRange empty(String tokens) {
    DecoratedKey bound = new DecoratedKey(Long.MAX_VALUE, NO_KEY);
    return new PartitionRange(bound, true, bound, false, tokens);
  }

  /**
   * The range as Cassandra's traces write it: the words it was made with, else by tokens, {@code
   * (min(-9223372036854775808), min(-9223372036854775808)]} for the whole ring.
   */
  public String describeTokens() {
    if (tokens != null) {
      return tokens;
    }
    return "("
        + (start == null ? RING_END : Long.toString(start.token() - (startInclusive ? 1 : 0)))
        + ", "
        + (end == null ? RING_END : Long.toString(end.token() - (endInclusive ? 0 : 1)))
        + "]";
  }

  /** The rest of this range after {@code key} (paging). */
  public PartitionRange after(DecoratedKey key) {
    return new PartitionRange(key, false, end, endInclusive);
  }

  public boolean contains(DecoratedKey key) {
    return contains(key, Comparator.naturalOrder());
  }

  /** Whether the key is in the range with partitions in {@code order}, not token order. */
  public boolean contains(DecoratedKey key, Comparator<DecoratedKey> order) {
    return !isBeforeStart(key, order) && !isAfterEnd(key, order);
  }

  public boolean isBeforeStart(DecoratedKey key) {
    return isBeforeStart(key, Comparator.naturalOrder());
  }

  private boolean isBeforeStart(DecoratedKey key, Comparator<DecoratedKey> order) {
    if (start == null) {
      return false;
    }
    int c = order.compare(key, start);
    return startInclusive ? c < 0 : c <= 0;
  }

  public boolean isAfterEnd(DecoratedKey key) {
    return isAfterEnd(key, Comparator.naturalOrder());
  }

  private boolean isAfterEnd(DecoratedKey key, Comparator<DecoratedKey> order) {
    if (end == null) {
      return false;
    }
    int c = order.compare(key, end);
    return endInclusive ? c > 0 : c >= 0;
  }
}
