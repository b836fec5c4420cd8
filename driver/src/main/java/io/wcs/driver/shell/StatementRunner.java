package io.wcs.driver.shell;

import java.io.PrintStream;
import java.sql.SQLException;

/** Runs one complete CQL statement for the shell and prints what it answered. */
interface StatementRunner extends AutoCloseable {

  void run(String statement, PrintStream out) throws SQLException;

  /** A line the shell prints once when it starts interactively. */
  String banner();

  @Override
  void close() throws SQLException;
}
