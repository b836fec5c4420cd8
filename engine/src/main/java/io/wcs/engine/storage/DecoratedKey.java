package io.wcs.engine.storage;

import java.util.Arrays;

/**
 * A partition key with its token. Partitions sort by token (signed), then by key bytes (unsigned),
 * which is the order of Cassandra's Murmur3 partitioner and the order of every storage structure.
 */
public record DecoratedKey(long token, byte[] key) implements Comparable<DecoratedKey> {

  @Override
  public int compareTo(DecoratedKey other) {
    return compare(token, key, other.token, other.key);
  }

  /** Compares two keys given as their parts, as {@link #compareTo} compares them. */
  public static int compare(long token, byte[] key, long otherToken, byte[] otherKey) {
    int c = Long.compare(token, otherToken);
    return c != 0 ? c : Arrays.compareUnsigned(key, otherKey);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DecoratedKey d && token == d.token && Arrays.equals(key, d.key);
  }

  @Override
  public int hashCode() {
    return hashCode(token);
  }

  /**
   * The hash code of the key with this token, as {@link #hashCode} gives it: the token alone, a
   * 64-bit hash of the key bytes already. Hashing the bytes again cost a write a loop over its key
   * at every map of partitions it passes through.
   */
  public static int hashCode(long token) {
    return Long.hashCode(token);
  }

  @Override
  public String toString() {
    return "DecoratedKey(" + token + ", " + Bytes.toHex(key) + ")";
  }
}
