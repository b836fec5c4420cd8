package io.wcs.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ServerSettingsTest {

  @Test
  void defaultsToTheEmbeddedDirectoryOnTheCassandraPort() {
    ServerSettings settings = ServerSettings.parse();
    assertEquals("./wcs-data", settings.directory());
    assertEquals("127.0.0.1", settings.host());
    assertEquals(9042, settings.port());
    assertEquals("group", settings.sync());
    assertFalse(settings.help());
  }

  @Test
  void readsEveryOption() {
    ServerSettings settings =
        ServerSettings.parse(
            "--mem", "--host", "0.0.0.0", "--port", "0", "--sync", "batch", "--auth");
    assertNull(settings.directory());
    assertTrue(settings.logins());
    assertTrue(settings.serverOptions().logins());
    assertFalse(ServerSettings.parse().serverOptions().logins());
    assertEquals("0.0.0.0", settings.host());
    assertEquals(0, settings.port());
    assertEquals("batch", settings.sync());
    assertTrue(ServerSettings.parse("--help").help());
  }

  @Test
  void refusesWhatItDoesNotKnow() {
    assertEquals(
        "unknown option --bogus",
        assertThrows(IllegalArgumentException.class, () -> ServerSettings.parse("--bogus"))
            .getMessage());
    assertEquals(
        "--tls-truststore needs --tls-keystore",
        assertThrows(
                IllegalArgumentException.class,
                () -> ServerSettings.parse("--tls-truststore", "clients.p12"))
            .getMessage());
    assertEquals(
        "--data needs a value",
        assertThrows(IllegalArgumentException.class, () -> ServerSettings.parse("--data"))
            .getMessage());
    assertEquals(
        "--port needs a number from 0 to 65535, got 70000",
        assertThrows(IllegalArgumentException.class, () -> ServerSettings.parse("--port", "70000"))
            .getMessage());
  }
}
