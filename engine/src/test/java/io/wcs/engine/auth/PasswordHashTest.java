package io.wcs.engine.auth;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.mindrot.jbcrypt.BCrypt;

class PasswordHashTest {

  /** PBKDF2-HMAC-SHA256 of "s3cret", salt bytes 0..15, 1000 iterations (Python's hashlib). */
  private static final String LEGACY =
      "pbkdf2-sha256:1000:AAECAwQFBgcICQoLDA0ODw==:M6eMN3yntlkPobIVzJcPulFgdvEI7LaK9Y7JXYYCFwE=";

  @Test
  void matchesOnlyThePasswordItWasMadeOf() {
    String stored = PasswordHash.of("s3cret", 4);
    assertTrue(PasswordHash.matches("s3cret", stored));
    assertFalse(PasswordHash.matches("S3cret", stored));
    assertFalse(PasswordHash.matches("", stored));
    assertFalse(PasswordHash.matches("s3cret", null));
  }

  /** New hashes are bcrypt's at Cassandra's cost, each with its own random salt. */
  @Test
  void hashesAsCassandraDoes() {
    String first = PasswordHash.of("s3cret");
    String second = PasswordHash.of("s3cret");
    assertNotEquals(first, second);
    assertTrue(first.startsWith("$2a$10$"), first);
    assertTrue(PasswordHash.isWellFormed(first));
    assertTrue(PasswordHash.matches("s3cret", second));
    assertTrue(BCrypt.checkpw("s3cret", first), "jBCrypt, Cassandra's library, takes it");
  }

  /**
   * A PBKDF2 hash an earlier WCS stored still logs in, though HASHED PASSWORD no longer takes one.
   */
  @Test
  void checksTheHashesEarlierVersionsStored() {
    assertTrue(PasswordHash.matches("s3cret", LEGACY));
    assertFalse(PasswordHash.matches("s3cret!", LEGACY));
    assertFalse(PasswordHash.isWellFormed(LEGACY));
    assertFalse(PasswordHash.matches("s3cret", LEGACY.replace(":1000:", ":1001:")));
  }

  @Test
  void tellsAHashFromSomethingElse() {
    assertFalse(PasswordHash.isWellFormed("$2a$10$abcdefghijklmnopqrstuu"));
    assertFalse(PasswordHash.matches("x", "pbkdf2-sha256:0:AAAA:AAAA"));
    assertFalse(PasswordHash.matches("x", "pbkdf2-sha256:10:!!:AAAA"));
    assertFalse(PasswordHash.matches("x", "pbkdf2-sha256:10:AAAA"));
    assertFalse(PasswordHash.matches("x", "s3cret"));
  }
}
