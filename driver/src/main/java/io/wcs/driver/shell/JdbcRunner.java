package io.wcs.driver.shell;

import io.wcs.driver.WcsConnection;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs each statement through JDBC, like any other application: rows print as a table ({@link
 * ResultTable}), other statements print nothing, and Cassandra's client warnings print after the
 * result as cqlsh prints them. cqlsh's COPY runs through JDBC too ({@link Copy}), and its
 * CONSISTENCY sets the connection's level ({@link ConsistencyCommand}); EXPAND ON prints rows
 * expanded, a line a column.
 */
final class JdbcRunner implements StatementRunner {

  /** cqlsh's {@code EXPAND [ON|OFF]}. */
  private static final Pattern EXPAND =
      Pattern.compile("EXPAND(?:\\s+(ON|OFF))?", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

  private final Connection connection;
  private final String url;
  private boolean expanded;

  private JdbcRunner(Connection connection, String url) {
    this.connection = connection;
    this.url = url;
  }

  static JdbcRunner connect(String url) throws SQLException {
    return new JdbcRunner(DriverManager.getConnection(url), url);
  }

  @Override
  public void run(String statement, PrintStream out, PrintStream err, Pager pager)
      throws SQLException {
    if (CopyCommand.isCopy(statement)) {
      Copy.run(connection, CopyCommand.parse(statement), out, err);
      return;
    }
    if (ConsistencyCommand.run(statement, connection.unwrap(WcsConnection.class), out)) {
      return;
    }
    Matcher expand = EXPAND.matcher(statement);
    if (expand.matches()) {
      expand(expand.group(1), out);
      return;
    }
    try (Statement st = connection.createStatement()) {
      if (st.execute(statement)) {
        try (ResultSet rs = st.getResultSet()) {
          ResultTable.print(rs, out, pager, expanded);
          printWarnings(st.getWarnings(), rs.getWarnings(), out);
        }
      } else {
        printWarnings(st.getWarnings(), null, out);
      }
    }
  }

  /** Shows or sets whether rows print expanded, in cqlsh's words. */
  private void expand(String onOrOff, PrintStream out) {
    if (onOrOff == null) {
      out.println(
          expanded
              ? "Expanded output is currently enabled. Use EXPAND OFF to disable"
              : "Expanded output is currently disabled. Use EXPAND ON to enable.");
    } else if (onOrOff.equalsIgnoreCase("ON")) {
      expanded = true;
      out.println("Now Expanded output is enabled");
    } else {
      expanded = false;
      out.println("Disabled Expanded output.");
    }
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
  public String banner() {
    int question = url.indexOf('?');
    return "Connected to " + (question < 0 ? url : url.substring(0, question));
  }

  @Override
  public void close() throws SQLException {
    connection.close();
  }
}
