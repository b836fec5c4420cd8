package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wcs.it.CommandRun;
import io.wcs.it.TestResources;
import io.wcs.server.ServerOptions;
import io.wcs.server.TlsOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The DataStax Node.js driver for Cassandra (4.8.0, from the npm registry, as its lock file pins
 * it), unchanged, against a WCS server: {@code client-test.js} connects as it connects to a
 * Cassandra node, reads the topology and schema, and runs every kind of statement, checking the
 * answers Cassandra 5.0.2 gives the same script: in clear, logged in, and over TLS. The tests need
 * Node.js and npm on the path, as this project's machines have them; without them, or without a way
 * to the registry, they are skipped with the reason.
 */
class NodeDriverIT {
  /** npm's codes for a registry it cannot reach, as opposed to an install that went wrong. */
  private static final Pattern UNREACHABLE =
      Pattern.compile("ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENETUNREACH");

  private static Path client;

  @BeforeAll
  static void installTheDriver() throws Exception {
    client = TestResources.resource("node-client");
    assumeTrue(runs(List.of("node", "--version")), "Node.js is not on the path");
    CommandRun install =
        CommandRun.of(List.of("npm", "ci", "--no-audit", "--no-fund"), client, 300);
    assumeFalse(
        install.status() != 0 && UNREACHABLE.matcher(install.err()).find(),
        () -> "the npm registry cannot be reached: " + install.err());
    assertEquals(0, install.status(), () -> "npm ci failed:\n" + install.out() + install.err());
  }

  private static boolean runs(List<String> command) throws InterruptedException {
    try {
      return CommandRun.of(command, client, 30).status() == 0;
    } catch (IOException notFound) {
      return false;
    }
  }

  @Test
  void runsEveryCheckAgainstAServer() throws Exception {
    try (RunningServer server = RunningServer.start("node-driver-it")) {
      runClientTest(server);
    }
  }

  @Test
  void logsInWithPlainCredentialsAndRefusesAWrongPassword() throws Exception {
    try (RunningServer server =
        RunningServer.start("node-driver-auth-it", ServerOptions.DEFAULT.withLogins())) {
      runClientTest(server, "--login", "cassandra", "cassandra");
    }
  }

  @Test
  void connectsOverTlsTrustingTheServersCertificate(@TempDir Path dir) throws Exception {
    Path keyStore = dir.resolve("server.p12");
    Path certificate = dir.resolve("server.pem");
    TestCertificates.newKeyPair(keyStore, "server-secret", "CN=localhost");
    TestCertificates.exportPem(keyStore, "server-secret", certificate);
    try (RunningServer server =
        RunningServer.start(
            "node-driver-tls-it",
            ServerOptions.DEFAULT.withTls(TlsOptions.of(keyStore, "server-secret")))) {
      runClientTest(server, "--tls", certificate.toString());
    }
  }

  private static void runClientTest(RunningServer server, String... flags) throws Exception {
    List<String> command = new ArrayList<>(List.of("node", "client-test.js"));
    command.add(Integer.toString(server.address().getPort()));
    command.addAll(List.of(flags));
    CommandRun run = CommandRun.of(command, client, 180);
    assertEquals(0, run.status(), () -> "client-test.js failed:\n" + run.out() + run.err());
  }
}
