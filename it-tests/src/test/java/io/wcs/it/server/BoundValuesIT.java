package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.datastax.oss.driver.api.core.CqlSession;
import io.wcs.server.ServerOptions;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Statements prepared through the Apache Cassandra Java driver and run with values only a prepared
 * statement carries (nulls, unset values, malformed bytes, empty values), on a WCS server, against
 * the answers a Cassandra 5.0.2 node gave to the same script ({@code bound-values/}). An error must
 * be the same exception with a message that starts with Cassandra's: WCS may add a hint line.
 */
class BoundValuesIT {

  @Test
  void boundValuesAreAnsweredAsCassandraAnswersThem() throws Exception {
    Path script = resource("bound-values/statements.txt");
    List<String> expected =
        Files.readAllLines(resource("bound-values/cassandra.out"), StandardCharsets.UTF_8);
    List<String> actual;
    try (RunningServer server = RunningServer.start("bound-values", ServerOptions.DEFAULT);
        CqlSession session =
            CqlSession.builder()
                .addContactPoint(server.address())
                .withLocalDatacenter("datacenter1")
                .build()) {
      actual = BoundValueScript.run(session, script);
    }
    List<String> differences = new ArrayList<>();
    String statement = null;
    for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
      String want = i < expected.size() ? expected.get(i) : "(nothing)";
      String got = i < actual.size() ? actual.get(i) : "(nothing)";
      if (want.startsWith("## ")) {
        statement = want;
      }
      boolean same = want.startsWith("ERROR ") ? got.startsWith(want) : got.equals(want);
      if (!same) {
        differences.add(statement + "\n  Cassandra: " + want + "\n  WCS:       " + got);
      }
    }
    if (!differences.isEmpty()) {
      fail(differences.size() + " answers differ:\n" + String.join("\n", differences));
    }
    assertEquals(expected.size(), actual.size());
  }

  private static Path resource(String name) throws URISyntaxException {
    return Path.of(BoundValuesIT.class.getResource("/" + name).toURI());
  }
}
