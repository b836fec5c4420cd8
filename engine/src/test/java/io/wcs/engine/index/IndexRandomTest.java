package io.wcs.engine.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.schema.IndexMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Slices;
import java.io.IOException;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Random writes of every kind (TTLs, client timestamps out of order, row, range and partition
 * deletions, collection element changes, static columns, flushes) against an indexed table; every
 * so often each index must answer exactly what filtering the table answers, and hold exactly one
 * live entry per indexed value (no leftovers).
 */
class IndexRandomTest extends CqlTester {
  private static final int VALUES = 4;

  /** The tester's clock: it starts there and moves only with {@link #advance}. */
  private int now = 1_700_000_000;

  @Test
  void indexesAgreeWithFilteringAfterRandomWrites() throws IOException {
    createTable(
        "CREATE TABLE %s (k int, c int, v int, s int STATIC, tags set<int>, PRIMARY KEY (k, c))");
    executeNet("CREATE INDEX iv ON %s (v)");
    executeNet("CREATE INDEX ic ON %s (c)");
    executeNet("CREATE INDEX ist ON %s (s)");
    executeNet("CREATE INDEX itags ON %s (tags)");
    Random random = new Random(20261122);
    int entriesChecked = 0;
    for (int step = 1; step <= 600; step++) {
      write(random);
      if (step % 50 == 0) {
        entriesChecked += check();
      }
    }
    assertTrue(entriesChecked > 100, "the writes leave indexed rows to check: " + entriesChecked);
  }

  private void write(Random random) throws IOException {
    int k = random.nextInt(6);
    int c = random.nextInt(4);
    int x = random.nextInt(VALUES);
    long timestamp = 1_000_000L + random.nextInt(1_000);
    String using = random.nextInt(4) == 0 ? " USING TTL " + (1 + random.nextInt(20)) : "";
    switch (random.nextInt(11)) {
      case 0, 1 -> execute("INSERT INTO %s (k, c, v) VALUES (?, ?, ?)" + using, k, c, x);
      case 2 ->
          execute(
              "UPDATE %s USING TIMESTAMP " + timestamp + " SET v = ? WHERE k = ? AND c = ?",
              x,
              k,
              c);
      case 3 -> execute("DELETE v FROM %s WHERE k = ? AND c = ?", k, c);
      case 4 -> execute("DELETE FROM %s WHERE k = ? AND c = ?", k, c);
      case 5 -> execute("DELETE FROM %s WHERE k = ? AND c >= ?", k, c);
      case 6 -> execute("DELETE FROM %s USING TIMESTAMP " + timestamp + " WHERE k = ?", k);
      case 7 -> execute("UPDATE %s" + using + " SET s = ? WHERE k = ?", x, k);
      case 8 ->
          execute(
              "UPDATE %s" + using + " SET tags = tags + ? WHERE k = ? AND c = ?", Set.of(x), k, c);
      case 9 -> execute("UPDATE %s SET tags = tags - ? WHERE k = ? AND c = ?", Set.of(x), k, c);
      default -> {
        int seconds = 1 + random.nextInt(5);
        advance(seconds);
        now += seconds;
        TableMetadata table = table();
        database.storage().flush(table.storageId());
        database.storage().flush(table.indexes().get(random.nextInt(4)).storageId());
      }
    }
  }

  /** Checks every index; returns how many entries they hold. */
  private int check() {
    int v = 0;
    int c = 0;
    int s = 0;
    int tags = 0;
    for (int x = 0; x < VALUES; x++) {
      v += same("SELECT k, c FROM %s WHERE v = ?", x);
      c += same("SELECT k, c FROM %s WHERE c = ?", x);
      s += same("SELECT DISTINCT k, s FROM %s WHERE s = ?", x);
      tags += same("SELECT k, c FROM %s WHERE tags CONTAINS ?", x);
    }
    assertEquals(v, liveEntries("iv"), "entries of iv");
    assertEquals(c, liveEntries("ic"), "entries of ic");
    assertEquals(s, liveEntries("ist"), "entries of ist");
    assertEquals(tags, liveEntries("itags"), "entries of itags");
    return v + c + s + tags;
  }

  /** Asserts the index answers as filtering does; returns the number of rows. */
  private int same(String query, int value) {
    var filtered = rowsOf(execute(query + " ALLOW FILTERING", value));
    assertEquals(filtered, rowsOf(execute(query, value)), query + " with " + value);
    return filtered.size();
  }

  private TableMetadata table() {
    return database.schema().table(KEYSPACE, tableName());
  }

  private int liveEntries(String index) {
    IndexMetadata metadata = table().index(index);
    int n = 0;
    try (PartitionIterator it =
        database.storage().scan(metadata.storageId(), PartitionRange.ALL, Slices.ALL, now)) {
      while (it.hasNext()) {
        for (var rows = it.next().rows(); rows.hasNext(); rows.next()) {
          n++;
        }
      }
    }
    return n;
  }
}
