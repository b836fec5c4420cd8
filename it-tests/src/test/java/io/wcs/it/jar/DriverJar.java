package io.wcs.it.jar;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** The driver's self-contained jar, as the failsafe configuration names it. */
final class DriverJar {

  private DriverJar() {}

  static Path path() {
    String property = System.getProperty("wcs.jdbc.jar");
    assertTrue(property != null, "the failsafe configuration sets wcs.jdbc.jar");
    Path jar = Path.of(property);
    assertTrue(Files.isRegularFile(jar), jar + " is built by the driver module's package phase");
    return jar;
  }
}
