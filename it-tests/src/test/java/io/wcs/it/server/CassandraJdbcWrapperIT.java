package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * ing-bank's cassandra-jdbc-wrapper, the JDBC driver DBeaver's Cassandra connection type uses,
 * against a WCS server: its connection checks (the Amazon Keyspaces probe, {@code isValid}), the
 * {@link DatabaseMetaData} it builds from the Java driver's schema metadata, which DBeaver's
 * navigator shows, and statements through it.
 */
class CassandraJdbcWrapperIT {
  private static RunningServer server;

  @BeforeAll
  static void start() throws Exception {
    server = RunningServer.start("wrapper-it");
    try (Connection c = DriverManager.getConnection(server.url(""));
        Statement s = c.createStatement()) {
      s.execute(
          "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      s.execute("CREATE TYPE shop.address (street text, zip int)");
      s.execute(
          "CREATE TABLE shop.orders (customer text, placed timestamp, total decimal,"
              + " items list<text>, ship frozen<address>, PRIMARY KEY (customer, placed))"
              + " WITH CLUSTERING ORDER BY (placed DESC)");
      s.execute("CREATE INDEX orders_total ON shop.orders (total)");
    }
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  private static Connection wrapper() throws Exception {
    return DriverManager.getConnection(
        "jdbc:cassandra://127.0.0.1:"
            + server.address().getPort()
            + "/shop?localdatacenter=datacenter1");
  }

  @Test
  void connectsAndPassesItsChecks() throws Exception {
    try (Connection c = wrapper()) {
      assertTrue(c.isValid(5));
      DatabaseMetaData meta = c.getMetaData();
      assertEquals("5.0.2", meta.getDatabaseProductVersion());
      assertEquals("Test Cluster", c.getCatalog());
    }
  }

  @Test
  void showsTheSchemaAsDbeaversNavigatorReadsIt() throws Exception {
    try (Connection c = wrapper()) {
      DatabaseMetaData meta = c.getMetaData();
      assertTrue(names(meta.getSchemas(), "TABLE_SCHEM").contains("shop"));
      assertEquals(List.of("orders"), names(meta.getTables(null, "shop", "%", null), "TABLE_NAME"));
      assertEquals(
          List.of("customer", "placed", "items", "ship", "total"),
          names(meta.getColumns(null, "shop", "orders", "%"), "COLUMN_NAME"));
      assertEquals(
          List.of("customer", "placed"),
          names(meta.getPrimaryKeys(null, "shop", "orders"), "COLUMN_NAME"));
      assertTrue(
          names(meta.getIndexInfo(null, "shop", "orders", false, false), "INDEX_NAME")
              .contains("orders_total"));
    }
  }

  @Test
  void runsStatements() throws Exception {
    try (Connection c = wrapper()) {
      try (PreparedStatement insert =
          c.prepareStatement(
              "INSERT INTO orders (customer, placed, total, items) VALUES (?, ?, ?, ?)")) {
        insert.setString(1, "ada");
        insert.setTimestamp(2, new java.sql.Timestamp(1_700_000_000_000L));
        insert.setBigDecimal(3, new java.math.BigDecimal("12.50"));
        insert.setObject(4, List.of("tea", "cake"));
        insert.executeUpdate();
      }
      try (Statement s = c.createStatement();
          ResultSet rs = s.executeQuery("SELECT total, items FROM orders WHERE customer = 'ada'")) {
        assertTrue(rs.next());
        assertEquals(new java.math.BigDecimal("12.50"), rs.getBigDecimal("total"));
        assertEquals(List.of("tea", "cake"), rs.getObject("items"));
        assertFalse(rs.next());
      }
    }
  }

  private static List<String> names(ResultSet rows, String column) throws Exception {
    List<String> names = new ArrayList<>();
    try (rows) {
      while (rows.next()) {
        names.add(rows.getString(column));
      }
    }
    return names;
  }
}
