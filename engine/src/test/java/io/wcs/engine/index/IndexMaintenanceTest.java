package io.wcs.engine.index;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Slices;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Index entries follow every kind of write: overwrites, deletions of cells, rows, ranges and
 * partitions, collection element operations, TTL expiry, flushes and compactions; stale entries
 * never show in results.
 */
class IndexMaintenanceTest extends CqlTester {

  @Test
  void overwriteMovesTheEntry() throws IOException {
    createTable("CREATE TABLE %s (k int, c int, v text, PRIMARY KEY (k, c))");
    executeNet("CREATE INDEX ON %s (v)");
    execute("INSERT INTO %s (k, c, v) VALUES (1, 1, 'a')");
    execute("UPDATE %s SET v = 'b' WHERE k = 1 AND c = 1");
    assertEmpty(execute("SELECT k, c FROM %s WHERE v = 'a'"));
    assertRows(execute("SELECT k, c FROM %s WHERE v = 'b'"), row(1, 1));
    assertEquals(1, liveEntries(), "the old entry is deleted, not only skipped");
  }

  @Test
  void deletionsOfCellsRowsRangesAndPartitionsRemoveEntries() {
    createTable("CREATE TABLE %s (k int, c int, v text, PRIMARY KEY (k, c))");
    executeNet("CREATE INDEX ON %s (v)");
    for (int k = 0; k < 3; k++) {
      for (int c = 0; c < 4; c++) {
        execute("INSERT INTO %s (k, c, v) VALUES (?, ?, 'x')", k, c);
      }
    }
    assertEquals(12, rowsOf(execute("SELECT k, c FROM %s WHERE v = 'x'")).size());
    execute("DELETE v FROM %s WHERE k = 0 AND c = 0");
    execute("DELETE FROM %s WHERE k = 0 AND c = 1");
    execute("DELETE FROM %s WHERE k = 1 AND c >= 1 AND c < 3");
    execute("DELETE FROM %s WHERE k = 2");
    List<List<Object>> indexed = rowsOf(execute("SELECT k, c FROM %s WHERE v = 'x'"));
    assertEquals(rowsOf(execute("SELECT k, c FROM %s WHERE v = 'x' ALLOW FILTERING")), indexed);
    assertEquals(
        Set.of(List.of(0, 2), List.of(0, 3), List.of(1, 0), List.of(1, 3)), Set.copyOf(indexed));
    assertEquals(4, liveEntries());
  }

  @Test
  void entriesExpireWithTheirCells() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    executeNet("CREATE INDEX ON %s (v)");
    execute("INSERT INTO %s (k, v) VALUES (1, 7) USING TTL 10");
    execute("INSERT INTO %s (k, v) VALUES (2, 7)");
    assertRows(execute("SELECT k FROM %s WHERE v = 7"), row(1), row(2));
    advance(10);
    assertRows(execute("SELECT k FROM %s WHERE v = 7"), row(2));
    assertEquals(1, liveEntries());
  }

  @Test
  void keyColumnEntriesLiveAsLongAsTheirRow() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    executeNet("CREATE INDEX ON %s (c)");
    execute("UPDATE %s USING TTL 10 SET v = 1 WHERE k = 1 AND c = 2");
    execute("UPDATE %s USING TTL 10 SET v = 1 WHERE k = 2 AND c = 2");
    execute("INSERT INTO %s (k, c) VALUES (1, 2) USING TIMESTAMP 1");
    advance(10);
    assertRows(execute("SELECT k, c, v FROM %s WHERE c = 2"), row(1, 2, null));
    assertEquals(1, liveEntries());
  }

  @Test
  void collectionElementOperationsUpdateEntries() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, s set<text>, m map<text, int>, l list<int>)");
    executeNet("CREATE INDEX ON %s (s)");
    executeNet("CREATE INDEX ON %s (KEYS(m))");
    executeNet("CREATE INDEX ms ON %s (ENTRIES(m))");
    executeNet("CREATE INDEX ON %s (l)");
    execute("INSERT INTO %s (k, s, m, l) VALUES (1, {'a', 'b'}, {'x': 1}, [5, 5])");
    execute("UPDATE %s SET s = s - {'a'}, m['y'] = 2, l = l + [6] WHERE k = 1");
    assertEmpty(execute("SELECT k FROM %s WHERE s CONTAINS 'a'"));
    assertRows(execute("SELECT k FROM %s WHERE s CONTAINS 'b'"), row(1));
    assertRows(execute("SELECT k FROM %s WHERE m CONTAINS KEY 'y'"), row(1));
    assertRows(execute("SELECT k FROM %s WHERE m['y'] = 2"), row(1));
    assertEmpty(execute("SELECT k FROM %s WHERE m['y'] = 1"));
    assertRows(execute("SELECT k FROM %s WHERE l CONTAINS 6"), row(1));
    execute("UPDATE %s SET m = {'z': 3} WHERE k = 1");
    assertEmpty(execute("SELECT k FROM %s WHERE m CONTAINS KEY 'x'"));
    assertRows(execute("SELECT k FROM %s WHERE m['z'] = 3"), row(1));
    execute("DELETE l[0] FROM %s WHERE k = 1");
    assertRows(execute("SELECT k, l FROM %s WHERE l CONTAINS 5"), row(1, List.of(5, 6)));
  }

  @Test
  void writesToOtherColumnsLeaveEntriesAlone() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int, w int)");
    executeNet("CREATE INDEX ON %s (v)");
    execute("INSERT INTO %s (k, v) VALUES (1, 3)");
    execute("UPDATE %s USING TTL 5 SET w = 1 WHERE k = 1");
    execute("DELETE w FROM %s WHERE k = 1");
    advance(10);
    assertRows(execute("SELECT k FROM %s WHERE v = 3"), row(1));
    assertEquals(1, liveEntries());
  }

  @Test
  void concurrentWritersLeaveExactlyOneEntryPerRow() throws Exception {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    executeNet("CREATE INDEX ON %s (v)");
    int threads = 4;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> writers = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int seed = t;
        writers.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < 300; i++) {
                    int k = (i * 7 + seed) % 5;
                    int c = (i * 3 + seed) % 4;
                    execute("UPDATE %s SET v = ? WHERE k = ? AND c = ?", (i + seed) % 3, k, c);
                  }
                }));
      }
      for (Future<?> w : writers) {
        w.get();
      }
    } finally {
      pool.shutdown();
    }
    for (int v = 0; v < 3; v++) {
      assertEquals(
          rowsOf(execute("SELECT k, c FROM %s WHERE v = ? ALLOW FILTERING", v)),
          rowsOf(execute("SELECT k, c FROM %s WHERE v = ?", v)));
    }
    assertEquals(20, liveEntries());
  }

  @Test
  void staleEntriesOfShadowedWritesAreSkipped() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    executeNet("CREATE INDEX ON %s (v)");
    execute("DELETE FROM %s USING TIMESTAMP 100 WHERE k = 1");
    execute("INSERT INTO %s (k, v) VALUES (1, 3) USING TIMESTAMP 50");
    assertEmpty(execute("SELECT k FROM %s WHERE v = 3"));
  }

  @Test
  void indexIsBuiltFromExistingDataAndSurvivesFlushAndCompaction() throws IOException {
    createTable("CREATE TABLE %s (k int, c int, v int, s int STATIC, PRIMARY KEY (k, c))");
    for (int k = 0; k < 20; k++) {
      execute("INSERT INTO %s (k, c, v, s) VALUES (?, 0, ?, ?)", k, k % 3, k % 2);
    }
    executeNet("CREATE INDEX ON %s (v)");
    executeNet("CREATE INDEX ON %s (s)");
    List<List<Object>> before = rowsOf(execute("SELECT k FROM %s WHERE v = 1"));
    assertEquals(rowsOf(execute("SELECT k FROM %s WHERE v = 1 ALLOW FILTERING")), before);
    assertEquals(7, before.size());
    for (int k = 0; k < 20; k += 2) {
      execute("UPDATE %s SET v = 1 WHERE k = ? AND c = 0", k);
    }
    TableMetadata table = database.schema().table(KEYSPACE, tableName());
    for (var index : table.indexes()) {
      database.storage().flush(index.storageId());
      database.storage().compact(index.storageId());
    }
    database.storage().flush(table.storageId());
    assertEquals(
        rowsOf(execute("SELECT k FROM %s WHERE v = 1 ALLOW FILTERING")),
        rowsOf(execute("SELECT k FROM %s WHERE v = 1")));
    assertEquals(
        rowsOf(execute("SELECT k FROM %s WHERE s = 1 ALLOW FILTERING")),
        rowsOf(execute("SELECT k FROM %s WHERE s = 1")));
    assertEquals(10, rowsOf(execute("SELECT k FROM %s WHERE s = 1")).size());
  }

  @Test
  void truncateAndDropEmptyTheIndex() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    executeNet("CREATE INDEX vi ON %s (v)");
    execute("INSERT INTO %s (k, v) VALUES (1, 1)");
    executeNet("TRUNCATE %s");
    assertEquals(0, liveEntries());
    execute("INSERT INTO %s (k, v) VALUES (2, 1)");
    assertRows(execute("SELECT k FROM %s WHERE v = 1"), row(2));
    executeNet("DROP INDEX " + KEYSPACE + ".vi");
    executeNet("CREATE INDEX vi ON %s (v)");
    assertRows(execute("SELECT k FROM %s WHERE v = 1"), row(2));
    assertEquals(1, liveEntries());
  }

  /** The live entries of the table's indexes, counted in storage ten seconds after the start. */
  private int liveEntries() {
    int n = 0;
    TableMetadata table = database.schema().table(KEYSPACE, tableName());
    for (var index : table.indexes()) {
      try (PartitionIterator it =
          database
              .storage()
              .scan(index.storageId(), PartitionRange.ALL, Slices.ALL, 1_700_000_010)) {
        while (it.hasNext()) {
          for (var rows = it.next().rows(); rows.hasNext(); rows.next()) {
            n++;
          }
        }
      }
    }
    return n;
  }
}
