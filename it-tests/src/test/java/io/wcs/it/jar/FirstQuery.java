package io.wcs.it.jar;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What an application does first (the side-by-side harness's W6). With {@code create}: connect,
 * create a keyspace and a table, write a row and read it back through prepared statements. With
 * {@code read}: connect to the database a {@code create} left and read the row. Prints the value
 * read. Run by {@link FirstQueryClassesIT} in a JVM of its own.
 *
 * <p>Arguments: the JDBC URL, then {@code create} or {@code read}.
 */
public final class FirstQuery {
  private FirstQuery() {}

  public static void main(String[] args) throws SQLException {
    try (Connection c = DriverManager.getConnection(args[0])) {
      if (args[1].equals("create")) {
        create(c);
      }
      try (PreparedStatement select =
          c.prepareStatement("SELECT field0, field1 FROM ks.usertable WHERE key = ?")) {
        select.setString(1, "user0");
        try (ResultSet rs = select.executeQuery()) {
          while (rs.next()) {
            System.out.println(rs.getString(1) + rs.getString(2));
          }
        }
      }
    }
  }

  private static void create(Connection c) throws SQLException {
    try (Statement ddl = c.createStatement()) {
      ddl.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      ddl.execute("CREATE TABLE ks.usertable (key text PRIMARY KEY, field0 text, field1 text)");
    }
    try (PreparedStatement insert =
        c.prepareStatement("INSERT INTO ks.usertable (key, field0, field1) VALUES (?, ?, ?)")) {
      insert.setString(1, "user0");
      insert.setString(2, "a");
      insert.setString(3, "b");
      insert.executeUpdate();
    }
  }
}
