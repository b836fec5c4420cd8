package io.wcs.it.jar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.wcs.it.CommandRun;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Guards a database's time to its first answer (W6), which is mostly the classes a fresh JVM loads:
 * {@link FirstQuery}, run on the driver's jar alone, must not load the classes that earlier
 * sessions took off that path and that a later change once put back unnoticed. It checks which
 * classes load, never how long anything takes.
 */
class FirstQueryClassesIT {

  @TempDir Path dir;

  @Test
  void anEmptyDatabasesFirstQueryLoadsNoneOfTheSlowClasses() throws Exception {
    assertNoneOfTheSlowClasses(firstQuery("jdbc:wcs:mem:first", "create", "empty.txt"));
  }

  @Test
  void aReopenedDatabasesFirstQueryLoadsNoneOfTheSlowClasses() throws Exception {
    String url = "jdbc:wcs:file:" + dir.resolve("data");
    firstQuery(url, "create", "created.txt");
    assertNoneOfTheSlowClasses(firstQuery(url, "read", "reopened.txt"));
  }

  /** Runs {@link FirstQuery} in a JVM of its own and returns the names of the classes it loaded. */
  private Set<String> firstQuery(String url, String mode, String logName) throws Exception {
    Path log = dir.resolve(logName);
    Path testClasses =
        Path.of(FirstQuery.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    CommandRun run =
        CommandRun.of(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load=info:file=" + log,
                "-cp",
                DriverJar.path() + File.pathSeparator + testClasses,
                FirstQuery.class.getName(),
                url,
                mode),
            dir,
            60);
    assertEquals(0, run.status(), run.err());
    assertEquals("ab\n", run.out());

    Set<String> loaded = new HashSet<>();
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      // "[info][class,load] java.lang.Object source: shared objects file"
      String[] words = line.split(" ");
      if (words.length > 1) {
        loaded.add(words[1]);
      }
    }
    assertFalse(loaded.isEmpty(), "the JVM logged the classes it loaded");
    return loaded;
  }

  private static void assertNoneOfTheSlowClasses(Set<String> loaded) {
    // Building the system keyspaces parses and resolves their dozens of tables: it took a third
    // of W6 when CREATE TABLE compared a new table's id with theirs.
    notLoaded(loaded, "io.wcs.engine.schema.SystemKeyspaces$Built");
    // InetAddress loads a native library and probes the machine's interfaces.
    notLoaded(loaded, "java.net.InetAddress");
    // The security providers, which MessageDigest or SecureRandom would set up.
    notLoaded(loaded, "java.security.MessageDigest");
    notLoaded(loaded, "java.security.SecureRandom");
    // Compiling regular expressions, which only the rare literals' parsing needs.
    notLoaded(loaded, "java.util.regex.Pattern");
  }

  private static void notLoaded(Set<String> loaded, String name) {
    assertFalse(loaded.contains(name), name + " is loaded on the way to a first answer");
  }
}
