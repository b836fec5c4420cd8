package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.driver.session.EmbeddedDatabases;
import java.sql.Connection;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * {@code isValid(timeout)} is false when the engine does not answer within the timeout ({@link
 * ConnectionTest} covers open, closed and negative timeouts).
 */
class ConnectionValidityTest {

  @Test
  void anEngineThatDoesNotAnswerWithinTheTimeoutIsNotValid() throws Exception {
    ScriptedHandler scripted = new ScriptedHandler();
    WcsDriver driver = new WcsDriver(new EmbeddedDatabases(scripted.opener()));
    try (Connection c = driver.connect("jdbc:wcs:mem:stalled", new Properties())) {
      scripted.stallValidation = true;
      // The bound only turns a timeout that is not honoured into a failure instead of a hang.
      assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertFalse(c.isValid(1)));
      assertEquals(0, scripted.stalled.getCount(), "the validation query reached the engine");
      scripted.stallValidation = false;
      assertTrue(c.isValid(1), "the connection stays usable");
    }
  }
}
