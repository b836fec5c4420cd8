package io.wcs.engine.storage;

import static io.wcs.engine.storage.StorageEngineTest.insert;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.sstable.SSTableStats;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A slice read leaves out SSTables whose clustering bounds miss the slices, and memtables with no
 * row in them; what such a source may still contribute (a partition deletion, a range tombstone, a
 * static row) must not be lost.
 */
class SliceSourcePruningTest {
  private static final DecoratedKey KEY = new DecoratedKey(1, new byte[] {1});
  static final TableOptions NO_COMPACTION =
      new TableOptions(
          864_000, Map.of("class", "SizeTieredCompactionStrategy", "enabled", "false"), 1L << 30);
  private static final int STATIC_COLUMN = 5;

  @TempDir Path dir;

  @Test
  void boundsMissOnlySlicesOutsideThemAndNeverWithTombstones() {
    SSTableStats rows10to20 = stats(0, new byte[] {10}, new byte[] {20});
    assertTrue(rows10to20.holdsNothingFor(slices(21, 30)));
    assertTrue(rows10to20.holdsNothingFor(slices(0, 10)));
    assertFalse(rows10to20.holdsNothingFor(slices(0, 11)));
    assertFalse(rows10to20.holdsNothingFor(slices(20, 30)));
    assertFalse(rows10to20.holdsNothingFor(Slices.ALL));
    assertFalse(
        rows10to20.holdsNothingFor(
            Slices.of(
                new Slice(new byte[] {0}, new byte[] {5}), new Slice(new byte[] {15}, null))));
    assertFalse(stats(1, new byte[] {10}, new byte[] {20}).holdsNothingFor(slices(21, 30)));
  }

  @Test
  void readsSlicesOfATimeSeriesSpreadOverSSTables() throws IOException {
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      engine.createTable(1, TableLayout.NONE, NO_COMPACTION);
      for (int stretch = 0; stretch < 3; stretch++) {
        for (int c = stretch * 10; c < stretch * 10 + 10; c++) {
          engine.apply(1, insert(KEY, c, c + 1, c));
        }
        engine.flush(1);
      }
      for (int c = 30; c < 40; c++) {
        engine.apply(1, insert(KEY, c, c + 1, c));
      }
      assertEquals(List.of(12, 13, 14), read(engine, slices(12, 15)));
      assertEquals(List.of(28, 29, 30, 31), read(engine, slices(28, 32)));
      assertEquals(List.of(), read(engine, slices(50, 60)));
      assertEquals(
          List.of(1, 2, 35, 36),
          read(
              engine,
              Slices.of(
                  new Slice(new byte[] {1}, new byte[] {3}),
                  new Slice(new byte[] {35}, new byte[] {37}))));
    }
  }

  /**
   * Whether the deletion and the row after it are flushed to an SSTable or stay in the memtable.
   */
  @ParameterizedTest(name = "flushed: {0}")
  @ValueSource(booleans = {true, false})
  void aPartitionDeletionOutsideTheSliceStillShadowsOlderRows(boolean flushed) throws IOException {
    try (StorageEngine engine = withRows10To19Flushed()) {
      engine.apply(1, Mutation.builder(KEY).deletePartition(new DeletionTime(200, 1000)).build());
      engine.apply(1, insert(KEY, 50, 300, 50));
      if (flushed) {
        engine.flush(1);
      }
      assertEquals(List.of(), read(engine, slices(10, 20)));
      assertEquals(List.of(50), read(engine, Slices.ALL));
    }
  }

  @Test
  void aRangeTombstoneInTheMemtableStillShadowsOlderRows() throws IOException {
    try (StorageEngine engine = withRows10To19Flushed()) {
      engine.apply(
          1,
          Mutation.builder(KEY)
              .addRangeTombstone(
                  new RangeTombstone(new byte[] {12}, new byte[] {15}, new DeletionTime(200, 1000)))
              .build());
      engine.apply(1, insert(KEY, 50, 300, 50));
      assertEquals(List.of(10, 11, 15, 16), read(engine, slices(10, 17)));
    }
  }

  /** An engine whose table 1 holds rows 10 to 19 of KEY, written at 100, in an SSTable. */
  private StorageEngine withRows10To19Flushed() throws IOException {
    StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT);
    engine.createTable(1, TableLayout.NONE, NO_COMPACTION);
    for (int c = 10; c < 20; c++) {
      engine.apply(1, insert(KEY, c, 100, c));
    }
    engine.flush(1);
    return engine;
  }

  @Test
  void aStaticRowInAnSSTableOutsideTheSliceIsStillRead() throws IOException {
    TableLayout withStatic = new TableLayout(Set.of(STATIC_COLUMN), Set.of(), Set.of());
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      engine.createTable(1, withStatic, NO_COMPACTION);
      engine.apply(
          1,
          Mutation.builder(KEY)
              .staticRow(
                  Row.of(
                      Bytes.EMPTY,
                      LivenessInfo.EMPTY,
                      DeletionTime.LIVE,
                      List.of(),
                      List.of(Cell.live(STATIC_COLUMN, null, 1, new byte[] {42}))))
              .addRow(insert(KEY, 1, 1, 1).rows().get(0))
              .build());
      engine.flush(1);
      engine.apply(1, insert(KEY, 30, 2, 30));
      try (PartitionIterator it = engine.read(1, KEY, slices(30, 31), false, 0)) {
        LivePartition p = it.next();
        assertEquals(42, p.staticRow().cell(0).value()[0]);
      }
    }
  }

  private static List<Integer> read(StorageEngine engine, Slices slices) {
    List<Integer> seen = new ArrayList<>();
    try (PartitionIterator it = engine.read(1, KEY, slices, false, 0)) {
      it.forEachRemaining(p -> p.rows().forEachRemaining(r -> seen.add((int) r.clustering()[0])));
    }
    return seen;
  }

  private static Slices slices(int from, int to) {
    return Slices.of(new Slice(new byte[] {(byte) from}, new byte[] {(byte) to}));
  }

  private static SSTableStats stats(long tombstones, byte[] min, byte[] max) {
    return stats(tombstones, 0, min, max);
  }

  /** One partition's statistics, with these tombstones, deletion time and clustering bounds. */
  static SSTableStats stats(long tombstones, int minLocalDeletionTime, byte[] min, byte[] max) {
    DecoratedKey k = new DecoratedKey(0, new byte[] {0});
    return new SSTableStats(
        1, 1, 1, tombstones, 0, 0, minLocalDeletionTime, 0, k, k, min, max, 0, 0, 0);
  }
}
