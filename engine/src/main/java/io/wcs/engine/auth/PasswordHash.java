package io.wcs.engine.auth;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * A role's salted, slow password hash: PBKDF2 with HMAC-SHA256, so that a stolen database does not
 * give the passwords away cheaply. The stored form is {@code pbkdf2-sha256:ITERATIONS:SALT:HASH},
 * salt and hash in Base64; {@code CREATE ROLE … WITH HASHED PASSWORD} takes it, and {@code wcs
 * server --hash-password} prints it. {@code HASHED PASSWORD} also takes the bcrypt hashes Cassandra
 * stores ({@link BcryptHash}), so that roles copied from a Cassandra node log in with their
 * passwords.
 */
public final class PasswordHash {
  static final String SCHEME = "pbkdf2-sha256";

  /** OWASP's 2023 advice for PBKDF2-HMAC-SHA256. */
  public static final int DEFAULT_ITERATIONS = 600_000;

  private static final int SALT_BYTES = 16;
  private static final int HASH_BITS = 256;

  private PasswordHash() {}

  /** The stored form of {@code password}, with a fresh random salt. */
  public static String of(String password) {
    return of(password, DEFAULT_ITERATIONS);
  }

  static String of(String password, int iterations) {
    byte[] salt = new byte[SALT_BYTES];
    new SecureRandom().nextBytes(salt);
    Base64.Encoder base64 = Base64.getEncoder();
    return String.join(
        ":",
        SCHEME,
        Integer.toString(iterations),
        base64.encodeToString(salt),
        base64.encodeToString(hash(password, salt, iterations)));
  }

  /** Whether {@code stored} is a hash this class can check. */
  public static boolean isWellFormed(String stored) {
    return BcryptHash.isWellFormed(stored) || isPbkdf2(stored);
  }

  private static boolean isPbkdf2(String stored) {
    String[] parts = stored.split(":", -1);
    try {
      return parts.length == 4
          && parts[0].equals(SCHEME)
          && Integer.parseInt(parts[1]) > 0
          && Base64.getDecoder().decode(parts[2]).length > 0
          && Base64.getDecoder().decode(parts[3]).length == HASH_BITS / 8;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** Whether {@code password} hashes to {@code stored}; slow on purpose. */
  public static boolean matches(String password, String stored) {
    if (stored == null) {
      return false;
    }
    if (BcryptHash.isWellFormed(stored)) {
      return BcryptHash.matches(password, stored);
    }
    if (!isPbkdf2(stored)) {
      return false;
    }
    String[] parts = stored.split(":", -1);
    Base64.Decoder base64 = Base64.getDecoder();
    return MessageDigest.isEqual(
        base64.decode(parts[3]),
        hash(password, base64.decode(parts[2]), Integer.parseInt(parts[1])));
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
