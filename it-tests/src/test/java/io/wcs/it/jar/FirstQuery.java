package io.wcs.it.jar;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What an application starting on an empty in-memory database does first (the side-by-side
 * harness's W6): connect, create a keyspace and a table, write a row and read it back through
 * prepared statements. Prints the value read. Run by {@link FirstQueryClassesIT} in a JVM of its
 * own.
 */
public final class FirstQuery {
  private FirstQuery() {}

  public static void main(String[] args) throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:wcs:mem:first");
        Statement ddl = c.createStatement()) {
      ddl.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      ddl.execute("CREATE TABLE ks.usertable (key text PRIMARY KEY, field0 text, field1 text)");
      try (PreparedStatement insert =
          c.prepareStatement("INSERT INTO ks.usertable (key, field0, field1) VALUES (?, ?, ?)")) {
        insert.setString(1, "user0");
        insert.setString(2, "a");
        insert.setString(3, "b");
        insert.executeUpdate();
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
}
