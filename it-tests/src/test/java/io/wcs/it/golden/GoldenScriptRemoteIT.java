package io.wcs.it.golden;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.server.WcsServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The golden scripts again, each through a remote session ({@code jdbc:wcs://}) on a WCS server of
 * its own, half of them with lz4 compression: every statement, value and error crosses the native
 * protocol both ways, and the answers must still be Cassandra's. A script that passes embedded
 * ({@link GoldenScriptIT}) and fails here has found a fault of the server or of the remote session.
 * Scripts known to fail embedded are left out.
 */
class GoldenScriptRemoteIT {
  private static final Duration SCRIPT_TIMEOUT = Duration.ofSeconds(60);

  @TestFactory
  Stream<DynamicTest> scriptsOverTheNativeProtocol() throws IOException {
    Path expected = GoldenScriptIT.resource("cql-expected");
    Set<String> knownFailures = GoldenScriptIT.knownFailures();
    return GoldenScriptIT.scriptFiles().stream()
        .filter(script -> !knownFailures.contains(script.getFileName().toString()))
        .map(
            script -> {
              String name = script.getFileName().toString();
              String out = name.substring(0, name.length() - ".cql".length()) + ".out";
              return DynamicTest.dynamicTest(
                  name, script.toUri(), () -> check(script, expected.resolve(out)));
            });
  }

  /** Scripts with an odd number run compressed (lz4), the others not: both paths see every kind. */
  private static boolean isOdd(String script) {
    return Integer.parseInt(script.substring(0, script.indexOf('_'))) % 2 == 1;
  }

  private static void check(Path script, Path out) throws Exception {
    String name = script.getFileName().toString();
    try (Database database = Database.inMemory(name, DatabaseOptions.DEFAULT)) {
      WcsServer server = WcsServer.start(database.handler(), new InetSocketAddress("127.0.0.1", 0));
      try {
        String url =
            "jdbc:wcs://127.0.0.1:"
                + server.address().getPort()
                + (isOdd(name) ? "/?compression=lz4" : "/");
        ScriptResult result =
            assertTimeoutPreemptively(
                SCRIPT_TIMEOUT, () -> GoldenScriptIT.run(script, out, url, 0));
        if (!result.passed()) {
          fail(name + " over the native protocol: " + result.summary());
        }
      } finally {
        server.close();
      }
    }
  }
}
