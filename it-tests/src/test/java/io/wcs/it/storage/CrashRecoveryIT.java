package io.wcs.it.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.StorageEngine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Kills a {@link CrashWriter} process with SIGKILL at a random moment, round after round on the
 * same directory, and checks after each kill that every write it acknowledged is there with its
 * value and that no SSTable is damaged. The check runs on a copy of the directory, so the next
 * writer recovers from exactly what the kill left (recovery after recovery, kills during replay's
 * aftermath, flushes and compactions). A kill loses no page cache, so this checks the engine's
 * ordering and recovery logic, not the fsyncs themselves.
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
    Path errors = dir.resolve("writer-" + mode + "-" + round + ".err");
    Process writer =
        new ProcessBuilder(
                ProcessHandle.current().info().command().orElseThrow(),
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                CrashWriter.class.getName(),
                database.toString(),
                mode.name(),
                Integer.toString(round),
                Integer.toString(WRITER_THREADS))
            .redirectError(errors.toFile())
            .start();
    AckCollector acks = new AckCollector(writer.getInputStream());
    Thread reader = new Thread(acks, "ack-reader");
    reader.start();
    try {
      assertTrue(
          acks.firstLine.await(CrashWriter.MAX_SECONDS, TimeUnit.SECONDS) && writer.isAlive(),
          () -> "the writer stopped before writing: " + readErrors(errors));
      // The random run time is the point of the test: where the kill lands.
      Thread.sleep(runMillis);
    } finally {
      // SIGKILL. Through the handle, because Process.destroyForcibly also closes our end of the
      // writer's stdout, dropping acknowledgements still in the pipe.
      writer.toHandle().destroyForcibly();
    }
    int exit = writer.waitFor();
    reader.join();
    assertEquals(137, exit, () -> "the writer ended by itself: " + readErrors(errors));
    // Background flushes and compactions report failures only through the log (ERROR is SEVERE).
    String logged = readErrors(errors);
    assertFalse(logged.contains("SEVERE"), () -> "the writer logged errors: " + logged);
    return acks.rows();
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

  private static String readErrors(Path errors) {
    try {
      return Files.readString(errors, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return "(cannot read " + errors + ": " + e + ")";
    }
  }

  /**
   * Reads the writer's stdout to its end (the kill closes it). Only complete lines count: the kill
   * may cut the last one.
   */
  private static final class AckCollector implements Runnable {
    final CountDownLatch firstLine = new CountDownLatch(1);
    private final InputStream in;
    private final ByteArrayOutputStream received = new ByteArrayOutputStream();

    AckCollector(InputStream in) {
      this.in = in;
    }

    @Override
    public void run() {
      byte[] buffer = new byte[8192];
      try (in) {
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
          synchronized (received) {
            received.write(buffer, 0, n);
          }
          for (int i = 0; i < n; i++) {
            if (buffer[i] == '\n') {
              firstLine.countDown();
            }
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } finally {
        firstLine.countDown();
      }
    }

    List<WrittenRow> rows() {
      String text;
      synchronized (received) {
        text = received.toString(StandardCharsets.UTF_8);
      }
      List<WrittenRow> rows = new ArrayList<>();
      int start = 0;
      for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
        rows.add(WrittenRow.parse(text.substring(start, end)));
        start = end + 1;
      }
      return rows;
    }
  }
}
