package io.wcs.it.jar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.it.CommandRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code java -jar wcs-jdbc-VERSION.jar} is the shell: run in a child JVM with nothing else on its
 * class path, it runs statements given with {@code -e} and reports failures in its exit status.
 */
class ShellJarIT {

  @TempDir Path workingDirectory;

  private CommandRun java(String... arguments) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-jar");
    command.add(DriverJar.path().toString());
    command.addAll(List.of(arguments));
    return CommandRun.of(command, workingDirectory, 60);
  }

  @Test
  void runsAStatementAgainstTheDefaultDatabaseInTheWorkingDirectory() throws Exception {
    CommandRun run = java("-e", "SELECT release_version FROM system.local");

    assertEquals(0, run.status(), run.err());
    assertEquals(
        "\n release_version\n-----------------\n           5.0.2\n\n(1 rows)\n", run.out());
    // On Java 24 and later the compression libraries' native code would add a restricted-method
    // warning here, unless the jar's manifest enables native access.
    assertEquals("", run.err(), "nothing on standard error");
    assertTrue(
        Files.isDirectory(workingDirectory.resolve("wcs-data")),
        "the default URL is jdbc:wcs:file:./wcs-data");
  }

  @Test
  void runsAScriptWithCollectionsAndReportsAFailedStatement() throws Exception {
    CommandRun run =
        java(
            "--url",
            "jdbc:wcs:mem:shell",
            "-e",
            "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
                + " 'replication_factor': 1};"
                + " CREATE TABLE ks.t (k int PRIMARY KEY, m map<text, boolean>);"
                + " INSERT INTO ks.t (k, m) VALUES (1, {'on': true});"
                + " SELECT m FROM ks.t; SELECT nothing FROM ks.t;");

    assertEquals(1, run.status(), "a failed statement makes the exit status 1");
    assertTrue(run.out().contains(" {'on': True}\n"), run.out());
    assertTrue(run.err().contains("Undefined column name nothing"), run.err());
  }
}
