package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wcs.it.CommandRun;
import io.wcs.it.TestResources;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;

/**
 * The gocql driver for Go (Debian's {@code golang-github-gocql-gocql-dev}, 1.3.2, built with
 * Debian's Go) running {@code go-client/main.go}: protocol v4, token-aware routing, schema
 * metadata, every type, paging, batches, LWT, tracing, snappy. Debian installs the driver's source
 * where Go finds it in GOPATH mode, with no module proxy to reach; {@code .ci/run} installs both
 * with apt-get where it can, and without them the tests are skipped with the reason.
 */
class GoDriverIT extends ForeignDriverChecks {
  private static final List<String> GOPATH_MODE =
      List.of("env", "GO111MODULE=off", "GOPATH=/usr/share/gocode");

  private static Path client;

  @BeforeAll
  static void buildTheClient() throws Exception {
    client = TestResources.resource("go-client");
    assumeTrue(
        succeeds(go("list", "github.com/gocql/gocql"), client),
        "no Go that finds gocql on the path"
            + " (Debian: apt-get install golang-go golang-github-gocql-gocql-dev)");
    CommandRun build = CommandRun.of(go("build", "-o", "gocql-client", "main.go"), client, 300);
    assertEquals(0, build.status(), () -> "go build failed:\n" + build.out() + build.err());
  }

  private static List<String> go(String... arguments) {
    List<String> command = new ArrayList<>(GOPATH_MODE);
    command.add("go");
    command.addAll(List.of(arguments));
    return command;
  }

  @Override
  List<String> script() {
    return List.of(client.resolve("gocql-client").toString());
  }

  @Override
  Path directory() {
    return client;
  }
}
