package io.wcs.it.paging;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

/**
 * Runs queries over {@link LargeTable} through JDBC and prints, for each, one line: the rows it
 * read, the sum of their {@code n} (when the query selects it) and the bytes of their {@code v}
 * (when it selects it). The first line is this JVM's maximum heap. Arguments: the database
 * directory, then pairs of fetch size and query. Runs in a JVM of its own, with a heap smaller than
 * the table, started by {@link LargeScanIT}.
 */
public final class LargeTableReader {

  private LargeTableReader() {}

  public static void main(String[] args) throws Exception {
    System.out.println(Runtime.getRuntime().maxMemory());
    try (Connection connection = DriverManager.getConnection(LargeTable.url(args[0]))) {
      for (int i = 1; i < args.length; i += 2) {
        try (Statement statement = connection.createStatement()) {
          statement.setFetchSize(Integer.parseInt(args[i]));
          System.out.println(read(statement.executeQuery(args[i + 1])));
        }
      }
    }
  }

  private static String read(ResultSet rows) throws Exception {
    boolean hasN = has(rows, "n");
    boolean hasV = has(rows, "v");
    long count = 0;
    long sum = 0;
    long bytes = 0;
    while (rows.next()) {
      count++;
      if (hasN) {
        sum += rows.getLong("n");
      }
      if (hasV) {
        bytes += rows.getBytes("v").length;
      }
    }
    return count + " " + sum + " " + bytes;
  }

  private static boolean has(ResultSet rows, String column) throws Exception {
    for (int i = 1; i <= rows.getMetaData().getColumnCount(); i++) {
      if (rows.getMetaData().getColumnName(i).equals(column)) {
        return true;
      }
    }
    return false;
  }
}
