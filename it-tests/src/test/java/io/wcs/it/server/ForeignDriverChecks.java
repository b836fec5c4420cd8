package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.it.CommandRun;
import io.wcs.server.ServerOptions;
import io.wcs.server.TlsOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Cassandra driver of another language, unchanged, against a WCS server: a script of checks that
 * passes against Cassandra 5.0.2 runs against a server in clear, logged in, and over TLS. The
 * script takes the server's port, then {@code --login <user> <password>} or {@code --tls <CA
 * certificate, PEM>}, prints a line a check and exits with status 0 when every check passed.
 */
abstract class ForeignDriverChecks {
  /** The command that runs the script, before its arguments. */
  abstract List<String> script();

  /** Where the script runs (its installed driver beside it). */
  abstract Path directory();

  /** True when {@code command} runs and exits with status 0 in {@code directory}. */
  static boolean succeeds(List<String> command, Path directory) throws InterruptedException {
    try {
      return CommandRun.of(command, directory, 60).status() == 0;
    } catch (IOException notFound) {
      return false;
    }
  }

  @Test
  void runsEveryCheckAgainstAServer() throws Exception {
    try (RunningServer server = RunningServer.start(getClass().getSimpleName())) {
      runScript(server);
    }
  }

  @Test
  void logsInWithPlainCredentialsAndRefusesAWrongPassword() throws Exception {
    try (RunningServer server =
        RunningServer.start(
            getClass().getSimpleName() + "-logins", ServerOptions.DEFAULT.withLogins())) {
      runScript(server, "--login", "cassandra", "cassandra");
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
            getClass().getSimpleName() + "-tls",
            ServerOptions.DEFAULT.withTls(TlsOptions.of(keyStore, "server-secret")))) {
      runScript(server, "--tls", certificate.toString());
    }
  }

  private void runScript(RunningServer server, String... flags) throws Exception {
    List<String> command = new ArrayList<>(script());
    command.add(Integer.toString(server.address().getPort()));
    command.addAll(List.of(flags));
    CommandRun run = CommandRun.of(command, directory(), 180);
    assertEquals(0, run.status(), () -> command + " failed:\n" + run.out() + run.err());
  }
}
