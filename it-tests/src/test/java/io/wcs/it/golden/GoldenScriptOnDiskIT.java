package io.wcs.it.golden;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The golden scripts again, each on a file database that is closed and opened again every few
 * statements: every close flushes the memtables, so the answers come from several SSTables merged
 * with a memtable (and from their compactions) rather than from one memtable, and must still be
 * Cassandra's. A script that passes in memory ({@link GoldenScriptIT}) and fails here has found a
 * fault of the storage engine. Scripts known to fail in memory ({@code cql-known-failures.txt}) are
 * left out.
 */
class GoldenScriptOnDiskIT {

  /** A prime, so that the reopenings fall at different places in the scripts' phases. */
  private static final int REOPEN_EVERY = 7;

  private static final Duration FILE_TIMEOUT = Duration.ofSeconds(60);

  @TempDir static Path databases;

  @TestFactory
  Stream<DynamicTest> scriptsOnDisk() throws IOException {
    return GoldenScriptIT.passingScripts(GoldenScriptOnDiskIT::check);
  }

  private static void check(Path script, Path out) throws Exception {
    String name = script.getFileName().toString();
    Path directory = Files.createDirectory(databases.resolve(name));
    String url = "jdbc:wcs:file:" + directory;
    ScriptResult result =
        assertTimeoutPreemptively(
            FILE_TIMEOUT, () -> GoldenScriptIT.run(script, out, url, REOPEN_EVERY));
    if (!result.passed()) {
      fail(name + " on disk, reopened every " + REOPEN_EVERY + " statements: " + result.summary());
    }
  }
}
