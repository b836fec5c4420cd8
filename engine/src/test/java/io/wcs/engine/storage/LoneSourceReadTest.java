package io.wcs.engine.storage;

import static io.wcs.engine.storage.StorageEngineTest.clusterings;
import static io.wcs.engine.storage.StorageEngineTest.insert;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.sstable.SSTableStats;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A partition read from one SSTable alone skips the deletion and liveness filters only when the
 * SSTable holds nothing dead or expiring; an SSTable with a TTL or a tombstone is still filtered.
 */
class LoneSourceReadTest {
  private static final DecoratedKey KEY = new DecoratedKey(1, new byte[] {1});

  @TempDir Path dir;

  @Test
  void anSSTableOfPlainInsertsIsReadWithoutFilters() throws IOException {
    try (StorageEngine engine = open()) {
      for (int c = 0; c < 5; c++) {
        engine.apply(1, insert(KEY, c, 100, c));
      }
      assertFlushedReadsAs(engine, 0, 5, 0);
    }
  }

  @Test
  void aRowExpiredInALoneSSTableIsNotRead() throws IOException {
    try (StorageEngine engine = open()) {
      engine.apply(1, insert(KEY, 1, 100, 1));
      apply(
          engine,
          Row.of(
              new byte[] {2},
              LivenessInfo.expiring(100, 10, 1_000),
              DeletionTime.LIVE,
              List.of(),
              List.of(Cell.expiring(0, null, 100, 10, 1_000, new byte[] {2}))));
      engine.flush(1);
      assertEquals(List.of(1, 2), clusterings(engine, 1, KEY, 1_009));
      assertEquals(List.of(1), clusterings(engine, 1, KEY, 1_010));
    }
  }

  @Test
  void aRowDeletionInALoneSSTableIsAppliedAndCounted() throws IOException {
    try (StorageEngine engine = open()) {
      engine.apply(1, insert(KEY, 1, 100, 1));
      engine.apply(1, insert(KEY, 2, 100, 2));
      apply(
          engine,
          Row.of(
              new byte[] {2},
              LivenessInfo.EMPTY,
              new DeletionTime(200, 1_000),
              List.of(),
              List.of()));
      assertFlushedReadsAs(engine, 1_000, 1, 1);
    }
  }

  @Test
  void onlyALoneSourceWithoutDeadDataHoldsOnlyLiveData() {
    UnfilteredPartition live = new Source(true);
    UnfilteredPartition unknown = new Source(false);
    assertTrue(new MergedPartition(List.of(live)).holdsOnlyLiveData());
    assertFalse(new MergedPartition(List.of(unknown)).holdsOnlyLiveData());
    // A merge of several keeps its filters, whatever its sources hold.
    assertFalse(new MergedPartition(List.of(live, new Source(true))).holdsOnlyLiveData());
  }

  @Test
  void anSSTableHoldsOnlyLiveDataWithoutTombstonesAndTtls() {
    assertTrue(stats(0, Cell.NO_DELETION_TIME).holdsOnlyLiveData());
    assertFalse(stats(1, 1_000).holdsOnlyLiveData());
    // An expiring cell or marker has a local deletion time and counts as no tombstone.
    assertFalse(stats(0, 1_010).holdsOnlyLiveData());
  }

  private static SSTableStats stats(long tombstones, int minLocalDeletionTime) {
    byte[] c = {1};
    return SliceSourcePruningTest.stats(tombstones, minLocalDeletionTime, c, c);
  }

  private StorageEngine open() throws IOException {
    StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT);
    engine.createTable(1, TableLayout.NONE, SliceSourcePruningTest.NO_COMPACTION);
    return engine;
  }

  private static void apply(StorageEngine engine, Row row) throws IOException {
    engine.apply(1, Mutation.builder(KEY).addRow(row).build());
  }

  /** Flushes table 1 and reads KEY at {@code now}: so many live rows, so many tombstones met. */
  private static void assertFlushedReadsAs(StorageEngine engine, int now, int rows, int tombstones)
      throws IOException {
    engine.flush(1);
    try (PartitionIterator it = engine.read(1, KEY, Slices.ALL, false, now)) {
      LivePartition p = it.next();
      int n = 0;
      for (Iterator<Row> r = p.rows(); r.hasNext(); r.next()) {
        n++;
      }
      assertEquals(rows, n);
      assertEquals(tombstones, p.tombstonesRead());
    }
  }

  /** A source with no rows that says whether it holds only live data. */
  private record Source(boolean holdsOnlyLiveData) implements RowsOnlyPartition {
    @Override
    public DecoratedKey key() {
      return KEY;
    }

    @Override
    public Iterator<Row> rows(Slices slices, boolean reversed) {
      return Collections.emptyIterator();
    }
  }
}
