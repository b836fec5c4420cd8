package io.wcs.it.golden;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * Runs one script statement through JDBC and writes the answer as an {@link OutputBlock}, in the
 * oracle's format. A {@link SQLException} is an ERROR block with one "# " line per line of its
 * message (see {@link OutputBlock} for how they compare); any other throwable is a CRASH block,
 * which never matches, not even an expected error. Not thread-safe (it uses the caller's
 * statement).
 */
final class JdbcAnswers {

  private JdbcAnswers() {}

  static OutputBlock answer(Statement statement, ScriptStatement script) {
    List<String> body = new ArrayList<>();
    List<UnaryOperator<String>> reprints = new ArrayList<>();
    try {
      if (statement.execute(script.text())) {
        try (ResultSet rows = statement.getResultSet()) {
          render(rows, body, reprints);
        }
      } else {
        body.add("OK");
      }
    } catch (SQLException e) {
      body.clear();
      reprints.clear();
      body.add("ERROR " + e.getClass().getSimpleName());
      String.valueOf(e.getMessage()).lines().forEach(line -> body.add("# " + line));
    } catch (RuntimeException | Error e) {
      body.clear();
      reprints.clear();
      body.add("CRASH " + e.getClass().getName());
      body.add("# " + oneLine(e.getMessage()));
    }
    return new OutputBlock(script.header(), body, reprints);
  }

  private static void render(
      ResultSet rows, List<String> body, List<UnaryOperator<String>> reprints) throws SQLException {
    ResultSetMetaData meta = rows.getMetaData();
    int count = meta.getColumnCount();
    int[] types = new int[count + 1];
    StringBuilder columns = new StringBuilder("COLUMNS ");
    for (int i = 1; i <= count; i++) {
      types[i] = meta.getColumnType(i);
      reprints.add(
          switch (types[i]) {
            case Types.REAL -> OutputBlock.FLOAT;
            case Types.DOUBLE -> OutputBlock.DOUBLE;
            default -> UnaryOperator.identity();
          });
      columns.append(i > 1 ? "|" : "").append(meta.getColumnLabel(i).toLowerCase(Locale.ROOT));
    }
    body.add(columns.toString());
    while (rows.next()) {
      StringBuilder row = new StringBuilder("ROW ");
      for (int i = 1; i <= count; i++) {
        row.append(i > 1 ? "|" : "").append(ValueRenderer.cell(value(rows, i, types[i])));
      }
      body.add(row.toString());
    }
  }

  /** java.sql.Time drops nanoseconds and java.sql.Date distorts far years: ask for java.time. */
  private static Object value(ResultSet rows, int column, int sqlType) throws SQLException {
    return switch (sqlType) {
      case Types.TIME -> rows.getObject(column, LocalTime.class);
      case Types.DATE -> rows.getObject(column, LocalDate.class);
      default -> rows.getObject(column);
    };
  }

  private static String oneLine(String message) {
    return String.valueOf(message).replace('\r', ' ').replace('\n', ' ');
  }
}
