package io.wcs.driver.shell;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The interactive shell on a terminal whose keyboard is a script of lines: statements spanning
 * lines, COPY … FROM STDIN's records at the {@code [copy]} prompt, HISTORY and CLEAR, results paged
 * at {@code ---MORE---}, and the history file it leaves.
 */
class InteractiveShellTest {
  @TempDir Path dir;

  @Test
  @Timeout(60)
  void runsWhatIsTypedLineByLine() throws Exception {
    String typed =
        String.join(
            "\n",
            "CREATE KEYSPACE ks WITH replication =",
            "  {'class': 'SimpleStrategy', 'replication_factor': 1};",
            "USE ks;",
            "CREATE TABLE t (k int PRIMARY KEY, v text);",
            "COPY t (k, v) FROM STDIN;",
            "1,one",
            "2,two",
            "\\.",
            "SELECT * FROM t WHERE k = 2;",
            "INSERT INTO t (k, v) VALUES (3, 'a\\b!');",
            "SELECT v FROM t WHERE k = 3;",
            "HISTORY 2;",
            "CLEAR;",
            "HISTORY 0;",
            "exit",
            "");
    Path history = dir.resolve("history");
    String screen = run(typed, history, "jdbc:wcs:mem:typed");
    assertTrue(screen.contains("[copy] "), screen);
    assertTrue(screen.contains("2 rows imported"), screen);
    assertTrue(screen.contains(" 2 | two"), screen);
    assertTrue(screen.contains(" a\\b!"), "a backslash and a '!' kept as typed: " + screen);
    assertTrue(screen.contains("wcs:ks> "), screen);
    assertTrue(
        screen.contains("  SELECT v FROM t WHERE k = 3;\n  HISTORY 2;"),
        "the last two lines typed: " + screen);
    assertTrue(screen.contains("\u001b[H\u001b[2J"), "xterm's clear screen: " + screen);
    assertTrue(screen.contains("Improper HISTORY command"), screen);
    String kept = Files.readString(history, StandardCharsets.UTF_8);
    assertTrue(kept.contains("SELECT * FROM t WHERE k = 2;"), kept);
  }

  @Test
  @Timeout(60)
  void pagesLargeResultsAtMore() throws Exception {
    StringBuilder typed = new StringBuilder();
    typed.append("CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',");
    typed.append(
        " 'replication_factor': 1};\nUSE ks;\nCREATE TABLE t (p int, c int, PRIMARY KEY (p, c));\n");
    typed.append("COPY t (p, c) FROM STDIN;\n");
    for (int c = 0; c < 150; c++) {
      typed.append("1,").append(c).append('\n');
    }
    typed.append("\\.\n");
    typed.append("SELECT c FROM t WHERE p = 1;\n\n"); // Enter at ---MORE--- shows the rest
    typed.append("SELECT c FROM t WHERE p = 1;\nq\n"); // q stops after the first page
    typed.append("exit\n");
    String screen = run(typed.toString(), dir.resolve("history"), "jdbc:wcs:mem:paged");
    int first = screen.indexOf("---MORE--- ");
    int second = screen.indexOf("---MORE--- ", first + 1);
    assertTrue(first > 0 && second > first, screen);
    int lastOfFirstPage = screen.indexOf(" 99\n");
    assertTrue(lastOfFirstPage > 0 && lastOfFirstPage < first, screen);
    assertTrue(screen.indexOf(" 100\n") > first, screen);
    assertTrue(
        screen.indexOf("(150 rows)") > first && screen.indexOf("(150 rows)") < second, screen);
    assertTrue(screen.indexOf("(100 rows)") > second, screen);
    assertTrue(screen.indexOf(" 149\n", second) < 0, "no row after q: " + screen);
  }

  private static String run(String typed, Path history, String url) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    // A keyboard that stays open until the shell leaves at "exit", as a user's does: at the end
    // of its input a terminal reads end of file, which would end the shell before it read a line.
    PipedInputStream keyboard = new PipedInputStream(1 << 16);
    try (PipedOutputStream keys = new PipedOutputStream(keyboard)) {
      keys.write(typed.getBytes(StandardCharsets.UTF_8));
      keys.flush();
      // An ExternalTerminal writes what the shell prints straight into out. A terminal from
      // TerminalBuilder may sit on a pseudo-terminal whose output a thread of its own copies,
      // and closing it can drop the last lines not yet copied.
      Terminal terminal =
          new ExternalTerminal("typed", "xterm", keyboard, out, StandardCharsets.UTF_8);
      terminal.setSize(new Size(120, 40));
      InteractiveShell shell = new InteractiveShell(terminal, JdbcRunner.connect(url), history);
      try {
        shell.run();
      } finally {
        shell.close();
      }
    }
    return out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n");
  }
}
