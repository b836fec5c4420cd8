package io.wcs.engine.partition;

import java.nio.ByteBuffer;

/**
 * Cassandra's {@code Murmur3Partitioner}: a partition key's token is the first 64 bits of
 * MurmurHash3 x64 128 (seed 0) of the serialized key, bit for bit as Cassandra computes it, so
 * {@code token()} and full-scan order match Cassandra.
 *
 * <p>Cassandra's hash differs from reference MurmurHash3 in one place, kept here on purpose: the
 * bytes of the final partial block are sign-extended before being shifted in (Java's signed {@code
 * byte}), so keys whose tail has bytes &gt;= 0x80 hash differently from other Murmur3
 * implementations. Two more rules: the empty key has the minimum token {@link Long#MIN_VALUE}, and
 * a hash equal to {@link Long#MIN_VALUE} is mapped to {@link Long#MAX_VALUE}, so that the minimum
 * token belongs to no real key.
 *
 * <p>Stateless and thread-safe.
 */
public final class Murmur3Partitioner {
  public static final long MINIMUM_TOKEN = Long.MIN_VALUE;
  public static final long MAXIMUM_TOKEN = Long.MAX_VALUE;

  private static final long C1 = 0x87c3_7b91_1142_53d5L;
  private static final long C2 = 0x4cf5_ad43_2745_937fL;

  private Murmur3Partitioner() {}

  public static long token(byte[] key) {
    return token(key, 0, key.length);
  }

  public static long token(ByteBuffer key) {
    if (key.hasArray()) {
      return token(key.array(), key.arrayOffset() + key.position(), key.remaining());
    }
    byte[] copy = new byte[key.remaining()];
    key.duplicate().get(copy);
    return token(copy);
  }

  public static long token(byte[] key, int offset, int length) {
    if (length == 0) {
      return MINIMUM_TOKEN;
    }
    long h1 = hash128(key, offset, length, null);
    return h1 == Long.MIN_VALUE ? Long.MAX_VALUE : h1;
  }

  /**
   * Cassandra's MurmurHash3 x64 128 with seed 0. Returns the first half; stores both halves in
   * {@code both} when it is not null (Bloom filters use the pair for double hashing).
   */
  public static long hash128(byte[] key, int offset, int length, long[] both) {
    long h1 = 0;
    long h2 = 0;
    int blocks = length / 16;
    for (int i = 0; i < blocks; i++) {
      int at = offset + i * 16;
      long k1 = littleEndianLong(key, at);
      long k2 = littleEndianLong(key, at + 8);

      h1 ^= mixK1(k1);
      h1 = Long.rotateLeft(h1, 27) + h2;
      h1 = h1 * 5 + 0x52dc_e729;

      h2 ^= mixK2(k2);
      h2 = Long.rotateLeft(h2, 31) + h1;
      h2 = h2 * 5 + 0x3849_5ab5;
    }

    int tail = offset + blocks * 16;
    int rest = length & 15;
    long k1 = 0;
    long k2 = 0;
    // Sign-extended on purpose: (long) of a signed byte, as Cassandra does.
    for (int i = rest - 1; i >= 8; i--) {
      k2 ^= ((long) key[tail + i]) << ((i - 8) * 8);
    }
    for (int i = Math.min(rest, 8) - 1; i >= 0; i--) {
      k1 ^= ((long) key[tail + i]) << (i * 8);
    }
    if (rest > 8) {
      h2 ^= mixK2(k2);
    }
    if (rest > 0) {
      h1 ^= mixK1(k1);
    }

    h1 ^= length;
    h2 ^= length;
    h1 += h2;
    h2 += h1;
    h1 = finalMix(h1);
    h2 = finalMix(h2);
    h1 += h2;
    h2 += h1;
    if (both != null) {
      both[0] = h1;
      both[1] = h2;
    }
    return h1;
  }

  private static long mixK1(long k1) {
    return Long.rotateLeft(k1 * C1, 31) * C2;
  }

  private static long mixK2(long k2) {
    return Long.rotateLeft(k2 * C2, 33) * C1;
  }

  private static long finalMix(long k) {
    k ^= k >>> 33;
    k *= 0xff51_afd7_ed55_8ccdL;
    k ^= k >>> 33;
    k *= 0xc4ce_b9fe_1a85_ec53L;
    k ^= k >>> 33;
    return k;
  }

  private static long littleEndianLong(byte[] b, int at) {
    long v = 0;
    for (int i = 7; i >= 0; i--) {
      v = (v << 8) | (b[at + i] & 0xFF);
    }
    return v;
  }
}
