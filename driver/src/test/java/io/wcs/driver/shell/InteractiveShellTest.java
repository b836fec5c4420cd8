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
 * lines, COPY … FROM STDIN's records at the {@code [copy]} prompt, HISTORY and CLEAR, and the
 * history file it leaves.
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
