package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.commitlog.CommitLogConfig;
import io.wcs.engine.commitlog.CommitLogPosition;
import io.wcs.engine.commitlog.SyncMode;
import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.sstable.SSTableReader;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StorageEngineTest {
  @TempDir Path dir;

  static Mutation insert(DecoratedKey key, int clustering, long ts, int value) {
    return Mutation.builder(key)
        .addRow(
            Row.of(
                new byte[] {(byte) clustering},
                LivenessInfo.live(ts),
                DeletionTime.LIVE,
                List.of(),
                List.of(Cell.live(0, null, ts, new byte[] {(byte) value}))))
        .build();
  }

  static List<Integer> clusterings(StorageEngine engine, int table, DecoratedKey key, int now) {
    List<Integer> seen = new ArrayList<>();
    try (PartitionIterator it = engine.read(table, key, Slices.ALL, false, now)) {
      it.forEachRemaining(p -> p.rows().forEachRemaining(r -> seen.add((int) r.clustering()[0])));
    }
    return seen;
  }

  @Test
  void inMemoryEngineMatchesTheModel() throws IOException {
    for (long seed = 1; seed <= 5; seed++) {
      try (EngineTarget target = new EngineTarget(null, TableOptions.DEFAULT)) {
        ModelCheck.run(seed, 400, 40, target);
      }
    }
  }

  @Test
  void persistentEngineMatchesTheModelAcrossFlushCompactionAndReopen() throws IOException {
    for (long seed = 1; seed <= 5; seed++) {
      try (EngineTarget target =
          new EngineTarget(dir.resolve("seed" + seed), TableOptions.DEFAULT)) {
        ModelCheck.run(seed, 400, 25, target);
        assertEquals(List.of(), target.engine().verify());
      }
    }
  }

  /**
   * A reopened engine reads each SSTable's summary and answers at once; an SSTable that point reads
   * keep coming to gets the partition positions they probe, read in the background.
   */
  @Test
  void aReopenedEngineReadsPartitionPositionsForTheSSTablesPointReadsKeepComingTo()
      throws Exception {
    List<DecoratedKey> keys = writeThreeFlushesOf300Keys();
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      List<SSTableReader> sstables = engine.tableStore(1).liveSSTables();
      assertEquals(3, sstables.size());
      for (int pass = 0; pass < 4; pass++) {
        readEachKey(engine, keys);
        engine.awaitPartitionPositions();
        // 300 reads of each SSTable's own keys a pass: the fourth passes the 1,024 that ask.
        for (SSTableReader sstable : sstables) {
          assertEquals(pass == 3, sstable.hasPartitionPositions(), "pass " + pass + ", " + sstable);
        }
      }
    }
  }

  /**
   * Point reads of two threads keep asking for the positions of SSTables that a compaction replaces
   * meanwhile: every read stays right, and the replaced files go once nothing holds them.
   */
  @Test
  void positionsAskedForWhileACompactionReplacesTheirSSTablesLeaveEveryReadRight()
      throws Exception {
    List<DecoratedKey> keys = writeThreeFlushesOf300Keys();
    ExecutorService readers = Executors.newFixedThreadPool(2);
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      // Three passes leave each SSTable just short of asking: the readers' first reads ask, as the
      // compaction starts.
      for (int pass = 0; pass < 3; pass++) {
        readEachKey(engine, keys);
      }
      List<Future<?>> reading = new ArrayList<>();
      for (int t = 0; t < 2; t++) {
        reading.add(
            readers.submit(
                () -> {
                  for (int pass = 0; pass < 8; pass++) {
                    readEachKey(engine, keys);
                  }
                  return null;
                }));
      }
      engine.compact(1);
      for (Future<?> f : reading) {
        f.get();
      }
      engine.awaitPartitionPositions();
      List<SSTableReader> live = engine.tableStore(1).liveSSTables();
      assertEquals(1, live.size());
      assertTrue(live.get(0).hasPartitionPositions(), "a compaction's output has its writer's");
      readEachKey(engine, keys);
    } finally {
      readers.shutdown();
    }
    try (var files = java.nio.file.Files.list(dir.resolve("data").resolve("1"))) {
      assertEquals(1, files.filter(f -> f.toString().endsWith("TOC.txt")).count());
    }
  }

  /** Three SSTables of table 1, 300 keys each; a key's first byte is its SSTable's clustering. */
  private List<DecoratedKey> writeThreeFlushesOf300Keys() throws IOException {
    List<DecoratedKey> keys = new ArrayList<>();
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      engine.createTable(1, TableLayout.NONE, TableOptions.DEFAULT);
      for (int flush = 0; flush < 3; flush++) {
        for (int k = 0; k < 300; k++) {
          DecoratedKey key =
              new DecoratedKey(k * 7919L + flush, new byte[] {(byte) flush, (byte) k});
          engine.apply(1, insert(key, flush, 1, k));
          keys.add(key);
        }
        engine.flush(1);
      }
    }
    return keys;
  }

  private static void readEachKey(StorageEngine engine, List<DecoratedKey> keys) {
    for (DecoratedKey key : keys) {
      assertEquals(List.of((int) key.key()[0]), clusterings(engine, 1, key, 0), key.toString());
    }
  }

  /**
   * A partition with nothing in it (a mutation of no change) gives a flush nothing to write: it
   * publishes no SSTable, and the flush, the close and the next open go through.
   */
  @Test
  void aMemtableWithNothingToWriteFlushesToNoSSTable() throws IOException {
    DecoratedKey empty = new DecoratedKey(1, new byte[] {1});
    DecoratedKey full = new DecoratedKey(2, new byte[] {2});
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      engine.createTable(1, TableLayout.NONE, TableOptions.DEFAULT);
      engine.apply(1, Mutation.builder(empty).build());
      engine.flush(1);
      assertEquals(List.of(), engine.tableStore(1).liveSSTables());
      engine.apply(1, insert(full, 3, 1, 3));
    }
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      assertEquals(1, engine.tableStore(1).liveSSTables().size());
      assertEquals(List.of(3), clusterings(engine, 1, full, 0));
      assertEquals(List.of(), clusterings(engine, 1, empty, 0));
    }
  }

  private static final TableOptions FLUSHED_AT_2_KIB =
      new TableOptions(10, java.util.Map.of("class", "SizeTieredCompactionStrategy"), 2048);

  @Test
  void flushesInTheBackgroundWhenTheMemtablePassesItsThreshold() throws IOException {
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      engine.createTable(1, TableLayout.NONE, FLUSHED_AT_2_KIB);
      DecoratedKey key = new DecoratedKey(1, new byte[] {1});
      for (int i = 0; i < 100; i++) {
        engine.apply(1, insert(key, i, i, i));
      }
      assertEquals(100, clusterings(engine, 1, key, 0).size());
    }
    try (var files = java.nio.file.Files.list(dir.resolve("data").resolve("1"))) {
      assertTrue(files.filter(f -> f.toString().endsWith("TOC.txt")).count() >= 1);
    }
  }

  /**
   * A writer waiting for its group sync (two seconds of group window here) holds no lock a flush's
   * memtable switch needs: the switch happens during the wait, and the flush then waits for the
   * write before it writes the memtable out.
   */
  @Test
  void aFlushSwitchesTheMemtableWhileAWriterWaitsForItsSync() throws Exception {
    StorageOptions slowGroupSync =
        StorageOptions.DEFAULT.withCommitLog(
            CommitLogConfig.defaults(SyncMode.GROUP).withGroupWindow(Duration.ofSeconds(2)));
    try (StorageEngine engine = StorageEngine.open(dir, slowGroupSync)) {
      engine.createTable(1, TableLayout.NONE, TableOptions.DEFAULT);
      TableStore store = engine.tableStore(1);
      DecoratedKey key = new DecoratedKey(1, new byte[] {1});
      // A row in the memtable first: the switch leaves an empty one where it is.
      engine.apply(1, insert(key, 6, 1, 6));
      CommitLogPosition before = engine.commitLog().currentPosition();
      ExecutorService pool = Executors.newFixedThreadPool(2);
      try {
        Future<?> write =
            pool.submit(
                () -> {
                  engine.apply(1, insert(key, 7, 1, 7));
                  return null;
                });
        while (engine.commitLog().currentPosition().equals(before)) {
          Thread.onSpinWait();
        }
        Future<?> flush =
            pool.submit(
                () -> {
                  store.flush();
                  return null;
                });
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(1500);
        while (store.switchedOutMemtables() == 0 && System.nanoTime() < deadline) {
          Thread.onSpinWait();
        }
        assertEquals(1, store.switchedOutMemtables(), "the switch waited for the writer's sync");
        assertFalse(write.isDone(), "the writer's sync ended before the switch");
        write.get();
        flush.get();
      } finally {
        pool.shutdown();
      }
      assertEquals(1, store.liveSSTables().size());
      assertEquals(
          2,
          store.liveSSTables().get(0).stats().rowCount(),
          "the flush wrote the write it waited for");
      assertEquals(List.of(6, 7), clusterings(engine, 1, key, 1000));
    }
  }

  @Test
  void aWriterWaitsWhileTheMemtableIsTwiceItsThresholdUntilAFlushSwitchesItOut() throws Exception {
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      engine.createTable(1, TableLayout.NONE, FLUSHED_AT_2_KIB);
      TableStore store = engine.tableStore(1);
      DecoratedKey key = new DecoratedKey(1, new byte[] {1});
      // Applied without the engine, so that no flush is scheduled: as when one is still running.
      // 200 rows of an int take well over twice the 2 KiB threshold.
      for (int i = 0; i < 200; i++) {
        store.writeLock().lock();
        Memtable to;
        try {
          to = store.startWrite();
        } finally {
          store.writeLock().unlock();
        }
        store.applyLogged(to, insert(key, i, i, i), null, 0);
        to.writeEnded();
      }
      Thread writer = new Thread(store::awaitFlushBacklog);
      writer.start();
      writer.join(300);
      assertTrue(writer.isAlive(), "the writer went on past twice the threshold");
      store.flush();
      writer.join(10_000);
      assertTrue(!writer.isAlive(), "the flush's switch did not release the writer");
      store.awaitFlushBacklog();
    }
  }

  @Test
  void truncateAndDropRemoveDataForGood() throws IOException {
    DecoratedKey key = new DecoratedKey(1, new byte[] {1});
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      engine.createTable(1, TableLayout.NONE, TableOptions.DEFAULT);
      engine.createTable(2, TableLayout.NONE, TableOptions.DEFAULT);
      engine.apply(1, insert(key, 1, 1, 1));
      engine.flush(1);
      engine.apply(1, insert(key, 2, 2, 2));
      engine.apply(2, insert(key, 3, 3, 3));
      engine.truncate(1);
      assertEquals(List.of(), clusterings(engine, 1, key, 0));
      engine.apply(1, insert(key, 4, 4, 4));
      engine.dropTable(2);
      assertThrows(IllegalArgumentException.class, () -> engine.read(2, key, Slices.ALL, false, 0));
    }
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      engine.createTable(1, TableLayout.NONE, TableOptions.DEFAULT);
      assertEquals(List.of(4), clusterings(engine, 1, key, 0));
      assertFalse(java.nio.file.Files.exists(dir.resolve("data").resolve("2")));
    }
  }

  @Test
  void layoutViolationsAreRefusedWithTheColumn() throws IOException {
    try (StorageEngine engine = StorageEngine.inMemory(StorageOptions.DEFAULT)) {
      engine.createTable(
          1,
          new TableLayout(java.util.Set.of(5), java.util.Set.of(), java.util.Set.of()),
          TableOptions.DEFAULT);
      DecoratedKey key = new DecoratedKey(1, new byte[] {1});
      Mutation m =
          Mutation.builder(key)
              .addRow(
                  Row.of(
                      new byte[] {1},
                      LivenessInfo.EMPTY,
                      DeletionTime.LIVE,
                      List.of(),
                      List.of(Cell.live(5, null, 1, new byte[] {1}))))
              .build();
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> engine.apply(1, m));
      assertTrue(e.getMessage().contains("column 5 is static"), e.getMessage());
    }
  }

  /** Whatever the interleaving, a compaction running during TRUNCATE must not bring data back. */
  @Test
  void truncateDuringACompactionLeavesTheTableEmpty() throws Exception {
    TableOptions manual =
        new TableOptions(
            10,
            java.util.Map.of("class", "SizeTieredCompactionStrategy", "enabled", "false"),
            1 << 30);
    StorageOptions options =
        StorageOptions.DEFAULT.withCommitLog(
            io.wcs.engine.commitlog.CommitLogConfig.defaults(
                io.wcs.engine.commitlog.SyncMode.PERIODIC));
    try (StorageEngine engine = StorageEngine.open(dir, options)) {
      engine.createTable(1, TableLayout.NONE, manual);
      for (int flush = 0; flush < 4; flush++) {
        for (int i = 0; i < 3000; i++) {
          engine.apply(
              1, insert(new DecoratedKey(i, new byte[] {(byte) i, (byte) flush}), 1, i, i));
        }
        engine.flush(1);
      }
      Thread compaction =
          new Thread(
              () -> {
                try {
                  engine.compact(1);
                } catch (IOException | RuntimeException e) {
                  // Interrupted by the truncate: acceptable, the assertions below decide.
                }
              });
      compaction.start();
      engine.truncate(1);
      compaction.join();
      try (PartitionIterator it = engine.scan(1, PartitionRange.ALL, Slices.ALL, 0)) {
        assertFalse(it.hasNext());
      }
    }
    try (StorageEngine engine = StorageEngine.open(dir, options)) {
      engine.createTable(1, TableLayout.NONE, manual);
      try (PartitionIterator it = engine.scan(1, PartitionRange.ALL, Slices.ALL, 0)) {
        assertFalse(it.hasNext());
      }
    }
  }

  @Test
  void readsCountTheTombstonesTheyMeet() throws IOException {
    try (StorageEngine engine = StorageEngine.inMemory(StorageOptions.DEFAULT)) {
      engine.createTable(1, TableLayout.NONE, TableOptions.DEFAULT);
      DecoratedKey key = new DecoratedKey(1, new byte[] {1});
      Mutation.Builder b = Mutation.builder(key);
      for (int c = 0; c < 10; c++) {
        b.addRow(
            Row.of(
                new byte[] {(byte) c},
                LivenessInfo.live(5),
                c < 3 ? new DeletionTime(1, 100) : DeletionTime.LIVE,
                List.of(),
                List.of(
                    Cell.tombstone(0, null, 5, 100),
                    Cell.expiring(1, null, 5, 10, 100, new byte[] {1}))));
      }
      b.addRangeTombstone(new RangeTombstone(new byte[] {20}, null, new DeletionTime(9, 100)));
      engine.apply(1, b.build());
      try (PartitionIterator it = engine.read(1, key, Slices.ALL, false, 200)) {
        LivePartition p = it.next();
        p.rows().forEachRemaining(r -> {});
        // the range deletion's two markers, three row deletions, twenty dead cells
        assertEquals(2 + 3 + 10 * 2, p.tombstonesRead());
      }
    }
  }

  @Test
  void scansFollowTokenRangesAndResumeAfterAKey() throws IOException {
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      engine.createTable(1, TableLayout.NONE, TableOptions.DEFAULT);
      for (int t = -5; t <= 5; t++) {
        engine.apply(1, insert(new DecoratedKey(t * 100L, new byte[] {(byte) t}), 1, 1, 1));
        if (t == 0) {
          engine.flush(1);
        }
      }
      assertEquals(List.of(-200L, -100L, 0L), tokens(engine, PartitionRange.ofTokens(-300, 0)));
      PartitionRange all = PartitionRange.ofTokens(Long.MIN_VALUE, Long.MAX_VALUE);
      assertEquals(11, tokens(engine, all).size());
      DecoratedKey third = new DecoratedKey(-300, new byte[] {-3});
      assertEquals(
          List.of(-200L, -100L), tokens(engine, PartitionRange.ofTokens(-400, -100).after(third)));
    }
  }

  private static List<Long> tokens(StorageEngine engine, PartitionRange range) {
    List<Long> tokens = new ArrayList<>();
    try (PartitionIterator it = engine.scan(1, range, Slices.ALL, 0)) {
      it.forEachRemaining(p -> tokens.add(p.key().token()));
    }
    return tokens;
  }
}
