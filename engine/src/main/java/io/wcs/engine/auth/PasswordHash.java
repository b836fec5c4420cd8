package io.wcs.engine.auth;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * A role's salted, slow password hash, as Cassandra stores it: bcrypt ({@link BcryptHash}) at
 * Cassandra's default cost of 10 ({@code auth_bcrypt_gensalt_log2_rounds}), {@code $2a$10$…}. The
 * same hash logs in on WCS and on a Cassandra node, so {@code system_auth.roles} copies either way.
 * {@code CREATE ROLE … WITH HASHED PASSWORD} takes bcrypt hashes alone, as Cassandra does, and
 * {@code wcs server --hash-password} prints one.
 *
 * <p>Databases written before WCS stored bcrypt hold PBKDF2-HMAC-SHA256 hashes ({@code
 * pbkdf2-sha256:ITERATIONS:SALT:HASH}, salt and hash in Base64); their roles still log in, and a
 * new password replaces the hash with bcrypt's.
 */
public final class PasswordHash {
  /** Cassandra's default {@code auth_bcrypt_gensalt_log2_rounds}. */
  static final int DEFAULT_COST = 10;

  private static final String PBKDF2_SCHEME = "pbkdf2-sha256";
  private static final int SALT_BYTES = 16;
  private static final int PBKDF2_HASH_BITS = 256;

  private PasswordHash() {}

  /** The stored form of {@code password}, with a fresh random salt. */
  public static String of(String password) {
    return of(password, DEFAULT_COST);
  }

  static String of(String password, int cost) {
    byte[] salt = new byte[SALT_BYTES];
    new SecureRandom().nextBytes(salt);
    return BcryptHash.of(password, salt, cost);
  }

  /** Whether {@code stored} is a hash {@code HASHED PASSWORD} takes: bcrypt's, as in Cassandra. */
  public static boolean isWellFormed(String stored) {
    return BcryptHash.isWellFormed(stored);
  }

  private static boolean isPbkdf2(String stored) {
    String[] parts = stored.split(":", -1);
    try {
      return parts.length == 4
          && parts[0].equals(PBKDF2_SCHEME)
          && Integer.parseInt(parts[1]) > 0
          && Base64.getDecoder().decode(parts[2]).length > 0
          && Base64.getDecoder().decode(parts[3]).length == PBKDF2_HASH_BITS / 8;
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
        pbkdf2(password, base64.decode(parts[2]), Integer.parseInt(parts[1])));
  }

  private static byte[] pbkdf2(String password, byte[] salt, int iterations) {
    PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, iterations, PBKDF2_HASH_BITS);
    try {
      return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("the JDK lacks PBKDF2WithHmacSHA256", e);
    } finally {
      spec.clearPassword();
    }
  }
}
