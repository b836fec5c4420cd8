package io.wcs.driver.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.io.TempDir;

class WcsShellTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int shell(String stdin, String... args) {
    return WcsShell.run(
        List.of(args),
        new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  /** Each test gets its own in-memory database, gone when the shell closes its connection. */
  private static String url(TestInfo test) {
    return "jdbc:wcs:mem:shell-" + test.getTestMethod().orElseThrow().getName();
  }

  private static final String SETUP =
      "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};"
          + "USE ks;"
          + "CREATE TABLE t (k int, c int, v text, tags set<text>, PRIMARY KEY (k, c));";

  /** Runs SETUP then these statements with {@code -e} on the test's database. */
  private int runAfterSetup(TestInfo test, String statements) {
    return shell("", "--url", url(test), "-e", SETUP + statements);
  }

  @Test
  void printsRowsAsAlignedTables(TestInfo test) {
    int status =
        runAfterSetup(
            test,
            "INSERT INTO t (k, c, v, tags) VALUES (1, 1, 'one', {'b', 'a'});"
                + "INSERT INTO t (k, c, v) VALUES (1, 20, 'twenty');"
                + "SELECT * FROM t WHERE k = 1;");

    assertEquals(0, status, err());
    assertEquals(
        """

         k | c  | tags       | v
        ---+----+------------+--------
         1 |  1 | {'a', 'b'} |    one
         1 | 20 |       null | twenty

        (2 rows)
        """,
        out());
  }

  @Test
  void printsBooleansAsCqlshDoes(TestInfo test) {
    int status =
        runAfterSetup(
            test,
            "CREATE TABLE flags (k int PRIMARY KEY, done boolean);"
                + "INSERT INTO flags (k, done) VALUES (1, true);"
                + "INSERT INTO flags (k, done) VALUES (2, false);"
                + "INSERT INTO flags (k) VALUES (3);"
                + "SELECT k, done FROM flags WHERE k IN (1, 2, 3);");

    assertEquals(0, status, err());
    assertEquals(
        """

         k | done
        ---+-------
         1 |  True
         2 | False
         3 |  null

        (3 rows)
        """,
        out());
  }

  @Test
  void reportsSyntaxErrorsWithTheirLineInTheScript(@TempDir Path dir, TestInfo test)
      throws IOException {
    Path script = dir.resolve("s.cql");
    Files.writeString(
        script,
        SETUP.replace(";", ";\n")
            + "\n-- a comment\nSELECT * FORM t;\nSELECT count(*) FROM t WHERE k = 1;\n");

    int status = shell("", "--url", url(test), "-f", script.toString());

    assertEquals(1, status);
    assertTrue(
        err().startsWith(script + ":6: line 2:9 mismatched input 'FORM' expecting FROM"), err());
    assertTrue(out().contains("(1 rows)"), "the run goes on after a failing statement: " + out());
  }

  @Test
  void reportsEachOfTwoSameFailingStatementsWithItsOwnLine(@TempDir Path dir, TestInfo test)
      throws IOException {
    Path script = dir.resolve("s.cql");
    Files.writeString(script, "USE nowhere;\nUSE nowhere;\n");

    shell("", "--url", url(test), "-f", script.toString());

    assertTrue(err().startsWith(script + ":1: "), err());
    assertTrue(err().contains("\n" + script + ":2: "), err());
  }

  @Test
  void reportsEngineErrorsWithTheStatementsLine(TestInfo test) {
    int status = shell("", "--url", url(test), "-e", "USE nowhere;");

    assertEquals(1, status);
    assertTrue(err().startsWith("-e:1: "), err());
    assertTrue(err().contains("nowhere"), err());
  }

  @Test
  void runsAPipedStandardInputAsAScript(TestInfo test) {
    int status = shell(SETUP + "\nSELECT k FROM t;\n", "--url", url(test));

    assertEquals(0, status, err());
    assertEquals("\n k\n---\n\n(0 rows)\n", out());
  }

  @Test
  void refusesUnknownOptionsWithUsage() {
    int status = shell("", "--frobnicate");

    assertEquals(2, status);
    assertTrue(err().contains("unknown option '--frobnicate'"), err());
    assertTrue(err().contains("usage: wcs"), err());
  }

  @Test
  void namesAMissingScriptFile(@TempDir Path dir) {
    int status = shell("", "-f", dir.resolve("nope.cql").toString());

    assertEquals(2, status);
    assertTrue(err().contains("no such file"), err());
  }

  @Test
  void printsHelp() {
    assertEquals(0, shell("", "--help"));
    assertTrue(out().startsWith("usage: wcs"), out());
  }
}
