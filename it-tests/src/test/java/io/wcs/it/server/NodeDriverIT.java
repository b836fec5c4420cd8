package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wcs.it.CommandRun;
import io.wcs.it.TestResources;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;

/**
 * The DataStax Node.js driver for Cassandra (4.8.0, from the npm registry, as its lock file pins
 * it) running {@code client-test.js}: it connects as it connects to a Cassandra node, reads the
 * topology and schema, and runs every kind of statement. The tests need Node.js and npm on the
 * path, as this project's machines have them; without them, or without a way to the registry, they
 * are skipped with the reason.
 */
class NodeDriverIT extends ForeignDriverChecks {
  /** npm's codes for a registry it cannot reach, as opposed to an install that went wrong. */
  private static final Pattern UNREACHABLE =
      Pattern.compile("ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENETUNREACH");

  private static Path client;

  @BeforeAll
  static void installTheDriver() throws Exception {
    client = TestResources.resource("node-client");
    assumeTrue(succeeds(List.of("node", "--version"), client), "Node.js is not on the path");
    CommandRun install =
        CommandRun.of(List.of("npm", "ci", "--no-audit", "--no-fund"), client, 300);
    assumeFalse(
        install.status() != 0 && UNREACHABLE.matcher(install.err()).find(),
        () -> "the npm registry cannot be reached: " + install.err());
    assertEquals(0, install.status(), () -> "npm ci failed:\n" + install.out() + install.err());
  }

  @Override
  List<String> script() {
    return List.of("node", "client-test.js");
  }

  @Override
  Path directory() {
    return client;
  }
}
