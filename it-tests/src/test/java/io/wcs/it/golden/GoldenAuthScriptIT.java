package io.wcs.it.golden;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import io.wcs.it.TestResources;
import io.wcs.it.server.RunningServer;
import io.wcs.server.ServerOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The golden scripts of roles and permissions ({@code cql-auth/}), each on a WCS server of its own
 * started with logins, its sessions logging in as the script's {@code -- @login} lines say, through
 * {@code jdbc:wcs://}. Their answers were recorded from a Cassandra 5.0.2 node with
 * PasswordAuthenticator and CassandraAuthorizer (see {@code cql-auth/README.md}).
 */
class GoldenAuthScriptIT {
  // every CREATE ROLE with a password and every login hashes a password, slowly on purpose
  private static final Duration SCRIPT_TIMEOUT = Duration.ofSeconds(120);

  @TestFactory
  Stream<DynamicTest> scriptsWithLogins() throws IOException {
    Path expected = TestResources.resource("cql-auth-expected");
    return TestResources.files("cql-auth", ".cql").stream()
        .map(
            script ->
                DynamicTest.dynamicTest(
                    script.getFileName().toString(),
                    script.toUri(),
                    () -> check(script, TestResources.answersOf(script, expected))));
  }

  private static void check(Path script, Path out) throws Exception {
    String name = script.getFileName().toString();
    try (RunningServer server = RunningServer.start(name, ServerOptions.DEFAULT.withLogins())) {
      ScriptResult result =
          assertTimeoutPreemptively(
              SCRIPT_TIMEOUT, () -> GoldenScriptIT.run(script, out, server.url(""), 0));
      if (!result.passed()) {
        fail(name + " with logins: " + result.summary());
      }
    }
  }
}
