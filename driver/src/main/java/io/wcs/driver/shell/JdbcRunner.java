package io.wcs.driver.shell;

import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.UUID;
import org.jline.reader.Completer;

/**
 * Runs each statement through JDBC, like any other application: rows print as a table ({@link
 * ResultTable}), DESCRIBE's as cqlsh prints them ({@link DescribeOutput}), other statements print
 * nothing, and Cassandra's client warnings print after the result as cqlsh prints them. cqlsh's own
 * commands (COPY, CONSISTENCY, EXPAND…) run through {@link ShellCommands}; LOGIN ({@link Login})
 * replaces the connection.
 */
final class JdbcRunner implements StatementRunner {

  private Connection connection;
  private final String url;
  private final ShellCommands commands;

  private JdbcRunner(Connection connection, String url) {
    this.connection = connection;
    this.url = url;
    this.commands = new ShellCommands(connection, banner());
  }

  static JdbcRunner connect(String url) throws SQLException {
    return new JdbcRunner(DriverManager.getConnection(url), url);
  }

  @Override
  public void run(String statement, PrintStream out, PrintStream err, Pager pager, InputLines input)
      throws SQLException {
    if (Login.isLogin(statement)) {
      login(statement);
      return;
    }
    if (commands.run(statement, out, err, input)) {
      return;
    }
    UUID lastTrace = commands.lastTraceId();
    PrintStream results = commands.results(out);
    try (Statement st = connection.createStatement()) {
      if (st.execute(statement)) {
        try (ResultSet rs = st.getResultSet()) {
          if (DescribeOutput.isDescribe(statement)) {
            DescribeOutput.print(statement, rs, results);
          } else {
            ResultTable.print(rs, results, commands.pager(pager), commands.expanded());
          }
          printWarnings(st.getWarnings(), rs.getWarnings(), results);
        }
      } else {
        printWarnings(st.getWarnings(), null, results);
      }
    }
    commands.printTrace(lastTrace, results);
    commands.endResults();
  }

  private void login(String statement) throws SQLException {
    Connection next = Login.connect(statement, url, connection);
    try {
      commands.connected(next);
    } catch (SQLException e) {
      next.close();
      throw e;
    }
    Connection previous = connection;
    connection = next;
    previous.close();
  }

  private static void printWarnings(SQLWarning first, SQLWarning more, PrintStream out) {
    if (first == null && more == null) {
      return;
    }
    out.println("Warnings :");
    for (SQLWarning chain : new SQLWarning[] {first, more}) {
      for (SQLWarning w = chain; w != null; w = w.getNextWarning()) {
        out.println(w.getMessage());
      }
    }
    out.println();
  }

  @Override
  public String keyspace() throws SQLException {
    return connection.getSchema();
  }

  @Override
  public void useScreen(ShellScreen screen) {
    commands.useScreen(screen);
  }

  @Override
  public Completer completer() {
    return new CqlCompleter(() -> connection);
  }

  @Override
  public String banner() {
    int question = url.indexOf('?');
    return "Connected to " + (question < 0 ? url : url.substring(0, question));
  }

  @Override
  public void close() throws SQLException {
    commands.close();
    connection.close();
  }
}
