package io.wcs.driver.shell;

import io.wcs.parser.CqlParser;
import java.io.PrintStream;
import java.sql.SQLException;

/**
 * Parses each statement and prints it back in canonical CQL. This is how the shell runs until the
 * engine executes statements; it is also a quick way to see how WCS reads a statement.
 */
final class ParseOnlyRunner implements StatementRunner {

  @Override
  public void run(String statement, PrintStream out) throws SQLException {
    out.println(CqlParser.parse(statement).toCql() + ";");
  }

  @Override
  public String banner() {
    return "parse-only mode: each statement is parsed and printed back as canonical CQL";
  }

  @Override
  public void close() {}
}
