package io.wcs.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * The users a server lets in ({@code wcs server --users FILE}), each with a salted, slow hash of
 * its password: PBKDF2 with HMAC-SHA256, so that a stolen file does not give the passwords away
 * cheaply. A line is {@code user:pbkdf2-sha256:ITERATIONS:SALT:HASH} (salt and hash in Base64);
 * {@code #} starts a comment. {@link #line} makes one. Immutable and thread-safe.
 */
public final class PasswordFile {
  static final String SCHEME = "pbkdf2-sha256";

  /** OWASP's 2023 advice for PBKDF2-HMAC-SHA256. */
  static final int DEFAULT_ITERATIONS = 600_000;

  private static final int SALT_BYTES = 16;
  private static final int HASH_BITS = 256;

  private record Entry(int iterations, byte[] salt, byte[] hash) {}

  private final Map<String, Entry> users;

  private PasswordFile(Map<String, Entry> users) {
    this.users = Map.copyOf(users);
  }

  /**
   * Reads a password file.
   *
   * @throws IOException if it cannot be read
   * @throws IllegalArgumentException naming the line that is not a user entry
   */
  static PasswordFile read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    Map<String, Entry> users = new HashMap<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split(":", -1);
      try {
        if (parts.length != 5 || !parts[1].equals(SCHEME) || parts[0].isEmpty()) {
          throw new IllegalArgumentException("expected user:" + SCHEME + ":ITERATIONS:SALT:HASH");
        }
        Base64.Decoder base64 = Base64.getDecoder();
        users.put(
            parts[0],
            new Entry(
                Integer.parseInt(parts[2]), base64.decode(parts[3]), base64.decode(parts[4])));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            file + " line " + (i + 1) + " is not a user entry: " + e.getMessage(), e);
      }
    }
    return new PasswordFile(users);
  }

  /** Whether {@code password} is the password of {@code user}; slow on purpose. */
  boolean accepts(String user, String password) {
    Entry entry = users.get(user);
    if (entry == null) {
      return false;
    }
    return MessageDigest.isEqual(entry.hash(), hash(password, entry.salt(), entry.iterations()));
  }

  /** A password file line for {@code user}, with a fresh random salt. */
  public static String line(String user, String password, int iterations) {
    if (user.isEmpty() || user.contains(":")) {
      throw new IllegalArgumentException("a user name must be non-empty and without ':'");
    }
    byte[] salt = new byte[SALT_BYTES];
    new SecureRandom().nextBytes(salt);
    Base64.Encoder base64 = Base64.getEncoder();
    return String.join(
        ":",
        user,
        SCHEME,
        Integer.toString(iterations),
        base64.encodeToString(salt),
        base64.encodeToString(hash(password, salt, iterations)));
  }

  private static byte[] hash(String password, byte[] salt, int iterations) {
    PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, iterations, HASH_BITS);
    try {
      return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("the JDK lacks PBKDF2WithHmacSHA256", e);
    } finally {
      spec.clearPassword();
    }
  }
}
