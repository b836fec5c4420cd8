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

  @Test
  void executesEveryStatementOfTheInlineText() {
    int status = shell("", "-e", "use KS; select * from t where k = 1");

    assertEquals(0, status, err());
    assertEquals("USE ks;\nSELECT * FROM t WHERE k = 1;\n", out());
  }

  @Test
  void reportsSyntaxErrorsWithTheirLineInTheScript(@TempDir Path dir) throws IOException {
    Path script = dir.resolve("s.cql");
    Files.writeString(script, "USE ks;\n\n-- a comment\nSELECT * FORM t;\nUSE other;\n");

    int status = shell("", "-f", script.toString());

    assertEquals(1, status);
    assertTrue(
        err().startsWith(script + ":4: line 2:9 mismatched input 'FORM' expecting FROM"), err());
    assertEquals("USE ks;\nUSE other;\n", out(), "the run goes on after a failing statement");
  }

  @Test
  void runsAPipedStandardInputAsAScript() {
    int status = shell("USE a;\nUSE b;\n");

    assertEquals(0, status, err());
    assertEquals("USE a;\nUSE b;\n", out());
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
