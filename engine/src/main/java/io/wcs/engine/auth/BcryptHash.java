package io.wcs.engine.auth;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * bcrypt, the password hash Cassandra stores ({@code $2a$10$…}, from jBCrypt): checked here so that
 * a role created {@code WITH HASHED PASSWORD} from a Cassandra node's {@code system_auth.roles}
 * logs in with its password. The JDK has no bcrypt; this is Provos and Mazières's algorithm (1999):
 * Blowfish whose key schedule, salted, runs 2^cost times over.
 *
 * <p>A hash is {@code $2a$}, {@code $2b$} or {@code $2y$} (the same algorithm, named by different
 * libraries' versions), the cost in two digits, {@code $}, then 22 characters of salt (16 bytes)
 * and 31 of hash (23 bytes) in bcrypt's own Base64 alphabet.
 */
final class BcryptHash {
  private static final Pattern FORM =
      Pattern.compile("\\$2[aby]\\$(0[4-9]|[12][0-9]|3[01])\\$[./A-Za-z0-9]{53}");

  private static final String ALPHABET =
      "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

  private static final int SALT_BYTES = 16;
  private static final int HASH_BYTES = 23;
  private static final int SALT_CHARS = 22;

  /** Blowfish's P-array and its four S-boxes, one after the other. */
  private static final int P_WORDS = 18;

  private static final int S_WORDS = 4 * 256;

  /** The text bcrypt encrypts with the expensive key, 64 times. */
  private static final byte[] MAGIC =
      "OrpheanBeholderScryDoubt".getBytes(StandardCharsets.US_ASCII);

  private static final int MAGIC_ROUNDS = 64;

  private final int[] p = new int[P_WORDS];
  private final int[] s = new int[S_WORDS];

  private BcryptHash() {
    System.arraycopy(PiWords.WORDS, 0, p, 0, P_WORDS);
    System.arraycopy(PiWords.WORDS, P_WORDS, s, 0, S_WORDS);
  }

  /** Whether {@code stored} is a bcrypt hash. */
  static boolean isWellFormed(String stored) {
    return FORM.matcher(stored).matches();
  }

  /** Whether {@code password} hashes to {@code stored}, a well-formed bcrypt hash. */
  static boolean matches(String password, String stored) {
    int cost = Integer.parseInt(stored.substring(4, 6));
    String prefix = stored.substring(0, 7 + SALT_CHARS);
    byte[] salt = decode(stored.substring(7, 7 + SALT_CHARS), SALT_BYTES);
    return MessageDigest.isEqual(
        stored.getBytes(StandardCharsets.US_ASCII),
        (prefix + encode(hash(password, salt, cost), HASH_BYTES))
            .getBytes(StandardCharsets.US_ASCII));
  }

  /**
   * The hash of {@code password} with this salt and cost, in the form {@link #isWellFormed} takes,
   * under {@code $2a$}.
   */
  static String of(String password, byte[] salt, int cost) {
    return String.format(Locale.ROOT, "$2a$%02d$", cost)
        + encode(salt, SALT_BYTES)
        + encode(hash(password, salt, cost), HASH_BYTES);
  }

  /** The 24 bytes of the magic text encrypted with the key set up from password, salt and cost. */
  private static byte[] hash(String password, byte[] salt, int cost) {
    // The password's bytes with their terminating zero byte, as C strings hold them.
    byte[] utf8 = password.getBytes(StandardCharsets.UTF_8);
    byte[] key = Arrays.copyOf(utf8, utf8.length + 1);
    BcryptHash cipher = new BcryptHash();
    cipher.expandKey(key, salt);
    for (long round = 1L << cost; round > 0; round--) {
      cipher.expandKey(key, null);
      cipher.expandKey(salt, null);
    }
    int[] text = new int[MAGIC.length / 4];
    int[] at = {0};
    for (int i = 0; i < text.length; i++) {
      text[i] = nextWord(MAGIC, at);
    }
    for (int round = 0; round < MAGIC_ROUNDS; round++) {
      for (int i = 0; i < text.length; i += 2) {
        cipher.encrypt(text, i);
      }
    }
    byte[] out = new byte[text.length * 4];
    for (int i = 0; i < text.length; i++) {
      out[4 * i] = (byte) (text[i] >>> 24);
      out[4 * i + 1] = (byte) (text[i] >>> 16);
      out[4 * i + 2] = (byte) (text[i] >>> 8);
      out[4 * i + 3] = (byte) text[i];
    }
    return out;
  }

  /**
   * bcrypt's ExpandKey: the key's bytes, cycled, XORed into the P-array, then every P and S entry
   * replaced, two at a time, by the encryption of the entries before them, each block first XORed
   * with the salt's next eight bytes (cycled). Without a salt it is Blowfish's own key schedule.
   */
  private void expandKey(byte[] key, byte[] salt) {
    int[] keyAt = {0};
    for (int i = 0; i < P_WORDS; i++) {
      p[i] ^= nextWord(key, keyAt);
    }
    int[] block = {0, 0};
    int[] saltAt = {0};
    for (int i = 0; i < P_WORDS; i += 2) {
      mixSalt(block, salt, saltAt);
      encrypt(block, 0);
      p[i] = block[0];
      p[i + 1] = block[1];
    }
    for (int i = 0; i < S_WORDS; i += 2) {
      mixSalt(block, salt, saltAt);
      encrypt(block, 0);
      s[i] = block[0];
      s[i + 1] = block[1];
    }
  }

  private static void mixSalt(int[] block, byte[] salt, int[] at) {
    if (salt != null) {
      block[0] ^= nextWord(salt, at);
      block[1] ^= nextWord(salt, at);
    }
  }

  /** The four bytes of {@code bytes} from {@code at[0]}, cycling, big-endian; moves {@code at}. */
  private static int nextWord(byte[] bytes, int[] at) {
    int word = 0;
    for (int i = 0; i < 4; i++) {
      word = word << 8 | (bytes[at[0]] & 0xFF);
      at[0] = (at[0] + 1) % bytes.length;
    }
    return word;
  }

  /** Encrypts the block {@code block[i], block[i + 1]} in place: Blowfish's sixteen rounds. */
  private void encrypt(int[] block, int i) {
    int left = block[i];
    int right = block[i + 1];
    for (int round = 0; round < 16; round += 2) {
      left ^= p[round];
      right ^= f(left);
      right ^= p[round + 1];
      left ^= f(right);
    }
    block[i] = right ^ p[17];
    block[i + 1] = left ^ p[16];
  }

  private int f(int x) {
    return ((s[x >>> 24] + s[256 | (x >>> 16 & 0xFF)]) ^ s[512 | (x >>> 8 & 0xFF)])
        + s[768 | (x & 0xFF)];
  }

  /** bcrypt's Base64: its own alphabet, no padding, the first {@code length} bytes. */
  private static String encode(byte[] bytes, int length) {
    StringBuilder out = new StringBuilder((length * 4 + 2) / 3);
    for (int i = 0; i < length; i += 3) {
      int b0 = bytes[i] & 0xFF;
      int b1 = i + 1 < length ? bytes[i + 1] & 0xFF : 0;
      int b2 = i + 2 < length ? bytes[i + 2] & 0xFF : 0;
      out.append(ALPHABET.charAt(b0 >>> 2));
      out.append(ALPHABET.charAt((b0 & 0x03) << 4 | b1 >>> 4));
      if (i + 1 < length) {
        out.append(ALPHABET.charAt((b1 & 0x0F) << 2 | b2 >>> 6));
      }
      if (i + 2 < length) {
        out.append(ALPHABET.charAt(b2 & 0x3F));
      }
    }
    return out.toString();
  }

  /** The first {@code length} bytes of bcrypt Base64 text. */
  private static byte[] decode(String text, int length) {
    byte[] out = new byte[length];
    long bits = 0;
    int pending = 0;
    int n = 0;
    for (int i = 0; i < text.length() && n < length; i++) {
      bits = bits << 6 | ALPHABET.indexOf(text.charAt(i));
      pending += 6;
      if (pending >= 8) {
        pending -= 8;
        out[n++] = (byte) (bits >>> pending);
      }
    }
    return out;
  }

  /**
   * Blowfish's initial P-array and S-boxes: the hexadecimal digits of π's fractional part, 32 bits
   * an entry, in order. Computed once, when a bcrypt hash is first checked, rather than written out
   * as 1,042 constants: π = 16·atan(1/5) − 4·atan(1/239) (Machin), in fixed point with guard bits
   * for the series' rounding, takes some milliseconds.
   */
  static final class PiWords {
    static final int[] WORDS = compute(P_WORDS + S_WORDS);

    private PiWords() {}

    private static int[] compute(int words) {
      int bits = words * 32;
      int scale = bits + 64;
      BigInteger pi =
          arctanOfInverse(5, scale).shiftLeft(4).subtract(arctanOfInverse(239, scale).shiftLeft(2));
      BigInteger fraction = pi.subtract(BigInteger.valueOf(3).shiftLeft(scale)).shiftRight(64);
      int[] out = new int[words];
      for (int i = 0; i < words; i++) {
        out[i] = fraction.shiftRight(bits - 32 * (i + 1)).intValue();
      }
      return out;
    }

    /** atan(1/x), scaled by 2^scale: its Taylor series, to the last term that is not zero. */
    private static BigInteger arctanOfInverse(int x, int scale) {
      BigInteger power = BigInteger.ONE.shiftLeft(scale).divide(BigInteger.valueOf(x));
      BigInteger squared = BigInteger.valueOf((long) x * x);
      BigInteger sum = power;
      for (int k = 1; power.signum() != 0; k++) {
        power = power.divide(squared);
        BigInteger term = power.divide(BigInteger.valueOf(2L * k + 1));
        sum = k % 2 == 1 ? sum.subtract(term) : sum.add(term);
      }
      return sum;
    }
  }
}
