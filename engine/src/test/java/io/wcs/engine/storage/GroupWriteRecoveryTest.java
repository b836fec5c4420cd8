package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.SyncMode;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A write of several mutations (a batch over partitions of two tables) after a simulated crash:
 * replay brings back all of it or none of it, and each table's replay floor still skips that
 * table's part alone.
 */
class GroupWriteRecoveryTest {
  private static final int A = 3;
  private static final int B = 4;
  private static final StorageOptions OPTIONS =
      StorageOptions.DEFAULT
          .withClock(() -> 1000)
          .withCommitLog(CommitLogConfig.defaults(SyncMode.BATCH).withSegmentSize(64 * 1024));

  @TempDir Path dir;

  private StorageEngine open() throws IOException {
    StorageEngine engine = StorageEngine.open(dir, OPTIONS);
    engine.createTable(A, TableLayout.NONE, TableOptions.DEFAULT);
    engine.createTable(B, TableLayout.NONE, TableOptions.DEFAULT);
    return engine;
  }

  /** Rows {@code clustering} in partitions 0..4 of both tables. */
  private static List<TableMutation> batch(int clustering) {
    List<TableMutation> batch = new ArrayList<>();
    for (int p = 0; p < 5; p++) {
      batch.add(new TableMutation(A, StorageEngineTest.insert(key(p), clustering, 1, p)));
      batch.add(new TableMutation(B, StorageEngineTest.insert(key(p), clustering, 1, p)));
    }
    return batch;
  }

  private static DecoratedKey key(int p) {
    return new DecoratedKey(p, new byte[] {(byte) p});
  }

  /** The clusterings each partition of each table holds, as "table/partition=[...]" lines. */
  private static List<String> contents(StorageEngine engine) {
    List<String> lines = new ArrayList<>();
    for (int table : new int[] {A, B}) {
      for (int p = 0; p < 5; p++) {
        lines.add(
            table + "/" + p + "=" + StorageEngineTest.clusterings(engine, table, key(p), 1000));
      }
    }
    return lines;
  }

  private static List<String> expected(List<Integer> inA, List<Integer> inB) {
    List<String> lines = new ArrayList<>();
    for (int p = 0; p < 5; p++) {
      lines.add(A + "/" + p + "=" + inA);
    }
    for (int p = 0; p < 5; p++) {
      lines.add(B + "/" + p + "=" + inB);
    }
    return lines;
  }

  @Test
  void aBatchTornByACrashIsAbsentFromEveryTableAndPartition() throws IOException {
    StorageEngine engine = open();
    engine.apply(batch(1));
    long afterFirst = engine.commitLog().currentPosition().offset();
    engine.apply(batch(2));
    long afterSecond = engine.commitLog().currentPosition().offset();
    List<Path> segments = engine.commitLog().segmentFiles();
    Path last = segments.get(segments.size() - 1);
    engine.crashForTesting();

    // The crash came while the second batch's record was reaching the disk: a prefix of it.
    try (RandomAccessFile raf = new RandomAccessFile(last.toFile(), "rw")) {
      raf.setLength(afterFirst + (afterSecond - afterFirst) / 2);
    }
    try (StorageEngine reopened = open()) {
      assertEquals(expected(List.of(1), List.of(1)), contents(reopened));
    }
  }

  @Test
  void aTableFlushedOrTruncatedPastABatchSkipsOnlyItsOwnPart() throws IOException {
    StorageEngine engine = open();
    engine.apply(batch(1));
    engine.truncate(A);
    engine.apply(batch(2));
    engine.flush(B);
    engine.apply(batch(3));
    engine.crashForTesting();

    try (StorageEngine reopened = open()) {
      assertEquals(expected(List.of(2, 3), List.of(1, 2, 3)), contents(reopened));
    }
  }
}
