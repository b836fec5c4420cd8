package io.wcs.bench.sidebyside;

import java.util.SplittableRandom;

/**
 * The benchmark's data: row {@code i}'s key is a bijective hash of {@code i}, so a load in index
 * order writes keys in random order and a reader can name any loaded row from its index alone.
 */
final class Rows {
  static final int FIELD_LENGTH = 100;
  private static final char[] ALPHABET =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".toCharArray();

  private Rows() {}

  static String key(long index) {
    // Multiplying by an odd constant is a bijection on 64-bit values.
    return "user" + Long.toHexString(index * 0x9E3779B97F4A7C15L);
  }

  /** 100 random printable characters: 100 bytes in UTF-8. */
  static String field(SplittableRandom random) {
    char[] text = new char[FIELD_LENGTH];
    for (int i = 0; i < text.length; i++) {
      text[i] = ALPHABET[random.nextInt(ALPHABET.length)];
    }
    return new String(text);
  }

  static Target.UserRow user(long index, SplittableRandom random) {
    String[] fields = new String[SqlDialect.FIELDS];
    for (int f = 0; f < fields.length; f++) {
      fields[f] = field(random);
    }
    return new Target.UserRow(key(index), fields);
  }
}
