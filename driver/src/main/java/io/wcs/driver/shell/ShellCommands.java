package io.wcs.driver.shell;

import io.wcs.driver.WcsConnection;
import io.wcs.driver.error.WcsSqlState;
import java.io.PrintStream;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * cqlsh's own commands, which are not CQL but LOGIN ({@link Login}, run where the connection is
 * kept): COPY ({@link Copy}), CAPTURE ({@link Capture}), CONSISTENCY and SERIAL CONSISTENCY ({@link
 * ConsistencyCommand}), EXPAND, PAGING, TRACING ({@link TracePrinter}), SHOW, HISTORY and CLEAR
 * ({@link ShellScreen}), in cqlsh's words, and the state they set for the statements that follow.
 * cqlsh's other commands are refused by name, rather than as CQL that does not parse.
 */
final class ShellCommands implements AutoCloseable {
  private static final Pattern EXPAND =
      Pattern.compile("EXPAND(?:\\s+(ON|OFF))?", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  private static final Pattern TRACING =
      Pattern.compile("TRACING(?:\\s+(ON|OFF))?", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  private static final Pattern PAGING =
      Pattern.compile(
          "PAGING(?:\\s+(ON|OFF|\\d{1,9}))?", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  private static final Pattern SHOW =
      Pattern.compile(
          "SHOW\\s+(VERSION|HOST|SESSION(?:\\s+(\\S+))?)",
          Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  private static final Pattern HISTORY =
      Pattern.compile("HISTORY(?:\\s+(-?\\d{1,9}))?", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  private static final Pattern CLEAR = Pattern.compile("CLEAR|CLS", Pattern.CASE_INSENSITIVE);

  /** How many lines HISTORY lists without a number. */
  private static final int HISTORY_LINES = 50;

  /** cqlsh's commands the WCS shell does not run. */
  private static final Set<String> NOT_RUN = Set.of("DEBUG", "UNICODE", "SHOW");

  private static final String HELP =
      """
      CQL statements end with ';' and may span lines. cqlsh's commands the shell also runs:
        COPY table [(columns)] FROM 'file.csv' | STDIN [WITH option = value …]
        COPY table [(columns)] TO 'file.csv' | STDOUT [WITH option = value …]
        SOURCE 'file.cql'          CAPTURE ['file.txt' | OFF]    LOGIN user ['password']
        CONSISTENCY [level]        SERIAL CONSISTENCY [SERIAL | LOCAL_SERIAL]
        EXPAND [ON | OFF]          PAGING [ON | OFF | rows]       TRACING [ON | OFF]
        SHOW VERSION               SHOW HOST                      SHOW SESSION id
        HISTORY [lines]            CLEAR or CLS                   EXIT or QUIT (interactive)""";

  private static final int DEFAULT_PAGE_SIZE = 100;

  private Connection connection;
  private final String host;
  private ShellScreen screen = ShellScreen.NONE;
  private final Capture capture = new Capture();
  private boolean expanded;
  private boolean tracing;
  private boolean paging = true;
  private int pageSize = DEFAULT_PAGE_SIZE;

  /**
   * @param host what SHOW HOST prints
   */
  ShellCommands(Connection connection, String host) {
    this.connection = connection;
    this.host = host;
  }

  /**
   * Runs the commands on {@code next} from now on, as LOGIN made it, traced if TRACING is on.
   *
   * @throws SQLException when it cannot be set to trace
   */
  void connected(Connection next) throws SQLException {
    next.unwrap(WcsConnection.class).setTracing(tracing);
    connection = next;
  }

  /** CLEAR and HISTORY act on {@code screen} from now on: the interactive shell's terminal. */
  void useScreen(ShellScreen screen) {
    this.screen = screen;
  }

  /**
   * Whether the statement is the shell command {@code word} (in capitals): its first word, in any
   * case, followed by nothing or by what no word goes on with.
   */
  static boolean isCommand(String statement, String word) {
    int length = word.length();
    return statement.regionMatches(true, 0, word, 0, length)
        && (statement.length() == length || !isWordChar(statement.charAt(length)));
  }

  /** A character a CQL name or keyword may hold. */
  static boolean isWordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_';
  }

  /** Whether rows print expanded (EXPAND ON). */
  boolean expanded() {
    return expanded;
  }

  /**
   * Where a CQL statement's answer prints: {@code out}, or CAPTURE's file; {@link #endResults} when
   * it has printed.
   */
  PrintStream results(PrintStream out) {
    return capture.results(out);
  }

  /**
   * Ends a statement's answer: what CAPTURE took is in its file.
   *
   * @throws SQLException (58030) when it could not be written there
   */
  void endResults() throws SQLException {
    capture.flush();
  }

  /** {@code pager} as PAGING left it: off, or with PAGING's page size; off while capturing. */
  Pager pager(Pager pager) {
    if (!paging || capture.capturing()) {
      return Pager.NEVER;
    }
    if (pager == Pager.NEVER || pageSize == pager.rowsPerPage()) {
      return pager;
    }
    return new Pager() {
      @Override
      public int rowsPerPage() {
        return pageSize;
      }

      @Override
      public boolean more() {
        return pager.more();
      }
    };
  }

  /**
   * Runs the statement if it is one of cqlsh's commands; {@code COPY … FROM STDIN} reads {@code
   * input}.
   *
   * @return false, having done nothing, when it is CQL
   */
  boolean run(String statement, PrintStream out, PrintStream err, InputLines input)
      throws SQLException {
    if (CopyCommand.isCopy(statement)) {
      Copy.run(connection, CopyCommand.parse(statement), out, err, input);
      return true;
    }
    if (Capture.isCapture(statement)) {
      capture.run(statement, out);
      return true;
    }
    if (ConsistencyCommand.run(statement, connection.unwrap(WcsConnection.class), out)) {
      return true;
    }
    Matcher matched = EXPAND.matcher(statement);
    if (matched.matches()) {
      expand(matched.group(1), out);
      return true;
    }
    matched = TRACING.matcher(statement);
    if (matched.matches()) {
      tracing(matched.group(1), out);
      return true;
    }
    matched = PAGING.matcher(statement);
    if (matched.matches()) {
      paging(matched.group(1), out);
      return true;
    }
    matched = SHOW.matcher(statement);
    if (matched.matches()) {
      show(matched.group(1).toUpperCase(Locale.ROOT), matched.group(2), out);
      return true;
    }
    matched = HISTORY.matcher(statement);
    if (matched.matches()) {
      history(matched.group(1), out);
      return true;
    }
    if (CLEAR.matcher(statement).matches()) {
      screen.clear();
      return true;
    }
    String first = statement.split("\\s+", 2)[0].toUpperCase(Locale.ROOT);
    if (first.equals("HELP") || first.equals("?")) {
      out.println(HELP);
      return true;
    }
    if (NOT_RUN.contains(first)) {
      throw WcsSqlState.FEATURE_NOT_SUPPORTED.exception(
          first
              + " is a cqlsh command the WCS shell does not run (it runs COPY, SOURCE, CAPTURE,"
              + " LOGIN, CONSISTENCY, SERIAL CONSISTENCY, EXPAND, PAGING, TRACING, SHOW VERSION,"
              + " SHOW HOST, SHOW SESSION, HISTORY and CLEAR)");
    }
    return false;
  }

  /** The last lines typed, {@code lines} of them or {@value #HISTORY_LINES}, oldest first. */
  private void history(String lines, PrintStream out) throws SQLException {
    int n = lines == null ? HISTORY_LINES : Integer.parseInt(lines);
    if (n < 1) {
      throw WcsSqlState.SYNTAX_ERROR.exception(
          "Improper HISTORY command: it takes how many of the last lines to list, 1 or more");
    }
    List<String> typed = screen.history();
    for (String line : typed.subList(Math.max(0, typed.size() - n), typed.size())) {
      out.println("  " + line);
    }
  }

  private void showSession(String session, PrintStream out) throws SQLException {
    UUID id;
    try {
      id = session == null || session.length() != 36 ? null : UUID.fromString(session);
    } catch (IllegalArgumentException e) {
      id = null;
    }
    if (id == null) {
      throw WcsSqlState.SYNTAX_ERROR.exception(
          "Improper SHOW command: SHOW SESSION takes a traced request's id, such as TRACING ON"
              + " prints");
    }
    if (!TracePrinter.print(connection, id, results(out))) {
      throw WcsSqlState.INVALID_REQUEST.exception("Session " + id + " wasn't found.");
    }
    endResults();
  }

  /** Ends a capture, if one runs. */
  @Override
  public void close() {
    capture.close();
  }

  private void expand(String onOrOff, PrintStream out) {
    if (onOrOff == null) {
      out.println(
          expanded
              ? "Expanded output is currently enabled. Use EXPAND OFF to disable"
              : "Expanded output is currently disabled. Use EXPAND ON to enable.");
      return;
    }
    expanded = onOrOff.equalsIgnoreCase("ON");
    out.println(expanded ? "Now Expanded output is enabled" : "Disabled Expanded output.");
  }

  private void tracing(String onOrOff, PrintStream out) throws SQLException {
    if (onOrOff == null) {
      out.println(
          tracing
              ? "Tracing is currently enabled. Use TRACING OFF to disable"
              : "Tracing is currently disabled. Use TRACING ON to enable.");
      return;
    }
    tracing = onOrOff.equalsIgnoreCase("ON");
    connection.unwrap(WcsConnection.class).setTracing(tracing);
    out.println(tracing ? "Now Tracing is enabled" : "Disabled Tracing.");
  }

  /**
   * Prints the trace of the statement just run, if TRACING is on and it was traced: its trace id
   * differs from {@code before}, the last one before it ran.
   */
  void printTrace(UUID before, PrintStream out) throws SQLException {
    if (!tracing) {
      return;
    }
    UUID traced = connection.unwrap(WcsConnection.class).getLastTraceId();
    if (traced != null && !traced.equals(before)) {
      if (!TracePrinter.print(connection, traced, out)) {
        out.println("No rows for session " + traced + " found.");
      }
    }
  }

  /**
   * The id of the last statement's trace, to tell it from the next one's; null when not tracing.
   */
  UUID lastTraceId() throws SQLException {
    return tracing ? connection.unwrap(WcsConnection.class).getLastTraceId() : null;
  }

  private void paging(String setting, PrintStream out) {
    if (setting == null) {
      out.println(
          paging
              ? "Query paging is currently enabled. Use PAGING OFF to disable\nPage size: "
                  + pageSize
              : "Query paging is currently disabled. Use PAGING ON to enable.");
      return;
    }
    if (setting.equalsIgnoreCase("OFF")) {
      paging = false;
      out.println("Disabled Query paging.");
      return;
    }
    if (setting.equalsIgnoreCase("ON")) {
      out.println("Now Query paging is enabled");
    } else {
      pageSize = Math.max(1, Integer.parseInt(setting));
    }
    paging = true;
    out.println("Page size: " + pageSize);
  }

  /**
   * SHOW VERSION, SHOW HOST, or SHOW SESSION id: that traced request's trace.
   *
   * @param session SHOW SESSION's id, or null
   */
  private void show(String what, String session, PrintStream out) throws SQLException {
    if (what.equals("HOST")) {
      out.println(host);
      return;
    }
    if (what.startsWith("SESSION")) {
      showSession(session, out);
      return;
    }
    try (Statement st = connection.createStatement();
        ResultSet rs =
            st.executeQuery(
                "SELECT release_version, cql_version, native_protocol_version FROM system.local")) {
      rs.next();
      out.println(
          "[WCS shell | Cassandra "
              + rs.getString(1)
              + " | CQL spec "
              + rs.getString(2)
              + " | Native protocol v"
              + rs.getString(3)
              + "]");
    }
  }
}
