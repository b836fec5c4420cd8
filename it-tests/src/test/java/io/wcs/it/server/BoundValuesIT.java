package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.datastax.oss.driver.api.core.CqlSession;
import io.wcs.it.TestResources;
import io.wcs.server.ServerOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Scripts of statements run through the Apache Cassandra Java driver ({@link BoundValueScript}) on
 * a WCS server, against the answers a Cassandra 5.0.2 node gave to them ({@code bound-values/}):
 * values only a prepared statement carries (nulls, unset values, malformed bytes, empty values),
 * what drivers read of prepared statements, and client warnings. An error must be the same
 * exception with a message that starts with Cassandra's: WCS may add a hint line.
 */
class BoundValuesIT {

  @TestFactory
  Stream<DynamicTest> scriptsAreAnsweredAsCassandraAnswersThem() throws Exception {
    return TestResources.files("bound-values", ".txt").stream()
        .map(
            script ->
                DynamicTest.dynamicTest(
                    script.getFileName().toString(), script.toUri(), () -> check(script)));
  }

  private static void check(Path script) throws IOException {
    String name = script.getFileName().toString();
    Path out = TestResources.answersOf(script, script.getParent());
    List<String> expected = Files.readAllLines(out, StandardCharsets.UTF_8);
    List<String> actual;
    try (RunningServer server = RunningServer.start(name, ServerOptions.DEFAULT);
        CqlSession session = BoundValueScript.session(server.address()).build()) {
      // As the answers file holds them: a value of several lines (DESCRIBE's) is several lines.
      actual =
          BoundValueScript.run(session, script).stream()
              .flatMap(answer -> Arrays.stream(answer.split("\n", -1)))
              .toList();
    } catch (Exception e) {
      throw new IOException("the server for " + name + " failed", e);
    }
    List<String> differences = new ArrayList<>();
    String statement = null;
    for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
      String want = i < expected.size() ? expected.get(i) : "(nothing)";
      String got = i < actual.size() ? actual.get(i) : "(nothing)";
      if (want.startsWith("## ")) {
        statement = want;
      }
      boolean same =
          want.startsWith("ERROR ")
              ? got.startsWith(want)
              : got.equals(want) || statement.contains("ttl(") && sameButForASecond(want, got);
      if (!same) {
        differences.add(statement + "\n  Cassandra: " + want + "\n  WCS:       " + got);
      }
    }
    if (!differences.isEmpty()) {
      fail(
          name + ": " + differences.size() + " answers differ:\n" + String.join("\n", differences));
    }
    assertEquals(expected.size(), actual.size());
  }

  /**
   * Whether two rows are the same but for numbers one apart: a TTL read right after its write shows
   * the whole TTL, or a second less when the clock's second turns between the two, on Cassandra as
   * on WCS.
   */
  private static boolean sameButForASecond(String want, String got) {
    String[] a = want.split(" ", -1);
    String[] b = got.split(" ", -1);
    if (a.length != b.length) {
      return false;
    }
    for (int i = 0; i < a.length; i++) {
      if (!a[i].equals(b[i])
          && !(a[i].matches("\\d+")
              && b[i].matches("\\d+")
              && Math.abs(Long.parseLong(a[i]) - Long.parseLong(b[i])) == 1)) {
        return false;
      }
    }
    return true;
  }
}
