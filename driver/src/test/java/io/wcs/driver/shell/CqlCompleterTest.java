package io.wcs.driver.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;

class CqlCompleterTest {

  @Test
  void completesKeywordsKeyspacesTablesAndTheColumnsOfNamedTables() throws SQLException {
    try (Connection c = DriverManager.getConnection("jdbc:wcs:mem:completer");
        Statement s = c.createStatement()) {
      s.execute(
          "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      s.execute("CREATE TABLE shop.orders (id int PRIMARY KEY, \"Total\" decimal)");
      s.execute("CREATE TABLE shop.items (id int PRIMARY KEY, name text)");
      CqlCompleter completer = new CqlCompleter(() -> c);

      List<String> atStart = completer.candidates("", "");
      assertTrue(atStart.containsAll(List.of("SELECT", "COPY", "shop", "system")), atStart + "");
      assertFalse(atStart.contains("orders"), "no keyspace in use: " + atStart);

      assertEquals(
          List.of("shop.items", "shop.orders"), completer.candidates("SELECT * FROM ", "shop."));

      List<String> columns = completer.candidates("SELECT  FROM shop.orders", "");
      assertTrue(columns.containsAll(List.of("id", "\"Total\"")), columns + "");
      assertFalse(columns.contains("name"), columns + "");

      s.execute("USE shop");
      List<String> inShop = completer.candidates("SELECT * FROM items WHERE ", "");
      assertTrue(inShop.containsAll(List.of("items", "orders", "name", "WHERE")), inShop + "");
    }
  }
}
