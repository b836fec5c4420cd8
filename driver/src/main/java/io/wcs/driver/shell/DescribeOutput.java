package io.wcs.driver.shell;

import java.io.PrintStream;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Prints DESCRIBE's answer as cqlsh does, rather than as rows: each object's CQL with a blank line
 * before it; listings by keyspace, {@code Keyspace ks} underlined, then the names in columns; the
 * keyspaces' names in columns; the cluster's name, partitioner and snitch.
 */
final class DescribeOutput {
  private static final Pattern DESCRIBE =
      Pattern.compile(
          "(?:DESC|DESCRIBE)\\s+(?:FULL\\s+|ONLY\\s+)?(\\w+).*",
          Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

  /** The width cqlsh lays names out in (Python's {@code cmd.columnize}). */
  private static final int WIDTH = 80;

  private DescribeOutput() {}

  /** Whether the statement is a DESCRIBE (or DESC). */
  static boolean isDescribe(String statement) {
    return DESCRIBE.matcher(statement).matches();
  }

  /** Prints the answer to {@code statement}, a DESCRIBE. */
  static void print(String statement, ResultSet rs, PrintStream out) throws SQLException {
    Matcher describe = DESCRIBE.matcher(statement);
    String what = describe.matches() ? describe.group(1).toUpperCase(Locale.ROOT) : "";
    ResultSetMetaData meta = rs.getMetaData();
    if (hasColumn(meta, "create_statement")) {
      while (rs.next()) {
        out.println();
        out.println(rs.getString("create_statement"));
      }
    } else if (hasColumn(meta, "cluster")) {
      while (rs.next()) {
        out.println();
        out.println("Cluster: " + rs.getString("cluster"));
        out.println("Partitioner: " + rs.getString("partitioner"));
        out.println("Snitch: " + rs.getString("snitch"));
        out.println();
      }
    } else if (what.equals("KEYSPACES")) {
      List<String> names = new ArrayList<>();
      while (rs.next()) {
        names.add(rs.getString("name"));
      }
      out.println();
      columnize(names, out);
      out.println();
    } else {
      listByKeyspace(rs, out);
    }
  }

  /** The names of each keyspace under its own heading; nothing when there are none. */
  private static void listByKeyspace(ResultSet rs, PrintStream out) throws SQLException {
    String keyspace = null;
    List<String> names = new ArrayList<>();
    while (rs.next()) {
      String next = rs.getString("keyspace_name");
      if (!next.equals(keyspace)) {
        printKeyspace(keyspace, names, out);
        keyspace = next;
        names.clear();
      }
      names.add(rs.getString("name"));
    }
    if (keyspace != null) {
      printKeyspace(keyspace, names, out);
      out.println();
    }
  }

  private static void printKeyspace(String keyspace, List<String> names, PrintStream out) {
    if (keyspace == null) {
      return;
    }
    out.println();
    out.println("Keyspace " + keyspace);
    out.println("-".repeat("Keyspace ".length() + keyspace.length()));
    columnize(names, out);
  }

  /**
   * Lays the names out as cqlsh's Python does: in the fewest rows whose columns, two spaces apart,
   * fit {@value #WIDTH} characters, filled column by column, every name padded to its column's
   * width.
   */
  static void columnize(List<String> names, PrintStream out) {
    if (names.isEmpty()) {
      out.println("<empty>");
      return;
    }
    int size = names.size();
    int rows = size;
    int[] widths = {0};
    for (int tryRows = 1; tryRows < size; tryRows++) {
      int columns = (size + tryRows - 1) / tryRows;
      int[] tried = new int[columns];
      int total = -2;
      for (int c = 0; c < columns && total <= WIDTH; c++) {
        tried[c] = width(names, c * tryRows, Math.min(size, (c + 1) * tryRows));
        total += tried[c] + 2;
      }
      if (total <= WIDTH) {
        rows = tryRows;
        widths = tried;
        break;
      }
    }
    StringBuilder line = new StringBuilder();
    for (int r = 0; r < rows; r++) {
      line.setLength(0);
      for (int c = 0; c < widths.length && r + c * rows < size; c++) {
        String name = names.get(r + c * rows);
        if (c > 0) {
          line.append("  ");
        }
        line.append(name).append(" ".repeat(Math.max(0, widths[c] - name.length())));
      }
      out.println(line);
    }
  }

  private static int width(List<String> names, int from, int to) {
    int width = 0;
    for (int i = from; i < to; i++) {
      width = Math.max(width, names.get(i).length());
    }
    return width;
  }

  private static boolean hasColumn(ResultSetMetaData meta, String name) throws SQLException {
    for (int i = 1; i <= meta.getColumnCount(); i++) {
      if (meta.getColumnLabel(i).equals(name)) {
        return true;
      }
    }
    return false;
  }
}
