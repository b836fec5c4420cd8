package io.wcs.engine.sstable.io;

import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.storage.MalformedDataException;
import java.nio.ByteBuffer;

/**
 * A Bloom filter over partition keys. Probe positions come from double hashing the two halves (h1,
 * h2) of the key's Murmur3 x64 128 hash: probe i is {@code (h1 + i * h2) mod bits}, as in
 * Cassandra, so one hash per key serves every probe.
 *
 * <p>Sized for an expected key count and false-positive chance: {@code bits = -n ln p / (ln 2)^2}
 * and {@code probes = bits / n * ln 2} (at most 20).
 *
 * <p>Serialized form (big-endian): {@code i32 probe count | i64 bit count | i64 word*} with bit
 * {@code b} in word {@code b / 64}, bit {@code b % 64}. The SSTable component around it carries the
 * header and checksum.
 *
 * <p>Not thread-safe while keys are added; safe for concurrent {@link #mightContain} once built.
 */
public final class BloomFilter {
  private static final int MAX_PROBES = 20;

  private final long[] words;
  private final long bits;
  private final int probes;

  private BloomFilter(long[] words, long bits, int probes) {
    this.words = words;
    this.bits = bits;
    this.probes = probes;
  }

  /**
   * An empty filter for about {@code expectedKeys} keys with false-positive chance {@code fpChance}
   * (e.g. 0.01, Cassandra's default {@code bloom_filter_fp_chance}).
   */
  public static BloomFilter create(long expectedKeys, double fpChance) {
    if (!(fpChance > 0 && fpChance < 1)) {
      throw new IllegalArgumentException(
          "bloom filter false-positive chance must be in (0, 1), got " + fpChance);
    }
    long n = Math.max(1, expectedKeys);
    double ln2 = Math.log(2);
    long bits = Math.max(64, (long) Math.ceil(-n * Math.log(fpChance) / (ln2 * ln2)));
    long wordCount = (bits + 63) / 64;
    if (wordCount > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("bloom filter for " + expectedKeys + " keys is too large");
    }
    int probes = (int) Math.max(1, Math.min(MAX_PROBES, Math.round((double) bits / n * ln2)));
    return new BloomFilter(new long[(int) wordCount], wordCount * 64, probes);
  }

  public void add(byte[] key) {
    add(key, 0, key.length);
  }

  public void add(byte[] key, int offset, int length) {
    long[] hash = new long[2];
    Murmur3Partitioner.hash128(key, offset, length, hash);
    for (int i = 0; i < probes; i++) {
      long bit = bitOf(hash[0] + i * hash[1]);
      words[(int) (bit >>> 6)] |= 1L << bit;
    }
  }

  public boolean mightContain(byte[] key) {
    return mightContain(key, 0, key.length);
  }

  public boolean mightContain(byte[] key, int offset, int length) {
    long[] hash = new long[2];
    Murmur3Partitioner.hash128(key, offset, length, hash);
    for (int i = 0; i < probes; i++) {
      long bit = bitOf(hash[0] + i * hash[1]);
      if ((words[(int) (bit >>> 6)] & (1L << bit)) == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code Math.floorMod(h, bits)}, without its branch for a negative hash whose remainder is zero:
   * taken about once in {@code bits} negative hashes, C2 had compiled it as never taken, and threw
   * away the compiled flush path (which inlines {@link #add}) when it first was.
   */
  private long bitOf(long h) {
    long r = h % bits;
    return r + ((r >> 63) & bits);
  }

  public int probes() {
    return probes;
  }

  public long bitCount() {
    return bits;
  }

  public byte[] toBytes() {
    ByteBuffer out = ByteBuffer.allocate(12 + words.length * 8);
    out.putInt(probes).putLong(bits);
    out.asLongBuffer().put(words);
    return out.array();
  }

  /**
   * @throws MalformedDataException if the bytes are not a serialized filter; {@code source} names
   *     where they came from in the message
   */
  public static BloomFilter fromBytes(byte[] bytes, int offset, int length, String source) {
    if (length < 12) {
      throw new MalformedDataException("bloom filter in " + source + " is truncated");
    }
    ByteBuffer in = ByteBuffer.wrap(bytes, offset, length);
    int probes = in.getInt();
    long bits = in.getLong();
    if (probes < 1
        || probes > MAX_PROBES
        || bits <= 0
        || bits % 64 != 0
        || (length - 12) / 8 != bits / 64
        || (length - 12) % 8 != 0) {
      throw new MalformedDataException(
          "bloom filter in "
              + source
              + " is malformed: "
              + probes
              + " probes, "
              + bits
              + " bits in "
              + length
              + " bytes");
    }
    long[] words = new long[(int) (bits / 64)];
    in.asLongBuffer().get(words);
    return new BloomFilter(words, bits, probes);
  }
}
