package io.wcs.driver.shell;

import io.wcs.parser.CqlParser;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.utils.InfoCmp;

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
  private final Path historyFile;

  /**
   * @param historyFile where the lines typed are kept from one session to the next
   */
  InteractiveShell(Terminal terminal, StatementRunner runner, Path historyFile) {
    this.terminal = terminal;
    this.runner = runner;
    this.historyFile = historyFile;
  }

  void run() {
    LineReader reader =
        LineReaderBuilder.builder()
            .terminal(terminal)
            .completer(runner.completer())
            .option(LineReader.Option.CASE_INSENSITIVE, true)
            // JLine's history expansion would take '!' and '\\' out of what is typed: CQL text,
            // and COPY's end line, \., keep them
            .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
            .appName("wcs")
            .variable(LineReader.HISTORY_FILE, historyFile)
            .build();
    PrintStream out = new PrintStream(terminal.output(), true, terminal.encoding());
    runner.useScreen(screen(reader));
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

  /** The terminal CLEAR clears, and the lines HISTORY lists, as JLine keeps them. */
  private ShellScreen screen(LineReader reader) {
    return new ShellScreen() {
      @Override
      public void clear() {
        terminal.puts(InfoCmp.Capability.clear_screen);
        terminal.flush();
      }

      @Override
      public List<String> history() {
        List<String> lines = new ArrayList<>();
        reader.getHistory().forEach(entry -> lines.add(entry.line()));
        return lines;
      }
    };
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
