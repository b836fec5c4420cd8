package io.wcs.it.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.StorageEngine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Kills a {@link CrashWriter} process with SIGKILL at a random moment ({@link KilledWriter}), round
 * after round on the same directory, and checks after each kill that every write it acknowledged is
 * there with its value and that no SSTable is damaged. The check runs on a copy of the directory,
 * so the next writer recovers from exactly what the kill left (recovery after recovery, kills
 * during replay's aftermath, flushes and compactions).
 */
class CrashRecoveryIT {
  private static final int ROUNDS = 6;
  private static final int WRITER_THREADS = 4;

  @TempDir Path dir;

  @ParameterizedTest
  @EnumSource(
      value = SyncMode.class,
      names = {"BATCH", "GROUP"})
  void everyAcknowledgedWriteSurvivesRepeatedKills(SyncMode mode) throws Exception {
    Random random = new Random(0x5EED + mode.ordinal());
    Path database = dir.resolve("db");
    Set<WrittenRow> acknowledged = new HashSet<>();
    for (int round = 0; round < ROUNDS; round++) {
      int runMillis = 300 + random.nextInt(1200);
      List<WrittenRow> acked = runAndKill(database, mode, round, runMillis);
      assertFalse(acked.isEmpty(), "round " + round + " acknowledged no write");
      acknowledged.addAll(acked);
      checkRecovery(database, mode, acknowledged, "round " + round + " after " + runMillis + " ms");
    }
  }

  /** Runs a writer until {@code runMillis} after its first acknowledgement, then kills it. */
  private List<WrittenRow> runAndKill(Path database, SyncMode mode, int round, int runMillis)
      throws IOException, InterruptedException {
    List<String> acks =
        KilledWriter.runAndKill(
            CrashWriter.class,
            List.of(
                database.toString(),
                mode.name(),
                Integer.toString(round),
                Integer.toString(WRITER_THREADS)),
            dir.resolve("writer-" + mode + "-" + round + ".err"),
            runMillis);
    return acks.stream().map(WrittenRow::parse).toList();
  }

  private void checkRecovery(
      Path database, SyncMode mode, Set<WrittenRow> acknowledged, String when) throws IOException {
    Path copy = dir.resolve("check");
    TestDirectories.copyTree(database, copy);
    try (StorageEngine engine = TestTable.open(copy, mode)) {
      Set<WrittenRow> scanned = new HashSet<>();
      TestTable.scanInto(engine, scanned);
      assertAllPresent(acknowledged, scanned, when + ", scan");
      Set<WrittenRow> read = new HashSet<>();
      Set<DecoratedKey> partitions = new HashSet<>();
      for (WrittenRow row : acknowledged) {
        if (partitions.add(row.partitionKey())) {
          TestTable.readInto(engine, row.partitionKey(), read);
        }
      }
      assertAllPresent(acknowledged, read, when + ", point reads");
      assertEquals(List.of(), engine.verify(), when);
    } finally {
      TestDirectories.deleteTree(copy);
    }
  }

  private static void assertAllPresent(
      Set<WrittenRow> expected, Set<WrittenRow> seen, String when) {
    List<String> missing = new ArrayList<>();
    for (WrittenRow row : expected) {
      if (!seen.contains(row)) {
        missing.add(row.line());
      }
    }
    assertTrue(
        missing.isEmpty(),
        () ->
            when
                + ": "
                + missing.size()
                + " of "
                + expected.size()
                + " acknowledged rows are missing, e.g. "
                + missing.subList(0, Math.min(10, missing.size())));
  }
}
