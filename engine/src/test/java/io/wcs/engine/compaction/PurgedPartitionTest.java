package io.wcs.engine.compaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.wcs.engine.memtable.Memtable;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slices;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/**
 * What compaction asks of the rest of the table while it purges: the oldest data outside it is
 * looked for only when a tombstone is old enough to drop, at most once a partition, and rows with
 * nothing to purge are written as they are.
 */
class PurgedPartitionTest {
  private static final DecoratedKey KEY = new DecoratedKey(5, new byte[] {5});
  private static final int NOW = 10_000;
  private static final int GC_BEFORE = NOW - 100;

  private final AtomicInteger lookups = new AtomicInteger();
  private final LongSupplier nothingOlderOutside =
      () -> {
        lookups.incrementAndGet();
        return Long.MAX_VALUE;
      };

  @Test
  void liveRowsPassThroughWithoutLookingOutsideTheCompaction() {
    Memtable memtable = new Memtable();
    memtable.apply(
        Mutation.builder(KEY)
            .addRow(row(1, LivenessInfo.live(7), Cell.live(0, null, 7, new byte[] {1})))
            .addRow(row(2, LivenessInfo.live(8), Cell.live(0, null, 8, new byte[] {2})))
            .build());
    List<Row> source = rows(memtable.partition(KEY, Slices.ALL).rows(Slices.ALL, false));
    PurgedPartition purged =
        new PurgedPartition(
            memtable.partition(KEY, Slices.ALL), NOW, GC_BEFORE, nothingOlderOutside);

    List<Row> written = rows(purged.rows(Slices.ALL, false));

    assertEquals(source, written);
    assertEquals(DeletionTime.LIVE, purged.partitionDeletion());
    assertEquals(List.of(), purged.rangeTombstones());
    assertEquals(0, lookups.get());
  }

  @Test
  void oldTombstonesAreDroppedAfterOneLookup() {
    Memtable memtable = new Memtable();
    int longAgo = GC_BEFORE - 1;
    memtable.apply(
        Mutation.builder(KEY)
            .addRow(row(1, LivenessInfo.EMPTY, Cell.tombstone(0, null, 3, longAgo)))
            .addRow(row(2, LivenessInfo.EMPTY, Cell.tombstone(0, null, 4, longAgo)))
            .addRow(row(3, LivenessInfo.live(9), Cell.tombstone(0, null, 9, NOW)))
            .build());
    PurgedPartition purged =
        new PurgedPartition(
            memtable.partition(KEY, Slices.ALL), NOW, GC_BEFORE, nothingOlderOutside);

    List<Row> written = rows(purged.rows(Slices.ALL, false));

    assertEquals(1, written.size(), "the recent tombstone stays, the old ones go");
    assertEquals(1, lookups.get());
  }

  @Test
  void aRowWithNothingToPurgeIsKeptAsItIs() {
    Row row = row(1, LivenessInfo.live(7), Cell.tombstone(0, null, 7, NOW));
    assertSame(row, row.purged(NOW, GC_BEFORE, nothingOlderOutside));
    assertEquals(0, lookups.get());
  }

  private static Row row(int clustering, LivenessInfo marker, Cell cell) {
    return Row.of(
        new byte[] {(byte) clustering}, marker, DeletionTime.LIVE, List.of(), List.of(cell));
  }

  private static List<Row> rows(java.util.Iterator<Row> it) {
    List<Row> rows = new ArrayList<>();
    it.forEachRemaining(rows::add);
    return rows;
  }
}
