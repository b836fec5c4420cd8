package io.wcs.it.jdbc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.driver.WcsDataSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import org.springframework.transaction.support.TransactionTemplate;

/** Spring's JdbcTemplate on WCS: queries, updates, batches, optimistic locking, transactions. */
class SpringJdbcIT {

  private JdbcTemplate jdbc;
  private SingleConnectionDataSource dataSource;

  @BeforeEach
  void setUp() throws Exception {
    WcsDataSource wcs = new WcsDataSource();
    wcs.setUrl("jdbc:wcs:mem:spring");
    // one connection that stays open keeps the in-memory database between calls
    dataSource = new SingleConnectionDataSource(wcs.getConnection(), true);
    jdbc = new JdbcTemplate(dataSource);
    jdbc.execute(
        "CREATE KEYSPACE IF NOT EXISTS shop WITH replication ="
            + " {'class': 'SimpleStrategy', 'replication_factor': 1}");
    jdbc.execute("DROP TABLE IF EXISTS shop.items");
    jdbc.execute(
        "CREATE TABLE shop.items (id int PRIMARY KEY, name text, price decimal, version int)");
  }

  @AfterEach
  void tearDown() {
    dataSource.destroy();
  }

  @Test
  void queryUpdateAndBatchUpdate() {
    assertEquals(
        1,
        jdbc.update(
            "INSERT INTO shop.items (id, name, price, version) VALUES (?, ?, ?, 1)",
            1,
            "pen",
            new java.math.BigDecimal("1.50")));
    List<Object[]> rows = new ArrayList<>();
    for (int id = 2; id <= 5; id++) {
      rows.add(new Object[] {id, "item" + id});
    }
    int[] counts =
        jdbc.batchUpdate("INSERT INTO shop.items (id, name, version) VALUES (?, ?, 1)", rows);
    assertArrayEquals(new int[] {1, 1, 1, 1}, counts);

    assertEquals(5, jdbc.queryForObject("SELECT count(*) FROM shop.items", Long.class));
    assertEquals(
        "pen", jdbc.queryForObject("SELECT name FROM shop.items WHERE id = ?", String.class, 1));
    List<String> names =
        jdbc.query(
            "SELECT name FROM shop.items WHERE id IN (3, 4)", (rs, n) -> rs.getString("name"));
    assertEquals(List.of("item3", "item4"), names);
    Map<String, Object> pen = jdbc.queryForMap("SELECT * FROM shop.items WHERE id = 1");
    assertEquals(new java.math.BigDecimal("1.50"), pen.get("price"));
    assertEquals(1, jdbc.update("DELETE FROM shop.items WHERE id = ?", 5));
  }

  /** Spring Data's optimistic locking reads the update count: 1 for the winner, 0 for the loser. */
  @Test
  void optimisticLockingWithLightweightTransactions() {
    jdbc.update("INSERT INTO shop.items (id, name, version) VALUES (7, 'cup', 1)");
    String bump = "UPDATE shop.items SET name = ?, version = ? WHERE id = ? IF version = ?";
    assertEquals(1, jdbc.update(bump, "mug", 2, 7, 1));
    assertEquals(0, jdbc.update(bump, "bowl", 2, 7, 1), "a stale version loses");
    assertEquals(
        "mug", jdbc.queryForObject("SELECT name FROM shop.items WHERE id = 7", String.class));
  }

  @Test
  void springTransactionsCommitAndRollBack() {
    TransactionTemplate tx = new TransactionTemplate(new DataSourceTransactionManager(dataSource));
    tx.executeWithoutResult(
        status -> {
          jdbc.update("INSERT INTO shop.items (id, name, version) VALUES (10, 'a', 1)");
          jdbc.update("INSERT INTO shop.items (id, name, version) VALUES (11, 'b', 1)");
          assertEquals(
              0,
              jdbc.queryForObject(
                  "SELECT count(*) FROM shop.items WHERE id IN (10, 11)", Long.class),
              "held until commit");
        });
    assertEquals(
        2, jdbc.queryForObject("SELECT count(*) FROM shop.items WHERE id IN (10, 11)", Long.class));

    assertThrows(
        IllegalStateException.class,
        () ->
            tx.executeWithoutResult(
                status -> {
                  jdbc.update("INSERT INTO shop.items (id, name, version) VALUES (12, 'c', 1)");
                  throw new IllegalStateException("business rule failed");
                }));
    assertEquals(
        0, jdbc.queryForObject("SELECT count(*) FROM shop.items WHERE id = 12", Long.class));
  }
}
