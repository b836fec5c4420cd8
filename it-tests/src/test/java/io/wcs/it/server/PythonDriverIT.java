package io.wcs.it.server;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wcs.it.TestResources;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;

/**
 * The DataStax Python driver for Cassandra (Debian's {@code python3-cassandra}, 3.25, with {@code
 * python3-lz4} and {@code python3-snappy} for its compressed connections) running {@code
 * client_test.py}: protocol v5 and v4, both compressions, schema metadata and the CQL it exports,
 * every type, paging, concurrent requests, batches, LWT, tracing and a cqlengine model. PyPI is out
 * of this machine's reach and Debian's packages are not, so {@code .ci/run} installs them with
 * apt-get where it can; without a Python that imports them, the tests are skipped with the reason.
 */
class PythonDriverIT extends ForeignDriverChecks {
  /** Debian's packages are the system Python's, which need not be the first on the path. */
  private static final List<String> PYTHONS = List.of("python3", "/usr/bin/python3");

  private static Path client;
  private static String python;

  @BeforeAll
  static void findAPythonWithTheDriver() throws Exception {
    client = TestResources.resource("python-client");
    for (String candidate : PYTHONS) {
      if (python == null
          && succeeds(List.of(candidate, "-c", "import cassandra, lz4, snappy"), client)) {
        python = candidate;
      }
    }
    assumeTrue(
        python != null,
        "no python3 imports the Cassandra driver with lz4 and snappy"
            + " (Debian: apt-get install python3-cassandra python3-lz4 python3-snappy)");
  }

  @Override
  List<String> script() {
    return List.of(python, "client_test.py");
  }

  @Override
  Path directory() {
    return client;
  }
}
