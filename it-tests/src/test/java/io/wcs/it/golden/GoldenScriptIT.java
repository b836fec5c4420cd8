package io.wcs.it.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import io.wcs.it.TestResources;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden-file conformance: runs each script of {@code cql/} through the JDBC driver on a fresh
 * in-memory database and compares every answer with the {@code cql-expected/*.out} recorded from
 * Apache Cassandra 5.0.2 (see {@code cql/README.md}).
 *
 * <p>{@code cql-known-failures.txt} is a ratchet: a listed script that fails is reported as aborted
 * with its first difference; a script that fails and is not listed fails the build, and so does a
 * listed script that now passes, so the list can only shrink.
 */
class GoldenScriptIT {

  private static final Duration FILE_TIMEOUT = Duration.ofSeconds(20);
  private static final String KNOWN_FAILURES = "cql-known-failures.txt";
  private static final AtomicInteger DATABASES = new AtomicInteger();
  private static final Path REPORT = Path.of("target", "golden-report.txt");
  private static final List<String> REPORT_LINES = new CopyOnWriteArrayList<>();

  /** One line per script in target/golden-report.txt: the statement counts to track progress. */
  @AfterAll
  static void writeReport() throws IOException {
    Files.createDirectories(REPORT.getParent());
    Files.write(REPORT, REPORT_LINES, StandardCharsets.UTF_8);
  }

  @TestFactory
  Stream<DynamicTest> scripts() throws IOException {
    Path expected = TestResources.resource("cql-expected");
    Set<String> knownFailures = knownFailures();
    return scriptFiles().stream()
        .map(
            script -> {
              String name = script.getFileName().toString();
              return DynamicTest.dynamicTest(
                  name,
                  script.toUri(),
                  () -> check(script, expected, knownFailures.contains(name)));
            });
  }

  /** A check of one script against the answers Cassandra gave to it. */
  @FunctionalInterface
  interface ScriptCheck {
    void check(Path script, Path expectedOut) throws Exception;
  }

  /**
   * A test for each script that passes in memory (not in {@code cql-known-failures.txt}), for the
   * suites that run the scripts again in another setting (on disk, over the network).
   */
  static Stream<DynamicTest> passingScripts(ScriptCheck check) throws IOException {
    Path expected = TestResources.resource("cql-expected");
    Set<String> knownFailures = knownFailures();
    return scriptFiles().stream()
        .filter(script -> !knownFailures.contains(script.getFileName().toString()))
        .map(
            script -> {
              Path out = TestResources.answersOf(script, expected);
              return DynamicTest.dynamicTest(
                  script.getFileName().toString(), script.toUri(), () -> check.check(script, out));
            });
  }

  @Test
  void knownFailuresNameExistingScripts() throws IOException {
    Set<String> names =
        scriptFiles().stream()
            .map(p -> p.getFileName().toString())
            .collect(Collectors.toCollection(TreeSet::new));
    Set<String> stale = new TreeSet<>(knownFailures());
    stale.removeAll(names);
    assertEquals(Set.of(), stale, KNOWN_FAILURES + " names scripts that do not exist");
  }

  private static void check(Path script, Path expected, boolean knownFailure) throws Exception {
    String name = script.getFileName().toString();
    Path out = TestResources.answersOf(script, expected);
    String url = "jdbc:wcs:mem:golden_" + DATABASES.incrementAndGet();
    ScriptResult result = assertTimeoutPreemptively(FILE_TIMEOUT, () -> run(script, out, url, 0));
    REPORT_LINES.add(name + ": " + result.counts() + (knownFailure ? " (known failure)" : ""));
    if (result.passed() && knownFailure) {
      fail(name + " now passes: remove it from " + KNOWN_FAILURES);
    }
    if (!result.passed()) {
      String report = name + ": " + result.summary();
      if (knownFailure) {
        Assumptions.abort("known failure, " + report);
      }
      fail(report + "\n(add it to " + KNOWN_FAILURES + " only if this is work in progress)");
    }
  }

  /**
   * Runs {@code script} on a fresh database at {@code url}, reopened every {@code reopenEvery}
   * statements (never when 0), and compares its answers with {@code out}.
   */
  static ScriptResult run(Path script, Path out, String url, int reopenEvery)
      throws IOException, SQLException {
    List<ScriptStatement> statements = ScriptStatement.parse(script);
    List<OutputBlock> expected = Files.exists(out) ? OutputBlock.parse(out) : List.of();
    ScriptResult result = new ScriptResult(statements.size(), expected.size());
    try (ScriptSession session = new ScriptSession(url)) {
      for (int i = 0; i < statements.size(); i++) {
        if (reopenEvery > 0 && i > 0 && i % reopenEvery == 0) {
          session.reopen();
        }
        ScriptStatement current = statements.get(i);
        OutputBlock actual = session.answer(current);
        if (i >= expected.size()) {
          result.differs(current, null, actual, "no expected answer: regenerate the .out file");
          continue;
        }
        String why = expected.get(i).mismatch(actual, current.unordered());
        if (why == null) {
          result.matches();
        } else {
          result.differs(current, expected.get(i), actual, why);
        }
      }
    }
    return result;
  }

  /** The golden scripts, by name. */
  static List<Path> scriptFiles() throws IOException {
    return TestResources.files("cql", ".cql");
  }

  static Set<String> knownFailures() throws IOException {
    return Files.readAllLines(TestResources.resource(KNOWN_FAILURES), StandardCharsets.UTF_8)
        .stream()
        .map(String::strip)
        .filter(line -> !line.isEmpty() && !line.startsWith("#"))
        .collect(Collectors.toCollection(TreeSet::new));
  }
}
