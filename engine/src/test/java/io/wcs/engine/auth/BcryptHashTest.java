package io.wcs.engine.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.mindrot.jbcrypt.BCrypt;

/**
 * bcrypt checked against jBCrypt, the library Cassandra hashes its passwords with: the same hash
 * for the same password, salt and cost, each way round.
 */
class BcryptHashTest {

  /** Blowfish's published first and last entries, here computed from π. */
  @Test
  void startsFromTheDigitsOfPi() {
    int[] words = BcryptHash.PiWords.WORDS;
    assertEquals(1042, words.length);
    assertEquals(0x243F6A88, words[0]);
    assertEquals(0x8979FB1B, words[17]);
    assertEquals(0xD1310BA6, words[18]);
    assertEquals(0x3AC372E6, words[1041]);
  }

  /** A password's first 72 bytes count, as in every bcrypt. */
  @Test
  void checksThePasswordsOfJbcryptsHashes() {
    Random random = new Random(20261202);
    String[] passwords = {"", "s3cret", "it's me", "ünïcödé ✓", "x".repeat(100)};
    for (String password : passwords) {
      String stored = BCrypt.hashpw(password, BCrypt.gensalt(4 + random.nextInt(3)));
      assertTrue(BcryptHash.isWellFormed(stored), stored);
      assertTrue(BcryptHash.matches(password, stored), password + " " + stored);
      assertFalse(BcryptHash.matches("!" + password, stored), stored);
      assertTrue(PasswordHash.matches(password, stored), stored);
    }
    String longer = "x".repeat(72);
    assertTrue(BcryptHash.matches(longer + "y", BCrypt.hashpw(longer, BCrypt.gensalt(4))));
  }

  @Test
  void hashesAsJbcryptDoes() {
    Random random = new Random(7);
    for (int i = 0; i < 5; i++) {
      byte[] salt = new byte[16];
      random.nextBytes(salt);
      String password = Long.toString(random.nextLong(), 36);
      String ours = BcryptHash.of(password, salt, 4);
      assertEquals(BCrypt.hashpw(password, ours.substring(0, 29)), ours);
      assertTrue(BCrypt.checkpw(password, ours));
    }
  }

  /** The prefixes other libraries write for the same algorithm, and what is no bcrypt hash. */
  @Test
  void tellsAHashFromSomethingElse() {
    String stored = BCrypt.hashpw("pw", BCrypt.gensalt(4));
    assertTrue(BcryptHash.matches("pw", "$2b$" + stored.substring(4)));
    assertTrue(BcryptHash.matches("pw", "$2y$" + stored.substring(4)));
    assertFalse(BcryptHash.isWellFormed("$2x$" + stored.substring(4)));
    assertFalse(BcryptHash.isWellFormed(stored.substring(0, 59)));
    assertFalse(BcryptHash.isWellFormed("$2a$03$" + stored.substring(7)));
    assertFalse(BcryptHash.isWellFormed("this_is_an_invalid_hash"));
  }
}
