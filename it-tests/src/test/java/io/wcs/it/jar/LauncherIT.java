package io.wcs.it.jar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * README's way to run WCS, {@code ./wcs}: its first run after a build writes a class-data archive
 * of the shell beside the jar as it exits, later runs start from it, and both answer alike and
 * report failures in their exit status. Runs after the driver module's package phase, so the
 * launcher finds its jar up to date and builds nothing.
 */
class LauncherIT {

  @TempDir Path workingDirectory;

  private CommandRun wcs(String... arguments) throws IOException, InterruptedException {
    Path root = DriverJar.path().toAbsolutePath().getParent().getParent().getParent();
    List<String> command = new ArrayList<>(List.of(root.resolve("wcs").toString()));
    command.addAll(List.of(arguments));
    CommandRun run = CommandRun.of(command, workingDirectory, 120);
    assertFalse(run.err().contains("building"), "the jar was up to date: " + run.err());
    return run;
  }

  @Test
  void theFirstRunWritesTheShellsArchiveAndLaterRunsAnswerAlikeFromIt() throws Exception {
    Path jar = DriverJar.path().toAbsolutePath();
    Path archive = jar.resolveSibling(jar.getFileName().toString().replace(".jar", ".jsa"));
    Files.deleteIfExists(archive);
    String query = "SELECT release_version FROM system.local";
    String answer = "\n release_version\n-----------------\n           5.0.2\n\n(1 rows)\n";

    CommandRun first = wcs("--url", "jdbc:wcs:mem:launcher", "-e", query);
    assertEquals(0, first.status(), first.err());
    assertEquals(answer, first.out());
    assertEquals("", first.err(), "the archive is written without a word");
    assertTrue(Files.size(archive) > 0, archive + " written by the first run");

    CommandRun second = wcs("--url", "jdbc:wcs:mem:launcher", "-e", query);
    assertEquals(0, second.status(), second.err());
    assertEquals(answer, second.out());
    assertEquals("", second.err());

    CommandRun failed =
        wcs("--url", "jdbc:wcs:mem:launcher", "-e", "SELECT nothing FROM nowhere.t");
    assertEquals(1, failed.status(), "a failed statement still makes the exit status 1");
    assertTrue(failed.err().contains("nowhere"), failed.err());
  }
}
