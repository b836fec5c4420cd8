package io.wcs.driver.shell;

import java.io.PrintStream;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints rows as cqlsh does: a blank line, the column labels, a line of dashes with {@code -+-}
 * between columns, the values right-aligned under them, a blank line and {@code (N rows)}. Nulls
 * print as {@code null}, booleans as {@code True} and {@code False} (cqlsh shows Python's
 * spelling), also inside collections, tuples and UDTs, line breaks inside values as {@code \n}.
 * Rows are read and printed one {@link Pager} page at a time, each aligned on its own and headed by
 * the labels, so a result of any size prints in bounded memory; when the pager says stop, no
 * further rows are read.
 *
 * <p>Expanded (cqlsh's {@code EXPAND ON}), each row prints as {@code @ Row N}, a line of dashes,
 * and a line a column: its label padded, {@code |}, its value.
 */
final class ResultTable {

  private ResultTable() {}

  /** Prints the rows of the result as a table and returns how many were printed. */
  static long print(ResultSet rs, PrintStream out, Pager pager) throws SQLException {
    return print(rs, out, pager, false);
  }

  /** Prints the rows of the result, expanded or as a table, and returns how many were printed. */
  static long print(ResultSet rs, PrintStream out, Pager pager, boolean expanded)
      throws SQLException {
    ResultSetMetaData meta = rs.getMetaData();
    String[] labels = new String[meta.getColumnCount()];
    boolean[] mayHoldBooleans = new boolean[labels.length];
    for (int i = 0; i < labels.length; i++) {
      labels[i] = meta.getColumnLabel(i + 1);
      mayHoldBooleans[i] =
          switch (meta.getColumnType(i + 1)) {
            case Types.BOOLEAN, Types.ARRAY, Types.STRUCT, Types.OTHER -> true;
            default -> false;
          };
    }
    out.println();
    List<String[]> block = new ArrayList<>();
    long total = 0;
    boolean more = rs.next();
    if (!more && !expanded) {
      printBlock(labels, block, out);
    }
    while (more) {
      String[] row = new String[labels.length];
      for (int i = 0; i < row.length; i++) {
        row[i] = shown(rs.getString(i + 1), mayHoldBooleans[i]);
      }
      block.add(row);
      total++;
      more = rs.next();
      if (block.size() == pager.rowsPerPage() || !more) {
        if (expanded) {
          printExpanded(labels, block, total - block.size(), out);
        } else {
          printBlock(labels, block, out);
        }
        block.clear();
        more = more && pager.more();
      }
    }
    if (!expanded) {
      out.println();
    }
    out.println("(" + total + " rows)");
    return total;
  }

  private static String shown(String value, boolean mayHoldBooleans) {
    if (value == null) {
      return "null";
    }
    String shown = mayHoldBooleans ? pythonBooleans(value) : value;
    return shown.replace("\r", "\\r").replace("\n", "\\n");
  }

  /**
   * The CQL literal with each {@code true} and {@code false} outside quoted text spelled {@code
   * True} and {@code False}. Outside quotes a literal holds only numbers, UUIDs, blobs, durations,
   * UDT field names (a name that is a keyword is quoted), {@code null} and booleans.
   */
  private static String pythonBooleans(String literal) {
    StringBuilder out = new StringBuilder(literal.length());
    char quote = 0; // the quote character of the text or name being read, 0 outside
    int i = 0;
    while (i < literal.length()) {
      char c = literal.charAt(i);
      if (quote == 0 && Character.isLetter(c)) {
        int end = i;
        while (end < literal.length()
            && (Character.isLetterOrDigit(literal.charAt(end)) || literal.charAt(end) == '_')) {
          end++;
        }
        String word = literal.substring(i, end);
        out.append(word.equals("true") ? "True" : word.equals("false") ? "False" : word);
        i = end;
        continue;
      }
      if (c == quote) {
        quote = 0; // a doubled quote closes and at once reopens
      } else if (quote == 0 && (c == '\'' || c == '"')) {
        quote = c;
      }
      out.append(c);
      i++;
    }
    return out.toString();
  }

  /** Labels, a line of dashes, and the rows right-aligned under them, as cqlsh prints a table. */
  static void printBlock(String[] labels, List<String[]> rows, PrintStream out) {
    int[] widths = new int[labels.length];
    for (int i = 0; i < labels.length; i++) {
      widths[i] = labels[i].length();
      for (String[] row : rows) {
        widths[i] = Math.max(widths[i], row[i].length());
      }
    }
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < labels.length; i++) {
      line.append(i == 0 ? " " : " | ").append(labels[i]);
      pad(line, widths[i] - labels[i].length());
    }
    out.println(stripTrailing(line));
    line.setLength(0);
    for (int i = 0; i < labels.length; i++) {
      line.append(i == 0 ? "-" : "-+-");
      pad(line, widths[i], '-');
    }
    out.println(line.append('-'));
    for (String[] row : rows) {
      line.setLength(0);
      for (int i = 0; i < row.length; i++) {
        line.append(i == 0 ? " " : " | ");
        pad(line, widths[i] - row[i].length());
        line.append(row[i]);
      }
      out.println(line);
    }
  }

  /** Rows as cqlsh's EXPAND ON prints them; {@code before} rows were printed already. */
  private static void printExpanded(
      String[] labels, List<String[]> rows, long before, PrintStream out) {
    int labelWidth = 0;
    int valueWidth = 0;
    for (int i = 0; i < labels.length; i++) {
      labelWidth = Math.max(labelWidth, labels[i].length());
      for (String[] row : rows) {
        valueWidth = Math.max(valueWidth, row[i].length());
      }
    }
    StringBuilder line = new StringBuilder();
    pad(line.append('-'), labelWidth, '-');
    pad(line.append("-+-"), valueWidth, '-');
    String dashes = line.append('-').toString();
    long number = before;
    for (String[] row : rows) {
      out.println("@ Row " + ++number);
      out.println(dashes);
      for (int i = 0; i < labels.length; i++) {
        line.setLength(0);
        line.append(' ').append(labels[i]);
        pad(line, labelWidth - labels[i].length());
        out.println(line.append(" | ").append(row[i]));
      }
      out.println();
    }
  }

  private static void pad(StringBuilder line, int count) {
    pad(line, count, ' ');
  }

  private static void pad(StringBuilder line, int count, char c) {
    for (int i = 0; i < count; i++) {
      line.append(c);
    }
  }

  private static String stripTrailing(StringBuilder line) {
    return line.toString().stripTrailing();
  }
}
