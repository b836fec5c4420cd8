package io.wcs.engine.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.cql.CqlTester;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Materialized views follow their base table: built from the data stored before CREATE, then kept
 * equal on inserts, updates, deletions of cells, rows, ranges and partitions, TTL expiry and
 * changes of the base column in the view key; writes to a view are refused.
 */
class ViewMaintenanceTest extends CqlTester {

  private void createScoresAndView() {
    createTable("CREATE TABLE %s (k int, c int, score int, note text, PRIMARY KEY (k, c))");
    executeNet(
        "CREATE MATERIALIZED VIEW ks.by_score AS SELECT * FROM %s WHERE k IS NOT NULL AND c IS NOT"
            + " NULL AND score IS NOT NULL PRIMARY KEY (score, k, c)");
  }

  @Test
  void viewIsBuiltFromExistingData() {
    createTable("CREATE TABLE %s (k int, c int, score int, note text, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, score, note) VALUES (1, 1, 10, 'a')");
    execute("INSERT INTO %s (k, c, score) VALUES (1, 2, 20)");
    execute("INSERT INTO %s (k, c, note) VALUES (2, 1, 'no score')");
    executeNet(
        "CREATE MATERIALIZED VIEW ks.by_score AS SELECT * FROM %s WHERE k IS NOT NULL AND c IS NOT"
            + " NULL AND score IS NOT NULL PRIMARY KEY (score, k, c)");
    assertRows(execute("SELECT * FROM ks.by_score WHERE score = 10"), row(10, 1, 1, "a"));
    assertRows(execute("SELECT score, k, c FROM ks.by_score WHERE score = 20"), row(20, 1, 2));
    assertEquals(2, rowsOf(execute("SELECT * FROM ks.by_score")).size());
  }

  @Test
  void decimalKeyValuesKeepTheirWrittenScaleInTheView() {
    createTable("CREATE TABLE %s (k int, c decimal, d decimal, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, d) VALUES (1, 1.50, 2.500)");
    executeNet(
        "CREATE MATERIALIZED VIEW ks.by_d AS SELECT * FROM %s WHERE k IS NOT NULL AND c IS NOT"
            + " NULL AND d IS NOT NULL PRIMARY KEY (k, d, c)");
    execute("INSERT INTO %s (k, c, d) VALUES (1, 3.0, 4.00)");
    assertRows(
        execute("SELECT d, c FROM ks.by_d WHERE k = 1"),
        row(new BigDecimal("2.500"), new BigDecimal("1.50")),
        row(new BigDecimal("4.00"), new BigDecimal("3.0")));
  }

  @Test
  void buildCoversEveryPartitionOfALargerTable() {
    createTable("CREATE TABLE %s (k int, c int, score int, note text, PRIMARY KEY (k, c))");
    for (int k = 0; k < 300; k++) {
      execute("INSERT INTO %s (k, c, score) VALUES (?, ?, ?)", k, k % 3, k % 7);
    }
    executeNet(
        "CREATE MATERIALIZED VIEW ks.by_score AS SELECT * FROM %s WHERE k IS NOT NULL AND c IS NOT"
            + " NULL AND score IS NOT NULL PRIMARY KEY (score, k, c)");
    assertEquals(300, rowsOf(execute("SELECT * FROM ks.by_score")).size());
    assertEquals(42, rowsOf(execute("SELECT k FROM ks.by_score WHERE score = 6")).size());
  }

  @Test
  void changingTheKeyColumnMovesTheRowAndKeepsOlderCells() {
    createScoresAndView();
    execute("INSERT INTO %s (k, c, score, note) VALUES (1, 1, 10, 'a') USING TIMESTAMP 1");
    execute("UPDATE %s USING TIMESTAMP 2 SET score = 5 WHERE k = 1 AND c = 1");
    assertRows(execute("SELECT * FROM ks.by_score"), row(5, 1, 1, "a"));
    execute("UPDATE %s USING TIMESTAMP 3 SET score = 10 WHERE k = 1 AND c = 1");
    assertRows(execute("SELECT * FROM ks.by_score"), row(10, 1, 1, "a"));
    assertRows(execute("SELECT writetime(note) FROM ks.by_score WHERE score = 10"), row(1L));
    execute("UPDATE %s USING TIMESTAMP 4 SET note = 'b' WHERE k = 1 AND c = 1");
    assertRows(execute("SELECT * FROM ks.by_score"), row(10, 1, 1, "b"));
  }

  @Test
  void cellsLeftAtAnOldKeyDoNotComeBackAfterThePartitionWasDeleted() {
    createScoresAndView();
    execute("INSERT INTO %s (k, c, score, note) VALUES (1, 1, 10, 'a') USING TIMESTAMP 1");
    execute("UPDATE %s USING TIMESTAMP 2 SET score = 5 WHERE k = 1 AND c = 1");
    execute("DELETE FROM %s USING TIMESTAMP 3 WHERE k = 1");
    execute("UPDATE %s USING TIMESTAMP 4 SET score = 10 WHERE k = 1 AND c = 1");
    assertRows(execute("SELECT * FROM ks.by_score"), row(10, 1, 1, null));
  }

  @Test
  void deletionsRemoveViewRows() {
    createScoresAndView();
    for (int c = 1; c <= 4; c++) {
      execute("INSERT INTO %s (k, c, score, note) VALUES (1, ?, ?, 'n')", c, c * 10);
    }
    execute("INSERT INTO %s (k, c, score) VALUES (2, 1, 50)");
    execute("DELETE note FROM %s WHERE k = 1 AND c = 1");
    assertRows(execute("SELECT note FROM ks.by_score WHERE score = 10"), row((Object) null));
    execute("DELETE score FROM %s WHERE k = 1 AND c = 2");
    execute("DELETE FROM %s WHERE k = 1 AND c = 3");
    assertEquals(
        Set.of(List.of(10, 1, 1), List.of(40, 1, 4), List.of(50, 2, 1)),
        Set.copyOf(rowsOf(execute("SELECT score, k, c FROM ks.by_score"))));
    execute("DELETE FROM %s WHERE k = 1 AND c >= 4");
    execute("DELETE FROM %s WHERE k = 2");
    assertRows(execute("SELECT score, k, c FROM ks.by_score"), row(10, 1, 1));
  }

  @Test
  void updateWithoutKeyColumnValueMakesNoViewRow() {
    createScoresAndView();
    execute("UPDATE %s SET note = 'x' WHERE k = 1 AND c = 1");
    assertEmpty(execute("SELECT * FROM ks.by_score"));
    execute("UPDATE %s SET score = 3 WHERE k = 1 AND c = 1");
    assertRows(execute("SELECT * FROM ks.by_score"), row(3, 1, 1, "x"));
  }

  @Test
  void viewRowsExpireWithTheirBaseData() {
    createScoresAndView();
    executeNet(
        "CREATE MATERIALIZED VIEW ks.by_c AS SELECT k, c, note FROM %s WHERE k IS NOT NULL AND c"
            + " IS NOT NULL PRIMARY KEY (c, k)");
    execute("INSERT INTO %s (k, c, note) VALUES (1, 1, 'kept')");
    execute("UPDATE %s USING TTL 10 SET score = 7 WHERE k = 1 AND c = 1");
    execute("INSERT INTO %s (k, c, score) VALUES (2, 2, 8) USING TTL 20");
    assertEquals(2, rowsOf(execute("SELECT * FROM ks.by_score")).size());
    assertRows(execute("SELECT ttl(note) FROM ks.by_c WHERE c = 1"), row((Object) null));
    advance(11);
    assertRows(execute("SELECT score, k, c FROM ks.by_score"), row(8, 2, 2));
    assertRows(execute("SELECT c, k FROM ks.by_c"), row(1, 1), row(2, 2));
    advance(10);
    assertEmpty(execute("SELECT * FROM ks.by_score"));
    assertRows(execute("SELECT c, k, note FROM ks.by_c"), row(1, 1, "kept"));
  }

  @Test
  void viewWhereClauseSelectsRows() {
    createTable("CREATE TABLE %s (k int, c text, v int, PRIMARY KEY (k, c))");
    executeNet(
        "CREATE MATERIALIZED VIEW ks.chess AS SELECT k, c, v FROM %s WHERE k IS NOT NULL AND c IS"
            + " NOT NULL AND v IS NOT NULL AND c = 'chess' PRIMARY KEY (v, k, c)");
    execute("INSERT INTO %s (k, c, v) VALUES (1, 'chess', 1)");
    execute("INSERT INTO %s (k, c, v) VALUES (1, 'go', 2)");
    execute("INSERT INTO %s (k, c, v) VALUES (2, 'chess', 3)");
    assertRows(execute("SELECT v, k, c FROM ks.chess"), row(1, 1, "chess"), row(3, 2, "chess"));
    executeNet(
        "CREATE MATERIALIZED VIEW ks.two AS SELECT k, c FROM %s WHERE k = 2 AND c IS NOT NULL"
            + " PRIMARY KEY (c, k)");
    execute("INSERT INTO %s (k, c) VALUES (2, 'go')");
    execute("UPDATE %s SET v = 4 WHERE k = 1 AND c = 'shogi'");
    assertEquals(
        Set.of(List.of("chess", 2), List.of("go", 2)),
        Set.copyOf(rowsOf(execute("SELECT c, k FROM ks.two"))));
  }

  @Test
  void batchesAndStaticColumnsOfTheBase() {
    createTable("CREATE TABLE %s (k int, c int, s int STATIC, v int, PRIMARY KEY (k, c))");
    executeNet(
        "CREATE MATERIALIZED VIEW ks.by_c AS SELECT k, c, v FROM %s WHERE k IS NOT NULL AND c IS"
            + " NOT NULL PRIMARY KEY (c, k)");
    String t = "ks." + tableName();
    execute(
        "BEGIN BATCH INSERT INTO "
            + t
            + " (k, c, s, v) VALUES (1, 1, 9, 1); INSERT INTO "
            + t
            + " (k, c, v) VALUES (1, 2, 2); UPDATE "
            + t
            + " SET s = 8 WHERE k = 2; APPLY BATCH");
    assertRows(execute("SELECT c, k, v FROM ks.by_c"), row(1, 1, 1), row(2, 1, 2));
  }

  @Test
  void aBatchOverATableWithAViewAndOneWithoutUpdatesTheViewFromItsBaseOnly() {
    createScoresAndView();
    execute("CREATE TABLE ks.plain (k int, c int, score int, PRIMARY KEY (k, c))");
    String t = "ks." + tableName();
    // the tables alternate partition by partition, so each partition asks about its own table
    execute(
        "BEGIN BATCH INSERT INTO ks.plain (k, c, score) VALUES (1, 1, 100); INSERT INTO "
            + t
            + " (k, c, score) VALUES (2, 1, 20); INSERT INTO ks.plain (k, c, score) VALUES (3, 1,"
            + " 300); INSERT INTO "
            + t
            + " (k, c, score) VALUES (4, 1, 40); APPLY BATCH");
    assertEquals(
        Set.of(List.of(20, 2, 1), List.of(40, 4, 1)),
        Set.copyOf(rowsOf(execute("SELECT score, k, c FROM ks.by_score"))));
    assertEquals(2, rowsOf(execute("SELECT * FROM ks.plain")).size());
  }

  @Test
  void collectionsAndConditionalWritesReachTheView() {
    createTable("CREATE TABLE %s (k int, c int, score int, tags set<text>, PRIMARY KEY (k, c))");
    executeNet(
        "CREATE MATERIALIZED VIEW ks.by_score AS SELECT * FROM %s WHERE k IS NOT NULL AND c IS NOT"
            + " NULL AND score IS NOT NULL PRIMARY KEY (score, k, c)");
    execute("INSERT INTO %s (k, c, score, tags) VALUES (1, 1, 1, {'a', 'b'}) IF NOT EXISTS");
    execute("UPDATE %s SET tags = tags + {'c'}, score = 2 WHERE k = 1 AND c = 1 IF score = 1");
    execute("UPDATE %s SET tags = tags - {'a'} WHERE k = 1 AND c = 1");
    assertRows(execute("SELECT * FROM ks.by_score"), row(2, 1, 1, Set.of("b", "c")));
    execute("UPDATE %s SET tags = {'z'} WHERE k = 1 AND c = 1 IF score = 2");
    assertRows(execute("SELECT * FROM ks.by_score"), row(2, 1, 1, Set.of("z")));
    execute("DELETE FROM %s WHERE k = 1 AND c = 1 IF EXISTS");
    assertEmpty(execute("SELECT * FROM ks.by_score"));
  }

  @Test
  void renamingABaseKeyColumnKeepsTheViewMaintained() {
    createScoresAndView();
    execute("INSERT INTO %s (k, c, score) VALUES (1, 1, 1)");
    executeNet("ALTER TABLE %s RENAME c TO cc");
    assertRows(
        execute("SELECT where_clause FROM system_schema.views WHERE keyspace_name = 'ks'"),
        row("k IS NOT NULL AND cc IS NOT NULL AND score IS NOT NULL"));
    execute("UPDATE %s SET score = 2 WHERE k = 1 AND cc = 1");
    assertRows(execute("SELECT score, k, cc FROM ks.by_score"), row(2, 1, 1));
  }

  @Test
  void writesToViewsAreRefused() {
    createScoresAndView();
    String message = "Cannot directly modify a materialized view";
    assertInvalidMessage(message, "INSERT INTO ks.by_score (score, k, c) VALUES (1, 1, 1)");
    assertInvalidMessage(
        message, "UPDATE ks.by_score SET note = 'x' WHERE score = 1 AND k = 1 AND c = 1");
    assertInvalidMessage(message, "DELETE FROM ks.by_score WHERE score = 1");
    assertInvalidMessage(
        "Cannot TRUNCATE materialized view directly; must truncate base table instead",
        "TRUNCATE ks.by_score");
  }

  @Test
  void truncatingTheBaseEmptiesItsViews() {
    createScoresAndView();
    execute("INSERT INTO %s (k, c, score) VALUES (1, 1, 1)");
    executeNet("TRUNCATE %s");
    assertEquals(List.of(), rowsOf(execute("SELECT * FROM ks.by_score")));
  }
}
