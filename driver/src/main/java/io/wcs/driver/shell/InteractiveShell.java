package io.wcs.driver.shell;

import io.wcs.parser.CqlParser;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;

/**
 * The interactive shell: line editing, TAB completion ({@link CqlCompleter}) and a history file
 * through JLine; a statement may span lines and runs once a line ends it with {@code ;}. Ctrl-C
 * drops the statement being typed, Ctrl-D or {@code exit} leaves. Large results print {@value
 * #ROWS_PER_PAGE} rows at a time, as cqlsh's, with {@code ---MORE---} in between.
 */
final class InteractiveShell {

  private static final String CONTINUATION = "...> ";
  private static final int ROWS_PER_PAGE = 100;

  private final Terminal terminal;
  private final StatementRunner runner;

  InteractiveShell(Terminal terminal, StatementRunner runner) {
    this.terminal = terminal;
    this.runner = runner;
  }

  void run() {
    LineReader reader =
        LineReaderBuilder.builder()
            .terminal(terminal)
            .completer(runner.completer())
            .option(LineReader.Option.CASE_INSENSITIVE, true)
            .appName("wcs")
            .variable(
                LineReader.HISTORY_FILE, Path.of(System.getProperty("user.home"), ".wcs_history"))
            .build();
    PrintStream out = new PrintStream(terminal.output(), true, terminal.encoding());
    ScriptRunner scripts = new ScriptRunner(runner, out, out, pager(reader), records(reader));
    terminal
        .writer()
        .println("WCS shell. " + runner.banner() + ". HELP lists the commands; exit leaves.");
    StringBuilder pending = new StringBuilder();
    while (true) {
      String line;
      try {
        line = reader.readLine(pending.length() == 0 ? prompt() : CONTINUATION);
      } catch (UserInterruptException e) {
        pending.setLength(0);
        continue;
      } catch (EndOfFileException e) {
        return;
      }
      if (pending.length() == 0 && isExit(line)) {
        return;
      }
      pending.append(line).append('\n');
      if (CqlParser.endsStatement(pending.toString())) {
        scripts.runTyped(pending.toString(), "input");
        pending.setLength(0);
      }
    }
  }

  /** {@code wcs> }, or {@code wcs:ks> } once {@code USE ks} ran. */
  private String prompt() {
    String keyspace;
    try {
      keyspace = runner.keyspace();
    } catch (SQLException e) {
      keyspace = null;
    }
    return keyspace == null ? "wcs> " : "wcs:" + keyspace + "> ";
  }

  /** {@code COPY … FROM STDIN}'s records, typed at cqlsh's {@code [copy]} prompt. */
  private static InputLines records(LineReader reader) {
    return () -> {
      try {
        return reader.readLine("[copy] ");
      } catch (UserInterruptException | EndOfFileException e) {
        return null;
      }
    };
  }

  /** Waits at {@code ---MORE---} for Enter; {@code q}, Ctrl-C or Ctrl-D stop the listing. */
  private static Pager pager(LineReader reader) {
    return new Pager() {
      @Override
      public int rowsPerPage() {
        return ROWS_PER_PAGE;
      }

      @Override
      public boolean more() {
        try {
          return !reader.readLine("---MORE--- ").strip().equalsIgnoreCase("q");
        } catch (UserInterruptException | EndOfFileException e) {
          return false;
        }
      }
    };
  }

  private static boolean isExit(String line) {
    String word = line.strip().toLowerCase(Locale.ROOT);
    if (word.endsWith(";")) {
      word = word.substring(0, word.length() - 1).strip();
    }
    return word.equals("exit") || word.equals("quit");
  }

  void close() throws IOException {
    terminal.close();
  }
}
