package io.wcs.it.storage;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a {@link BatchCrashWriter} process, which runs multi-partition, multi-table batches through
 * JDBC, with SIGKILL at random moments ({@link KilledWriter}), round after round on the same
 * database, and checks after each kill that every batch is either all there (every row of every
 * table) or not there at all, and that every acknowledged batch is there. On one node a batch is
 * one commit log record, so a kill between two of its partitions cannot leave half of it. The check
 * opens a copy of the directory, so the next writer recovers from exactly what the kill left.
 */
class BatchCrashIT {
  private static final int ROUNDS = 10;
  private static final int WRITER_THREADS = 4;

  @TempDir Path dir;

  @Test
  void everyBatchIsWholeOrAbsentAfterEachKill() throws Exception {
    Random random = new Random(0xBA7C);
    Path database = dir.resolve("db");
    Set<String> acknowledged = new HashSet<>();
    for (int round = 0; round < ROUNDS; round++) {
      int runMillis = 20 + random.nextInt(250);
      List<String> acked =
          KilledWriter.runAndKill(
              BatchCrashWriter.class,
              List.of(
                  database.toString(), Integer.toString(round), Integer.toString(WRITER_THREADS)),
              dir.resolve("writer-" + round + ".err"),
              runMillis);
      assertFalse(acked.isEmpty(), "round " + round + " acknowledged no batch");
      acknowledged.addAll(acked);
      checkBatches(database, acknowledged, "round " + round + " after " + runMillis + " ms");
    }
  }

  private void checkBatches(Path database, Set<String> acknowledged, String when) throws Exception {
    Path copy = dir.resolve("check");
    TestDirectories.copyTree(database, copy);
    try {
      Map<String, Set<String>> rowsByBatch = readRows(copy);
      List<String> partial = new ArrayList<>();
      for (Map.Entry<String, Set<String>> batch : rowsByBatch.entrySet()) {
        Set<String> expected = expectedRows(WrittenBatch.parse(batch.getKey()));
        if (!batch.getValue().equals(expected)) {
          partial.add(batch.getKey() + " has " + batch.getValue().size() + " of its rows");
        }
      }
      assertTrue(
          partial.isEmpty(),
          () -> when + ": " + partial.size() + " batches are half applied, e.g. " + first(partial));
      List<String> missing = new ArrayList<>();
      for (String id : acknowledged) {
        if (!rowsByBatch.containsKey(id)) {
          missing.add(id);
        }
      }
      assertTrue(
          missing.isEmpty(),
          () ->
              when
                  + ": "
                  + missing.size()
                  + " acknowledged batches are missing: "
                  + first(missing));
    } finally {
      TestDirectories.deleteTree(copy);
    }
  }

  /** Every row of every table, as "table/partition/n", by batch id. */
  private static Map<String, Set<String>> readRows(Path directory) throws SQLException {
    Map<String, Set<String>> rows = new TreeMap<>();
    try (Connection connection =
            DriverManager.getConnection(BatchCrashWriter.url(directory.toString()));
        Statement statement = connection.createStatement()) {
      for (String table : WrittenBatch.TABLES) {
        try (ResultSet rs =
            statement.executeQuery(
                "SELECT p, batch_id, n FROM " + WrittenBatch.KEYSPACE + "." + table)) {
          while (rs.next()) {
            rows.computeIfAbsent(rs.getString("batch_id"), id -> new TreeSet<>())
                .add(table + "/" + rs.getInt("p") + "/" + rs.getInt("n"));
          }
        }
      }
    }
    return rows;
  }

  private static Set<String> expectedRows(WrittenBatch batch) {
    Set<String> rows = new TreeSet<>();
    for (String table : WrittenBatch.TABLES) {
      for (int n = 0; n < WrittenBatch.ROWS_PER_TABLE; n++) {
        rows.add(table + "/" + batch.partition(n) + "/" + n);
      }
    }
    return rows;
  }

  private static List<String> first(List<String> problems) {
    return problems.subList(0, Math.min(10, problems.size()));
  }
}
