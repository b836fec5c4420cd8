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
 * the new connection. Not thread-safe.
 */
final class ScriptSession implements AutoCloseable {
  private final String url;
  private Connection connection;
  private Statement statement;
  private String use;

  ScriptSession(String url) throws SQLException {
    this.url = url;
    connect();
  }

  /** Runs one statement of the script and answers as the oracle writes answers. */
  OutputBlock answer(ScriptStatement script) {
    OutputBlock answer = JdbcAnswers.answer(statement, script);
    if (script.text().toUpperCase(Locale.ROOT).startsWith("USE ")
        && answer.body().equals(List.of("OK"))) {
      use = script.text();
    }
    return answer;
  }

  void reopen() throws SQLException {
    close();
    connect();
    if (use != null) {
      statement.execute(use);
    }
  }

  private void connect() throws SQLException {
    connection = DriverManager.getConnection(url);
    statement = connection.createStatement();
  }

  @Override
  public void close() throws SQLException {
    try {
      statement.close();
    } finally {
      connection.close();
    }
  }
}
