package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.CommitLogPosition;
import io.wcs.engine.commitlog.SyncMode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Restarts after a simulated crash (no flush, no close): whatever the commit log acknowledged must
 * come back, through replay, on top of what was flushed; truncated and dropped data must not.
 */
class RecoveryTest {
  private static final int TABLE = 3;
  private static final StorageOptions BATCH =
      StorageOptions.DEFAULT
          .withClock(() -> 1000)
          .withCommitLog(CommitLogConfig.defaults(SyncMode.BATCH).withSegmentSize(16 * 1024));

  @TempDir Path dir;

  private StorageEngine open() throws IOException {
    return open(TableOptions.DEFAULT);
  }

  private StorageEngine open(TableOptions options) throws IOException {
    return open(BATCH, options);
  }

  private StorageEngine open(StorageOptions storage, TableOptions options) throws IOException {
    StorageEngine engine = StorageEngine.open(dir, storage);
    engine.createTable(TABLE, EngineTarget.LAYOUT, options);
    return engine;
  }

  private static void assertMatches(ModelTable model, StorageEngine engine, RandomWorkload w) {
    for (DecoratedKey key : w.keys()) {
      ModelTable.Observed actual;
      try (PartitionIterator it = engine.read(TABLE, key, Slices.ALL, false, 1000)) {
        actual = it.hasNext() ? ModelTable.observe(it.next()) : null;
      }
      assertEquals(
          ModelTable.describe(model.read(key, Slices.ALL, false, 1000)),
          ModelTable.describe(actual),
          key.toString());
    }
  }

  @Test
  void acknowledgedWritesSurviveACrashWithAndWithoutFlushes() throws IOException {
    RandomWorkload w = new RandomWorkload(new Random(11), 6);
    ModelTable model = new ModelTable();
    for (int round = 0; round < 3; round++) {
      StorageEngine engine = open();
      assertMatches(model, engine, w);
      for (int i = 0; i < 150; i++) {
        Mutation m = w.nextMutation(1000);
        engine.apply(TABLE, m);
        model.apply(m);
        if (i == 70 && round != 1) {
          engine.flush(TABLE);
        }
      }
      engine.crashForTesting();
    }
    try (StorageEngine engine = open()) {
      assertMatches(model, engine, w);
      engine.compact(TABLE);
      assertMatches(model, engine, w);
    }
    try (StorageEngine engine = open()) {
      assertMatches(model, engine, w);
    }
  }

  @Test
  void truncatedAndDroppedDataStayGoneAfterACrash() throws IOException {
    DecoratedKey key = new DecoratedKey(9, new byte[] {9});
    StorageEngine engine = open();
    engine.createTable(4, TableLayout.NONE, TableOptions.DEFAULT);
    engine.apply(TABLE, StorageEngineTest.insert(key, 1, 1, 1));
    engine.apply(4, StorageEngineTest.insert(key, 1, 1, 1));
    engine.truncate(TABLE);
    engine.dropTable(4);
    engine.apply(TABLE, StorageEngineTest.insert(key, 2, 2, 2));
    engine.crashForTesting();
    try (StorageEngine reopened = open()) {
      assertEquals(List.of(2), StorageEngineTest.clusterings(reopened, TABLE, key, 1000));
      reopened.createTable(4, TableLayout.NONE, TableOptions.DEFAULT);
      assertEquals(List.of(), StorageEngineTest.clusterings(reopened, 4, key, 1000));
      reopened.apply(4, StorageEngineTest.insert(key, 3, 3, 3));
      reopened.crashForTesting();
    }
    try (StorageEngine reopened = open()) {
      reopened.createTable(4, TableLayout.NONE, TableOptions.DEFAULT);
      assertEquals(List.of(3), StorageEngineTest.clusterings(reopened, 4, key, 1000));
    }
  }

  /**
   * A flush covers the log up to where it ended when the memtable was switched out. Writers racing
   * the flushes (and the segment rolls of 16 KiB segments) must each land either in a flushed
   * memtable or after that point, so that no acknowledged write is skipped by the replay. The
   * writers go on until eight flushes have written a file, so every run races them; in every sync
   * mode, because a writer waiting for its sync must not hold the flushes off (four of them,
   * holding their table's lock through their syncs, had done so for minutes).
   */
  @ParameterizedTest
  @EnumSource(SyncMode.class)
  @Timeout(60)
  void writesRacingFlushesSurviveACrash(SyncMode mode) throws Exception {
    int writers = 4;
    StorageOptions storage =
        BATCH.withCommitLog(CommitLogConfig.defaults(mode).withSegmentSize(16 * 1024));
    // Without compaction, so that the files counted are the flushes'.
    TableOptions noCompaction =
        new TableOptions(
            TableOptions.DEFAULT_GC_GRACE_SECONDS,
            Map.of("class", "SizeTieredCompactionStrategy", "enabled", "false"),
            TableOptions.DEFAULT_MEMTABLE_THRESHOLD);
    StorageEngine engine = open(storage, noCompaction);
    AtomicBoolean writing = new AtomicBoolean(true);
    AtomicInteger nextKey = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(writers + 1);
    try {
      Future<?> flushes =
          pool.submit(
              () -> {
                while (engine.tableStore(TABLE).liveSSTables().size() < 8) {
                  engine.flush(TABLE);
                }
                writing.set(false);
                return null;
              });
      List<Future<?>> writes = new ArrayList<>();
      for (int t = 0; t < writers; t++) {
        writes.add(
            pool.submit(
                () -> {
                  while (writing.get()) {
                    int k = nextKey.getAndIncrement();
                    engine.apply(TABLE, StorageEngineTest.insert(keyOf(k), k % 100, 1, k));
                  }
                  return null;
                }));
      }
      flushes.get();
      for (Future<?> w : writes) {
        w.get();
      }
    } finally {
      pool.shutdown();
    }
    engine.crashForTesting();
    try (StorageEngine reopened = open(storage, noCompaction)) {
      for (int k = 0; k < nextKey.get(); k++) {
        assertEquals(
            List.of(k % 100),
            StorageEngineTest.clusterings(reopened, TABLE, keyOf(k), 1000),
            "key " + k);
      }
    }
  }

  private static DecoratedKey keyOf(int k) {
    return new DecoratedKey(k * 2654435761L, new byte[] {(byte) (k >> 8), (byte) k});
  }

  @Test
  void aMultiTableWriteIsDurableAfterOneGroupSyncAndSurvivesACrash() throws IOException {
    StorageOptions group =
        BATCH.withCommitLog(CommitLogConfig.defaults(SyncMode.GROUP).withSegmentSize(64 * 1024));
    StorageEngine engine = StorageEngine.open(dir, group);
    engine.createTable(TABLE, TableLayout.NONE, TableOptions.DEFAULT);
    engine.createTable(4, TableLayout.NONE, TableOptions.DEFAULT);
    List<TableMutation> batch = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      DecoratedKey key = new DecoratedKey(i, new byte[] {(byte) i});
      batch.add(new TableMutation(i % 2 == 0 ? TABLE : 4, StorageEngineTest.insert(key, i, 1, i)));
    }
    long syncsBefore = engine.commitLog().syncCount();
    engine.apply(batch);
    assertEquals(syncsBefore + 1, engine.commitLog().syncCount(), "one sync for the whole write");
    assertTrue(
        engine.commitLog().syncedPosition().compareTo(engine.commitLog().currentPosition()) >= 0,
        "every record of the write is on disk when apply returns");
    engine.crashForTesting();
    try (StorageEngine reopened = StorageEngine.open(dir, group)) {
      for (int i = 0; i < 40; i++) {
        DecoratedKey key = new DecoratedKey(i, new byte[] {(byte) i});
        assertEquals(
            List.of(i), StorageEngineTest.clusterings(reopened, i % 2 == 0 ? TABLE : 4, key, 1000));
      }
    }
  }

  @Test
  void aWriteNamingAMissingTableLogsNothing() throws IOException {
    try (StorageEngine engine = open()) {
      DecoratedKey key = new DecoratedKey(9, new byte[] {9});
      CommitLogPosition before = engine.commitLog().currentPosition();
      List<TableMutation> batch =
          List.of(
              new TableMutation(TABLE, StorageEngineTest.insert(key, 1, 1, 1)),
              new TableMutation(77, StorageEngineTest.insert(key, 1, 1, 1)));
      assertThrows(IllegalArgumentException.class, () -> engine.apply(batch));
      assertEquals(before, engine.commitLog().currentPosition());
      assertEquals(List.of(), StorageEngineTest.clusterings(engine, TABLE, key, 1000));
    }
  }

  @Test
  void truncateFreesTheLogSegmentsOnlyTheTableNeeded() throws IOException {
    try (StorageEngine engine = open()) {
      for (int i = 0; i < 300; i++) {
        engine.apply(TABLE, largeRow(i));
      }
      int before = engine.commitLog().segmentFiles().size();
      assertTrue(before > 3, before + " segments: the writes should span several");
      engine.truncate(TABLE);
      List<Path> left = engine.commitLog().segmentFiles();
      assertTrue(left.size() <= 1, left + " left after truncate");
    }
    assertTrue(commitLogFiles() <= 1, "the files the log kept for reuse go at its close");
  }

  /** A row of about 300 bytes in partition {@code i}: a few of them fill a log segment. */
  private static Mutation largeRow(int i) {
    return Mutation.builder(new DecoratedKey(i, new byte[] {(byte) i, 1}))
        .addRow(
            Row.of(
                new byte[] {1},
                LivenessInfo.live(i),
                DeletionTime.LIVE,
                List.of(),
                List.of(Cell.live(0, null, i, new byte[300]))))
        .build();
  }

  private long commitLogFiles() throws IOException {
    try (var files = Files.list(dir.resolve("commitlog"))) {
      return files.count();
    }
  }

  /**
   * A segment kept by another table's unflushed write still holds this table's old records;
   * replaying them after compaction purged their tombstone would resurrect deleted data.
   */
  @Test
  void flushedRecordsAreNotReplayedAfterTheirTombstoneIsPurged() throws IOException {
    AtomicInteger clock = new AtomicInteger(1000);
    StorageOptions options = BATCH.withClock(clock::get);
    DecoratedKey key = new DecoratedKey(9, new byte[] {9});
    TableOptions noGrace =
        new TableOptions(0, Map.of("class", "SizeTieredCompactionStrategy"), 1 << 20);
    StorageEngine engine = StorageEngine.open(dir, options);
    engine.createTable(TABLE, TableLayout.NONE, noGrace);
    engine.createTable(4, TableLayout.NONE, TableOptions.DEFAULT);
    engine.apply(4, StorageEngineTest.insert(key, 1, 1, 1));
    engine.apply(TABLE, StorageEngineTest.insert(key, 1, 10, 1));
    engine.flush(TABLE);
    for (int i = 0; i < 100; i++) {
      engine.apply(TABLE, largeRow(i));
    }
    engine.apply(TABLE, Mutation.builder(key).deletePartition(new DeletionTime(20, 1000)).build());
    for (int i = 0; i < 100; i++) {
      engine.apply(TABLE, largeRow(i));
    }
    engine.flush(TABLE);
    clock.addAndGet(10);
    engine.compact(TABLE);
    engine.crashForTesting();
    try (StorageEngine reopened = StorageEngine.open(dir, options)) {
      reopened.createTable(TABLE, TableLayout.NONE, noGrace);
      assertEquals(List.of(), StorageEngineTest.clusterings(reopened, TABLE, key, 1010));
    }
  }
}
