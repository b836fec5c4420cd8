package io.wcs.driver.shell;

import io.wcs.driver.WcsConnection;
import io.wcs.driver.error.WcsSqlState;
import java.io.Console;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * cqlsh's {@code LOGIN user ['password']}: a connection to the same server as another role, in the
 * same keyspace and at the same consistency levels, to take the shell's place. Without a password
 * it asks for one on the terminal, as cqlsh does. A failed login leaves the shell as it was.
 */
final class Login {
  private static final Pattern COMMAND =
      Pattern.compile(
          "LOGIN\\s+(?:'((?:[^']|'')*)'|([^\\s']+))(?:\\s+'((?:[^']|'')*)')?",
          Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

  private Login() {}

  /** Whether the statement is a LOGIN command, of any form. */
  static boolean isLogin(String statement) {
    return ShellCommands.isCommand(statement, "LOGIN");
  }

  /**
   * Logs in as the statement says, on the server {@code url} names.
   *
   * @param current the shell's connection, whose keyspace and consistency levels the new one takes
   * @return the new connection, for the caller to use in place of {@code current} and close that
   * @throws SQLException (42000) for a malformed command; (HYC00) on an embedded database, which
   *     has no roles to log in as, or with no password and no terminal to ask it on; or the
   *     connection's failure (28000 for bad credentials)
   */
  static Connection connect(String statement, String url, Connection current) throws SQLException {
    Matcher command = COMMAND.matcher(statement);
    if (!command.matches()) {
      throw WcsSqlState.SYNTAX_ERROR.exception("Improper LOGIN command: LOGIN user ['password']");
    }
    if (!url.startsWith("jdbc:wcs://")) {
      throw WcsSqlState.FEATURE_NOT_SUPPORTED.exception(
          "LOGIN logs in to a server (jdbc:wcs://host/): an embedded database has no roles to log"
              + " in as");
    }
    String user = command.group(1) != null ? command.group(1).replace("''", "'") : command.group(2);
    String password =
        command.group(3) != null ? command.group(3).replace("''", "'") : askPassword();
    Properties credentials = new Properties();
    credentials.setProperty("user", user);
    credentials.setProperty("password", password);
    Connection next = DriverManager.getConnection(url, credentials);
    try {
      takeSettings(current.unwrap(WcsConnection.class), next.unwrap(WcsConnection.class));
    } catch (SQLException e) {
      next.close();
      throw e;
    }
    return next;
  }

  private static void takeSettings(WcsConnection from, WcsConnection to) throws SQLException {
    String keyspace = from.getSchema();
    if (keyspace != null) {
      to.setSchema(keyspace);
    }
    to.setConsistency(from.getConsistency());
    to.setSerialConsistency(from.getSerialConsistency());
  }

  private static String askPassword() throws SQLException {
    Console console = System.console();
    char[] typed = console == null ? null : console.readPassword("Password: ");
    if (typed == null) {
      throw WcsSqlState.FEATURE_NOT_SUPPORTED.exception(
          "LOGIN without a password asks for it on a terminal, and there is none: give it as"
              + " LOGIN user 'password'");
    }
    return new String(typed);
  }
}
