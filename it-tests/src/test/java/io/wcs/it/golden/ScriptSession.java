package io.wcs.it.golden;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;

/**
 * The connection a golden script runs on. {@link #reopen} closes it and connects again, which for a
 * file database closes the engine (every memtable flushed to an SSTable) and opens it again on its
 * files; the script's current keyspace, from its last {@code USE} that succeeded, is restored on
 * the new connection. A login statement connects again as its role (a new session: no keyspace); a
 * script that starts with one connects first as that role. Not thread-safe.
 */
final class ScriptSession implements AutoCloseable {
  /** What the remote session's refusal of a login says before the server's own words. */
  private static final String REFUSED = "refused the login: ";

  private final String url;
  private Connection connection;
  private Statement statement;
  private String use;

  ScriptSession(String url) {
    this.url = url;
  }

  /** Runs one statement of the script and answers as the oracle writes answers. */
  OutputBlock answer(ScriptStatement script) throws SQLException {
    if (script.isLogin()) {
      return logIn(script);
    }
    if (connection == null) {
      connect(url);
    }
    OutputBlock answer = JdbcAnswers.answer(statement, script);
    if (script.text().toUpperCase(Locale.ROOT).startsWith("USE ")
        && answer.body().equals(List.of("OK"))) {
      use = script.text();
    }
    return answer;
  }

  /**
   * Connects as the login's role: OK, or the server's refusal as the oracle writes it (the message
   * the server sent, without the driver's words around it), after which no session is open.
   */
  private OutputBlock logIn(ScriptStatement login) throws SQLException {
    close();
    use = null;
    String[] credentials = login.credentials();
    String separator = url.contains("?") ? "&" : "?";
    try {
      connect(url + separator + "user=" + credentials[0] + "&password=" + credentials[1]);
      return new OutputBlock(login.header(), List.of("OK"));
    } catch (SQLException e) {
      String message = String.valueOf(e.getMessage());
      int refused = message.indexOf(REFUSED);
      String refusal = refused < 0 ? message : message.substring(refused + REFUSED.length());
      return new OutputBlock(
          login.header(), List.of("ERROR " + e.getClass().getSimpleName(), "# " + refusal));
    }
  }

  void reopen() throws SQLException {
    close();
    connect(url);
    if (use != null) {
      statement.execute(use);
    }
  }

  private void connect(String connectionUrl) throws SQLException {
    connection = DriverManager.getConnection(connectionUrl);
    statement = connection.createStatement();
  }

  @Override
  public void close() throws SQLException {
    if (connection == null) {
      return;
    }
    try {
      statement.close();
    } finally {
      connection.close();
      connection = null;
    }
  }
}
