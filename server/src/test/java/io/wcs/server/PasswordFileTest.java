package io.wcs.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PasswordFileTest {
  @TempDir Path dir;

  @Test
  void acceptsOnlyTheRightPasswordOfAKnownUser() throws IOException {
    Path file = dir.resolve("users");
    Files.writeString(
        file,
        "# who may log in\n"
            + PasswordFile.line("ada", "s3cret", 1000)
            + "\n\n"
            + PasswordFile.line("bob", "hunter2", 1000)
            + "\n");
    PasswordFile users = PasswordFile.read(file);
    assertTrue(users.accepts("ada", "s3cret"));
    assertTrue(users.accepts("bob", "hunter2"));
    assertFalse(users.accepts("ada", "hunter2"));
    assertFalse(users.accepts("eve", "s3cret"));
  }

  /** Each line has its own random salt: the same password never gives the same line twice. */
  @Test
  void saltsEveryHash() {
    String first = PasswordFile.line("ada", "s3cret", 1000);
    String second = PasswordFile.line("ada", "s3cret", 1000);
    assertNotEquals(first, second);
    assertTrue(first.startsWith("ada:pbkdf2-sha256:1000:"), first);
    assertFalse(first.contains("s3cret"));
  }

  @Test
  void refusesALineThatIsNotAUser() throws IOException {
    Path file = dir.resolve("bad");
    Files.writeString(file, "ada:plain:s3cret\n");
    IllegalArgumentException thrown =
        assertThrows(IllegalArgumentException.class, () -> PasswordFile.read(file));
    assertEquals(
        file + " line 1 is not a user entry: expected user:pbkdf2-sha256:ITERATIONS:SALT:HASH",
        thrown.getMessage());
  }
}
