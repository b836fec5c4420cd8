package io.wcs.driver.shell;

import java.io.PrintStream;
import java.sql.SQLException;
import org.jline.reader.Completer;

/** Runs one complete CQL statement, or cqlsh's COPY, for the shell and prints what it answered. */
interface StatementRunner extends AutoCloseable {

  /**
   * Runs the statement and prints its rows, asking {@code pager} before each further page; a
   * command that goes on after a failure (COPY) prints the failures to {@code err}; {@code COPY …
   * FROM STDIN} reads its records from {@code input}.
   */
  void run(String statement, PrintStream out, PrintStream err, Pager pager, InputLines input)
      throws SQLException;

  /** The keyspace {@code USE} chose, shown in the prompt as cqlsh does, or null. */
  String keyspace() throws SQLException;

  /** What the interactive shell completes a word with on TAB. */
  Completer completer();

  /** The interactive shell's terminal, which CLEAR and HISTORY act on from now on. */
  void useScreen(ShellScreen screen);

  /** A line the shell prints once when it starts interactively. */
  String banner();

  @Override
  void close() throws SQLException;
}
