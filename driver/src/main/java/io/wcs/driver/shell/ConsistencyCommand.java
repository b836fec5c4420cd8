package io.wcs.driver.shell;

import io.wcs.driver.WcsConnection;
import java.io.PrintStream;
import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * cqlsh's {@code CONSISTENCY [level]} and {@code SERIAL CONSISTENCY [level]}: without a level they
 * print the connection's, with one they set it for the statements that follow, in cqlsh's words.
 */
final class ConsistencyCommand {
  private static final Pattern COMMAND =
      Pattern.compile(
          "(SERIAL\\s+)?CONSISTENCY(?:\\s+(\\w+))?", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

  private ConsistencyCommand() {}

  /**
   * Runs the statement if it is such a command.
   *
   * @return false, having done nothing, when it is not
   * @throws SQLException (22000) for a level that does not exist or is not serial
   */
  static boolean run(String statement, WcsConnection connection, PrintStream out)
      throws SQLException {
    Matcher command = COMMAND.matcher(statement);
    if (!command.matches()) {
      return false;
    }
    boolean serial = command.group(1) != null;
    String level = command.group(2);
    if (level == null) {
      out.println(
          serial
              ? "Current serial consistency level is " + connection.getSerialConsistency() + "."
              : "Current consistency level is " + connection.getConsistency() + ".");
    } else if (serial) {
      connection.setSerialConsistency(level);
      out.println("Serial consistency level set to " + connection.getSerialConsistency() + ".");
    } else {
      connection.setConsistency(level);
      out.println("Consistency level set to " + connection.getConsistency() + ".");
    }
    return true;
  }
}
