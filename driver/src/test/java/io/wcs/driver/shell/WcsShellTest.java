package io.wcs.driver.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    return runOn(url(test), SETUP + statements);
  }

  /** Runs these statements with {@code -e} on the database {@code url} names. */
  private int runOn(String url, String statements) {
    return shell("", "--url", url, "-e", statements);
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

  private static final String TYPES =
      "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};"
          + "USE ks;"
          + "CREATE TYPE address (street text, zip int);"
          + "CREATE TABLE all_types (k int, c text, b boolean, ts timestamp, d decimal, u uuid,"
          + " bl blob, tags set<text>, scores map<text, int>, home frozen<address>,"
          + " du duration, PRIMARY KEY (k, c));";

  private static final String ROWS =
      "INSERT INTO all_types (k, c, b, ts, d, u, bl, tags, scores, home, du) VALUES (1,"
          + " 'comma, \"quote\" and \\ backslash', true, '2026-11-22 13:14:15.678+0000',"
          + " 1.50, 5f1a8b4e-6a3c-4c4e-9f1e-2b3c4d5e6f70, 0xcafe, {'a', 'it''s'},"
          + " {'x': 1}, {street: 'Main', zip: 12345}, 1h30m);"
          + "INSERT INTO all_types (k, c, b) VALUES (2, 'two\nlines', false);"
          + "INSERT INTO all_types (k, c) VALUES (3, 'nulls');";

  private static final String SELECT_ALL = "SELECT * FROM all_types;";

  /** COPY TO then COPY FROM gives back every value: text with commas, quotes, line breaks. */
  @Test
  void copiesATableToAFileAndBack(@TempDir Path dir, TestInfo test) throws IOException {
    Path csv = dir.resolve("all.csv");
    String url = url(test) + "?keepAlive=true";
    assertEquals(0, runOn(url, TYPES + ROWS + SELECT_ALL), err());
    String before = out();
    out.reset();

    int status =
        runOn(
            url,
            "USE ks; COPY all_types TO '"
                + csv
                + "' WITH HEADER = true;"
                + "TRUNCATE all_types;"
                + "COPY all_types FROM '"
                + csv
                + "' WITH HEADER = true AND MAXBATCHSIZE = 2;"
                + SELECT_ALL);

    assertEquals(0, status, err());
    String printed = out();
    assertTrue(
        printed.startsWith(
            "Starting copy of ks.all_types with columns [k, c, b, bl, d, du, home, scores, tags,"
                + " ts, u].\n3 rows exported to 1 files in "),
        printed);
    assertTrue(printed.contains("3 rows imported from 1 files in "), printed);
    assertEquals(
        before, printed.substring(printed.indexOf('\n', printed.indexOf("(0 skipped)")) + 1));
    List<String> lines = Files.readAllLines(csv);
    assertEquals("k,c,b,bl,d,du,home,scores,tags,ts,u", lines.get(0));
    assertTrue(
        lines
            .get(1)
            .startsWith("1,\"comma, \\\"quote\\\" and \\\\ backslash\",True,0xcafe,1.50,1h30m,"),
        lines.get(1));
  }

  /** A file cqlsh wrote: microseconds in timestamps, True and False, a header to skip. */
  @Test
  void copiesFromAFileCqlshWrote(@TempDir Path dir, TestInfo test) throws IOException {
    Path csv = dir.resolve("cqlsh.csv");
    Files.writeString(
        csv,
        "k,c,b,ts\n"
            + "1,one,True,2026-11-22 13:14:15.678000+0000\n"
            + "\n"
            + "2,\"two, quoted\",False,\n");

    int status =
        runAfterSetupOfTypes(
            test,
            "COPY all_types (k, c, b, ts) FROM '"
                + csv
                + "' WITH header = TRUE;"
                + "SELECT k, c, b, ts FROM all_types;");

    assertEquals(0, status, err());
    assertTrue(out().contains("2 rows imported from 1 files"), out());
    assertTrue(out().contains(" 1 |         one |  True | 2026-11-22 13:14:15.678+0000"), out());
    assertTrue(out().contains(" 2 | two, quoted | False |                         null"), out());
  }

  /** Bad records are reported with their lines; the others are imported and the command fails. */
  @Test
  void reportsTheRecordsItCouldNotImport(@TempDir Path dir, TestInfo test) throws IOException {
    Path csv = dir.resolve("bad.csv");
    Files.writeString(csv, "1,a,true\n2,b\nthree,c,true\n4,d,false\n");

    int status =
        runAfterSetupOfTypes(
            test, "COPY all_types (k, c, b) FROM '" + csv + "';\nSELECT k FROM all_types;");

    assertEquals(1, status);
    assertTrue(out().contains("2 rows imported from 1 files"), out());
    assertTrue(
        err().contains("Failed to import the row at line 2: Invalid row length 2 should be 3"),
        err());
    assertTrue(err().contains("Failed to import the row at line 3: "), err());
    assertTrue(err().contains("-e:1: Failed to import 2 rows of " + csv), err());
    assertTrue(out().contains("(2 rows)"), out());
  }

  @Test
  void refusesCopyOptionsItDoesNotKnow(TestInfo test) {
    int status = runAfterSetupOfTypes(test, "COPY all_types TO 'x.csv' WITH frobnicate = 1;");

    assertEquals(1, status);
    assertTrue(err().contains("Unrecognized COPY TO options: frobnicate"), err());
  }

  @Test
  void copiesToStandardOutput(TestInfo test) {
    int status =
        runAfterSetupOfTypes(
            test,
            "INSERT INTO all_types (k, c) VALUES (1, 'x');"
                + "COPY all_types (k, c, b) TO STDOUT WITH DELIMITER = '|' AND NULL = 'none';");

    assertEquals(0, status, err());
    assertTrue(out().contains("].\n1|x|none\n1 rows exported"), out());
  }

  /** SOURCE runs another script in place; a script that SOURCEs itself is refused. */
  @Test
  void sourcesAnotherScript(@TempDir Path dir, TestInfo test) throws IOException {
    Path inner = dir.resolve("inner.cql");
    Files.writeString(inner, "SELECT k FROM t;\nSOURCE '" + inner + "';\n");

    int status = runAfterSetup(test, "SOURCE '" + inner + "';");

    assertEquals(1, status);
    assertTrue(out().contains("(0 rows)"), out());
    assertTrue(err().contains(inner + ":2: " + inner + " is already running"), err());
  }

  /**
   * In a script COPY FROM STDIN reads the records after it, up to a line {@code \.}, and the script
   * goes on after them, its lines still counted, also after a copy that failed before reading; a
   * bad record names its line.
   */
  @Test
  void copiesTheRecordsThatFollowInAScript(@TempDir Path dir, TestInfo test) throws IOException {
    Path script = dir.resolve("load.cql");
    Files.writeString(
        script,
        SETUP.replace(";", ";\n")
            + "COPY t (k, c, v) FROM STDIN WITH MAXROWS = 2;\n"
            + "1,1,one\n"
            + "1,2,\"two,\n lines\"\n"
            + "1,3,not read\n"
            + "\\.\n"
            + "SELECT k, c, v FROM t;\n"
            + "COPY t (k, c) FROM STDIN;\n"
            + "2,x\n"
            + "\\.\n"
            + "SELECT nothing FROM t;\n"
            + "COPY nosuch FROM STDIN;\n"
            + "3,3,not a statement\n"
            + "\\.\n"
            + "SELECT nothing2 FROM t;\n");

    int status = shell("", "--url", url(test), "-f", script.toString());

    assertEquals(1, status);
    String printed = out();
    assertTrue(
        printed.startsWith(
            "Starting copy of ks.t with columns [k, c, v].\n"
                + "[Use \\. on a line by itself to end input]\n"
                + "2 rows imported from 0 files in "),
        printed);
    assertTrue(
        printed.contains(
            "\n k | c | v\n---+---+--------------\n 1 | 1 |          one\n 1 | 2 | two,\\n"
                + " lines\n"),
        printed);
    assertTrue(printed.contains("0 rows imported from 0 files in "), printed);
    assertTrue(err().contains(script + ":11: Failed to import 1 rows of STDIN; see above"), err());
    assertTrue(err().contains(script + ":14: Undefined column name nothing in"), err());
    // A copy that fails before it reads still passes over its records.
    assertTrue(err().contains(script + ":15: "), err());
    assertFalse(err().contains("mismatched input"), err());
    assertTrue(err().contains(script + ":18: Undefined column name nothing2"), err());
  }

  /** With {@code -e}, COPY FROM STDIN reads the shell's standard input. */
  @Test
  void copiesTheRecordsOfItsStandardInput(TestInfo test) {
    int status =
        shell(
            "5,1,piped\n6,1,too\n\\.\n",
            "--url",
            url(test),
            "-e",
            SETUP + "COPY t (k, c, v) FROM STDIN; SELECT count(*) FROM t;");

    assertEquals(0, status, err());
    assertTrue(out().contains("2 rows imported from 0 files in "), out());
    assertTrue(out().contains("\n     2\n"), out());
  }

  /** CONSISTENCY and SERIAL CONSISTENCY show and set the connection's levels, as in cqlsh. */
  @Test
  void showsAndSetsTheConsistencyLevels(TestInfo test) {
    int status =
        runAfterSetup(
            test,
            "CONSISTENCY; consistency quorum; CONSISTENCY;"
                + "SERIAL CONSISTENCY; SERIAL CONSISTENCY local_serial;"
                + "INSERT INTO t (k, c) VALUES (1, 1) IF NOT EXISTS;"
                + "CONSISTENCY twelve; SERIAL CONSISTENCY ONE;"
                + "CONSISTENCY SERIAL; INSERT INTO t (k, c) VALUES (2, 2);");

    assertEquals(1, status);
    assertTrue(
        out()
            .startsWith(
                "Current consistency level is LOCAL_ONE.\n"
                    + "Consistency level set to QUORUM.\n"
                    + "Current consistency level is QUORUM.\n"
                    + "Current serial consistency level is SERIAL.\n"
                    + "Serial consistency level set to LOCAL_SERIAL.\n"),
        out());
    assertTrue(err().contains("-e:1: unknown consistency level 'twelve'"), err());
    assertTrue(
        err().contains("a serial consistency level must be SERIAL or LOCAL_SERIAL, not ONE"),
        err());
  }

  /** EXPAND ON prints each row as cqlsh does: @ Row N, dashes, a line a column. */
  @Test
  void printsRowsExpanded(TestInfo test) {
    int status =
        runAfterSetup(
            test,
            "INSERT INTO t (k, c, v) VALUES (1, 1, 'one');"
                + "INSERT INTO t (k, c, v, tags) VALUES (1, 2, 'a longer value', {'x'});"
                + "EXPAND; EXPAND ON; EXPAND; SELECT k, c, v, tags FROM t;"
                + "SELECT k FROM t WHERE k = 5; EXPAND off; SELECT k FROM t WHERE k = 5;");

    assertEquals(0, status, err());
    assertEquals(
        "Expanded output is currently disabled. Use EXPAND ON to enable.\n"
            + "Now Expanded output is enabled\n"
            + "Expanded output is currently enabled. Use EXPAND OFF to disable\n"
            + "\n"
            + "@ Row 1\n"
            + "------+----------------\n"
            + " k    | 1\n"
            + " c    | 1\n"
            + " v    | one\n"
            + " tags | null\n"
            + "\n"
            + "@ Row 2\n"
            + "------+----------------\n"
            + " k    | 1\n"
            + " c    | 2\n"
            + " v    | a longer value\n"
            + " tags | {'x'}\n"
            + "\n"
            + "(2 rows)\n"
            + "\n"
            + "(0 rows)\n"
            + "Disabled Expanded output.\n"
            + "\n"
            + " k\n"
            + "---\n"
            + "\n"
            + "(0 rows)\n",
        out());
  }

  /**
   * PAGING and SHOW answer as cqlsh; a script has no history to list nor screen to clear; cqlsh's
   * commands the shell does not run are named.
   */
  @Test
  void answersCqlshsOtherCommands(TestInfo test) {
    int status =
        shell(
            "",
            "--url",
            url(test),
            "-e",
            "PAGING; PAGING 20; PAGING OFF; PAGING; PAGING ON; HISTORY; CLEAR; CLS; SHOW VERSION;"
                + " SHOW HOST; HELP; LOGIN cassandra 'cassandra'; DEBUG;");

    assertEquals(1, status);
    assertTrue(
        out()
            .startsWith(
                "Query paging is currently enabled. Use PAGING OFF to disable\n"
                    + "Page size: 100\n"
                    + "Page size: 20\n"
                    + "Disabled Query paging.\n"
                    + "Query paging is currently disabled. Use PAGING ON to enable.\n"
                    + "Now Query paging is enabled\n"
                    + "Page size: 20\n"
                    + "[WCS shell | Cassandra 5.0.2 | CQL spec 3.4.7 | Native protocol v5]\n"
                    + "Connected to "
                    + url(test)
                    + "\nCQL statements end with ';'"),
        out());
    assertTrue(
        err()
            .startsWith(
                "-e:1: LOGIN logs in to a server (jdbc:wcs://host/): an embedded database has no"
                    + " roles to log in as\n-e:1: DEBUG is a cqlsh command the WCS shell does not"
                    + " run"),
        err());
  }

  /**
   * CAPTURE appends statements' answers to a file, their warnings too, not the shell's own
   * messages; CAPTURE OFF prints them again; each misuse is named as cqlsh names it.
   */
  @Test
  void capturesAnswersInAFile(@TempDir Path dir, TestInfo test) throws IOException {
    Path file = dir.resolve("captured.txt");
    Files.writeString(file, "before\n");
    String quoted = "'" + file + "'";

    int status =
        runAfterSetup(
            test,
            "INSERT INTO t (k, c, v) VALUES (1, 1, 'one');"
                + "CAPTURE OFF; CAPTURE; CAPTURE "
                + quoted
                + "; CAPTURE; CAPTURE "
                + quoted
                + "; SELECT k, v FROM t; EXPAND; SELECT count(*) FROM t; CAPTURE OFF;"
                + " SELECT v FROM t; CAPTURE;");

    assertEquals(1, status);
    assertEquals(
        "before\n\n k | v\n---+-----\n 1 | one\n\n(1 rows)\n\n count\n-------\n     1\n\n(1 rows)\n"
            + "Warnings :\nAggregation query used without partition key\n\n",
        Files.readString(file));
    assertEquals(
        "Currently not capturing query output.\n"
            + "Now capturing query output to "
            + quoted
            + ".\nCurrently capturing query output to "
            + quoted
            + ".\nExpanded output is currently disabled. Use EXPAND ON to enable.\n"
            + "\n v\n-----\n one\n\n(1 rows)\n"
            + "Currently not capturing query output.\n",
        out());
    assertEquals(
        "-e:1: Not currently capturing output.\n"
            + "-e:1: Already capturing output to "
            + file
            + ". Use CAPTURE OFF to disable.\n",
        err());
  }

  /** Into a counter table, as in cqlsh, each record adds its values to the counters. */
  @Test
  void addsToCountersFromAFile(@TempDir Path dir, TestInfo test) throws IOException {
    Path csv = dir.resolve("counts.csv");
    Files.writeString(csv, "7,a,1,10\n7,b,2,20\n7,a,3,30\n");

    int status =
        runAfterSetup(
            test,
            "CREATE TABLE hits (k int, page text, n counter, m counter, PRIMARY KEY (k, page));"
                + "COPY hits (k, page, n, m) FROM '"
                + csv
                + "'; SELECT * FROM hits; COPY hits FROM '"
                + csv
                + "' WITH TTL = 5;");

    assertEquals(1, status);
    assertTrue(out().contains("3 rows imported from 1 files"), out());
    assertTrue(out().contains(" 7 |    a | 40 | 4\n 7 |    b | 20 | 2\n"), out());
    assertTrue(err().contains("COPY FROM a counter table takes no TTL"), err());
  }

  /** DESCRIBE prints as cqlsh: statements as CQL, listings in columns under each keyspace. */
  @Test
  void printsDescribeAsCqlshDoes(TestInfo test) {
    int status =
        runAfterSetup(
            test,
            "CREATE INDEX t_v ON t (v); CREATE TABLE \"Other\" (k int PRIMARY KEY);"
                + "DESCRIBE TABLE t; DESCRIBE TABLES; DESC CLUSTER;");

    assertEquals(0, status, err());
    String printed = out();
    assertTrue(printed.startsWith("\nCREATE TABLE ks.t (\n    k int,\n"), printed);
    assertTrue(
        printed.contains(
            "    AND speculative_retry = '99p';\n\nCREATE INDEX t_v ON ks.t (v);\n\nKeyspace ks\n"
                + "-----------\n\"Other\"  t\n\n\nCluster: "),
        printed);
    assertTrue(
        printed.endsWith(
            "\n\nCluster: Test Cluster\n"
                + "Partitioner: org.apache.cassandra.dht.Murmur3Partitioner\n"
                + "Snitch: org.apache.cassandra.locator.SimpleSnitch\n\n"),
        printed);
  }

  /** TRACING ON prints each statement's trace after its result, as cqlsh does. */
  @Test
  void printsTheTraceOfEachStatementWhileTracing(TestInfo test) {
    int status =
        runAfterSetup(
            test,
            "TRACING; TRACING ON; INSERT INTO t (k, c, v) VALUES (1, 1, 'one');"
                + "SELECT v FROM t WHERE k = 1; TRACING OFF; SELECT v FROM t WHERE k = 1;");

    assertEquals(0, status, err());
    String printed = out();
    assertTrue(
        printed.startsWith(
            "Tracing is currently disabled. Use TRACING ON to enable.\nNow Tracing is enabled\n"
                + "\nTracing session: "),
        printed);
    assertTrue(printed.contains(" activity "), printed);
    assertTrue(printed.contains("Execute CQL3 query |"), printed);
    assertTrue(
        printed.contains("Parsing INSERT INTO t (k, c, v) VALUES (1, 1, 'one') [main] |"), printed);
    assertTrue(printed.contains(" Read 1 live rows and 0 tombstone cells [main] |"), printed);
    assertTrue(printed.contains("Request complete |"), printed);
    assertEquals(2, printed.split("Tracing session: ", -1).length - 1, printed);
    assertTrue(printed.contains("Disabled Tracing.\n"), printed);
  }

  /** SHOW SESSION prints a traced request's trace again; an id traced nowhere is named. */
  @Test
  void showsATracedSessionAgain(TestInfo test) {
    String url = url(test) + "?keepAlive=true";
    assertEquals(0, runOn(url, SETUP + "TRACING ON; SELECT v FROM t WHERE k = 1;"), err());
    String traced = out();
    int at = traced.indexOf("Tracing session: ") + "Tracing session: ".length();
    String id = traced.substring(at, at + 36);
    out.reset();

    int status =
        runOn(
            url,
            "SHOW SESSION "
                + id
                + "; SHOW SESSION 6b2a1c3e-0000-11ef-8000-000000000000; SHOW SESSION x;");

    assertEquals(1, status);
    assertEquals(traced.substring(traced.indexOf("\nTracing session: ")), out());
    assertEquals(
        "-e:1: Session 6b2a1c3e-0000-11ef-8000-000000000000 wasn't found.\n"
            + "-e:1: Improper SHOW command: SHOW SESSION takes a traced request's id, such as"
            + " TRACING ON prints\n",
        err());
  }

  private int runAfterSetupOfTypes(TestInfo test, String statements) {
    return shell("", "--url", url(test), "-e", TYPES + statements);
  }
}
