package io.wcs.engine.auth;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PasswordHashTest {

  @Test
  void matchesOnlyThePasswordItWasMadeOf() {
    String stored = PasswordHash.of("s3cret", 1000);
    assertTrue(PasswordHash.matches("s3cret", stored));
    assertFalse(PasswordHash.matches("S3cret", stored));
    assertFalse(PasswordHash.matches("", stored));
    assertFalse(PasswordHash.matches("s3cret", null));
  }

  /** Each hash has its own random salt: the same password never gives the same hash twice. */
  @Test
  void saltsEveryHash() {
    String first = PasswordHash.of("s3cret", 1000);
    String second = PasswordHash.of("s3cret", 1000);
    assertNotEquals(first, second);
    assertTrue(first.startsWith("pbkdf2-sha256:1000:"), first);
    assertFalse(first.contains("s3cret"));
  }

  @Test
  void tellsAHashFromSomethingElse() {
    assertTrue(PasswordHash.isWellFormed(PasswordHash.of("x", 10)));
    assertFalse(PasswordHash.isWellFormed("$2a$10$abcdefghijklmnopqrstuu"));
    assertFalse(PasswordHash.isWellFormed("pbkdf2-sha256:0:AAAA:AAAA"));
    assertFalse(PasswordHash.isWellFormed("pbkdf2-sha256:10:!!:AAAA"));
    assertFalse(PasswordHash.matches("x", "pbkdf2-sha256:10:AAAA"));
  }
}
