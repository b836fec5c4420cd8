package io.wcs.engine.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A view equals its base table re-derived: after a restart of a file database, and after many
 * threads wrote concurrently to one base partition, moving rows between view keys, deleting cells,
 * rows and ranges.
 */
class ViewConsistencyTest {
  private static final String VIEW =
      "CREATE MATERIALIZED VIEW ks.by_score AS SELECT * FROM ks.t WHERE k IS NOT NULL AND c IS"
          + " NOT NULL AND score IS NOT NULL PRIMARY KEY (score, k, c)";

  private static void createSchema(Database db) {
    run(
        db,
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor':"
            + " 1}");
    run(db, "CREATE TABLE ks.t (k int, c int, score int, note text, PRIMARY KEY (k, c))");
    run(db, VIEW);
    run(
        db,
        "CREATE MATERIALIZED VIEW ks.by_c AS SELECT k, c, score FROM ks.t WHERE k IS NOT NULL AND"
            + " c IS NOT NULL PRIMARY KEY (c, k)");
  }

  @Test
  void viewSurvivesARestartAndIsMaintainedAfterIt(@TempDir Path dir) throws IOException {
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT)) {
      createSchema(db);
      run(db, "INSERT INTO ks.t (k, c, score, note) VALUES (1, 1, 10, 'a')");
      run(db, "INSERT INTO ks.t (k, c, score) VALUES (1, 2, 20)");
      // the entry at score 10 is left with an expired marker, which the flush at close writes
      run(db, "UPDATE ks.t SET score = 15 WHERE k = 1 AND c = 1");
    }
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT)) {
      assertEquals(derivedFromBase(db), viewRows(db));
      assertEquals(2, viewRows(db).size());
      run(db, "UPDATE ks.t SET score = 10 WHERE k = 1 AND c = 1");
      assertEquals(derivedFromBase(db), viewRows(db));
      run(db, "UPDATE ks.t SET score = 30 WHERE k = 1 AND c = 1");
      run(db, "DELETE FROM ks.t WHERE k = 1 AND c = 2");
      assertEquals(Set.of(List.of("30", "1", "1", "a")), viewRows(db));
    }
  }

  @Test
  void concurrentWritersToOnePartitionLeaveTheViewEqualToTheBase() throws Exception {
    try (Database db = Database.inMemory("views", DatabaseOptions.DEFAULT)) {
      createSchema(db);
      ExecutorService pool = Executors.newFixedThreadPool(4);
      try {
        List<Future<?>> writers = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
          long seed = w;
          writers.add(pool.submit(() -> write(db, new Random(seed), 300)));
        }
        for (Future<?> f : writers) {
          f.get();
        }
      } finally {
        pool.shutdown();
      }
      assertEquals(derivedFromBase(db), viewRows(db));
    }
  }

  @Test
  void randomWritesLeaveTheViewsEqualToTheBaseAfterEveryStatement() throws IOException {
    AtomicInteger clock = new AtomicInteger(1_000_000);
    try (Database db = Database.inMemory("views", DatabaseOptions.DEFAULT.withClock(clock::get))) {
      createSchema(db);
      Random random = new Random(7);
      for (int i = 0; i < 500; i++) {
        // client timestamps out of order across up to 30 statements, and TTLs of a few seconds
        long timestamp = 100L * i + random.nextInt(3000);
        String ttl = random.nextInt(4) == 0 ? " AND TTL " + (1 + random.nextInt(5)) : "";
        run(db, statement(random, i, " USING TIMESTAMP " + timestamp, ttl));
        clock.incrementAndGet();
        assertEquals(derivedFromBase(db), viewRows(db), "by_score after statement " + i);
        assertEquals(
            new HashSet<>(rows(run(db, "SELECT c, k, score FROM ks.t"))),
            new HashSet<>(rows(run(db, "SELECT c, k, score FROM ks.by_c"))),
            "by_c after statement " + i);
      }
    }
  }

  /** Random writes to the rows of partition 1: scores from a small set, so rows often move. */
  private static void write(Database db, Random random, int count) {
    for (int i = 0; i < count; i++) {
      run(db, statement(random, i, "", ""));
    }
  }

  /**
   * One random write to partition 1, with {@code using} ("" or " USING TIMESTAMP n") and, for
   * INSERT and UPDATE, {@code ttl} (" AND TTL n", only after a timestamp, or "").
   */
  private static String statement(Random random, int i, String using, String ttl) {
    int c = random.nextInt(5);
    String writeOptions = using + ttl;
    return switch (random.nextInt(8)) {
      case 0, 1, 2 ->
          "UPDATE ks.t"
              + writeOptions
              + " SET score = "
              + random.nextInt(3)
              + " WHERE k = 1 AND c = "
              + c;
      case 3 -> "INSERT INTO ks.t (k, c, note) VALUES (1, " + c + ", 'n" + i + "')" + writeOptions;
      case 4 -> "DELETE score FROM ks.t" + using + " WHERE k = 1 AND c = " + c;
      case 5 -> "DELETE FROM ks.t" + using + " WHERE k = 1 AND c = " + c;
      case 6 -> "DELETE FROM ks.t" + using + " WHERE k = 1 AND c >= " + c;
      default -> "DELETE FROM ks.t" + using + " WHERE k = 1";
    };
  }

  /** The view rows the base rows imply: (score, k, c, note) of every row with a score. */
  private static Set<List<String>> derivedFromBase(Database db) {
    Set<List<String>> rows = new HashSet<>();
    for (List<String> r : rows(run(db, "SELECT score, k, c, note FROM ks.t"))) {
      if (r.get(0) != null) {
        rows.add(r);
      }
    }
    return rows;
  }

  private static Set<List<String>> viewRows(Database db) {
    return new HashSet<>(rows(run(db, "SELECT score, k, c, note FROM ks.by_score")));
  }

  private static List<List<String>> rows(QueryResult result) {
    QueryResult.Rows rows = (QueryResult.Rows) result;
    List<List<String>> out = new ArrayList<>();
    for (byte[][] r : rows.rows()) {
      List<String> values = new ArrayList<>();
      for (int i = 0; i < r.length; i++) {
        values.add(
            r[i] == null ? null : String.valueOf(rows.columns().get(i).type().deserialize(r[i])));
      }
      out.add(values);
    }
    return out;
  }

  private static QueryResult run(Database db, String cql) {
    return db.handler().execute(cql, new ClientState(null), QueryOptions.DEFAULT);
  }
}
