package io.wcs.it.golden;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import io.wcs.it.server.RunningServer;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
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
    return GoldenScriptIT.passingScripts(GoldenScriptRemoteIT::check);
  }

  /** Scripts with an odd number run compressed (lz4), the others not: both paths see every kind. */
  private static boolean isOdd(String script) {
    return Integer.parseInt(script.substring(0, script.indexOf('_'))) % 2 == 1;
  }

  private static void check(Path script, Path out) throws Exception {
    String name = script.getFileName().toString();
    try (RunningServer server = RunningServer.start(name)) {
      String url = server.url(isOdd(name) ? "?compression=lz4" : "");
      ScriptResult result =
          assertTimeoutPreemptively(SCRIPT_TIMEOUT, () -> GoldenScriptIT.run(script, out, url, 0));
      if (!result.passed()) {
        fail(name + " over the native protocol: " + result.summary());
      }
    }
  }
}
