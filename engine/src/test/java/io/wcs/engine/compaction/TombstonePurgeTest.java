package io.wcs.engine.compaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.StorageOptions;
import io.wcs.engine.storage.TableLayout;
import io.wcs.engine.storage.TableOptions;
import io.wcs.engine.storage.TableStore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When compaction may drop a tombstone: after gc_grace_seconds, and only if nothing older is left.
 */
class TombstonePurgeTest {
  private static final int TABLE = 1;
  private static final int GC_GRACE = 100;
  private static final DecoratedKey KEY = new DecoratedKey(42, new byte[] {4, 2});

  @TempDir Path dir;
  private final AtomicInteger clock = new AtomicInteger(1000);
  private StorageEngine engine;
  private TableStore table;

  @BeforeEach
  void open() throws IOException {
    engine = StorageEngine.open(dir, StorageOptions.DEFAULT.withClock(clock::get));
    engine.createTable(
        TABLE,
        TableLayout.NONE,
        new TableOptions(
            GC_GRACE,
            Map.of("class", "SizeTieredCompactionStrategy", "enabled", "false"),
            1 << 20));
    table = engine.tableStore(TABLE);
  }

  @AfterEach
  void close() throws IOException {
    engine.close();
  }

  private void write(long ts, Cell cell) throws IOException {
    engine.apply(
        TABLE,
        Mutation.builder(KEY)
            .addRow(
                Row.of(
                    new byte[] {1},
                    LivenessInfo.EMPTY,
                    DeletionTime.LIVE,
                    List.of(),
                    List.of(cell)))
            .build());
  }

  private void deletePartition(long ts) throws IOException {
    engine.apply(
        TABLE, Mutation.builder(KEY).deletePartition(new DeletionTime(ts, clock.get())).build());
  }

  private long tombstonesOnDisk() {
    return table.liveSSTables().stream().mapToLong(r -> r.stats().tombstoneCount()).sum();
  }

  @Test
  void aTombstoneIsKeptDuringGcGraceThenDroppedWithWhatItShadows() throws IOException {
    write(10, Cell.live(0, null, 10, new byte[] {1}));
    engine.flush(TABLE);
    deletePartition(20);
    engine.flush(TABLE);
    engine.compact(TABLE);
    assertEquals(1, table.liveSSTables().size());
    assertEquals(1, tombstonesOnDisk());
    clock.addAndGet(GC_GRACE + 1);
    engine.compact(TABLE);
    assertEquals(List.of(), table.liveSSTables());
  }

  @Test
  void aTombstoneStaysWhileOlderDataOfItsPartitionLivesOutsideTheCompaction() throws IOException {
    write(10, Cell.live(0, null, 10, new byte[] {1}));
    engine.flush(TABLE);
    SSTableReader old = table.liveSSTables().get(0);
    deletePartition(20);
    engine.flush(TABLE);
    clock.addAndGet(GC_GRACE + 1);
    List<SSTableReader> newest = table.liveSSTables().stream().filter(r -> r != old).toList();
    table.markCompacting(newest);
    CompactionTask.run(table, newest, 0, Long.MAX_VALUE);
    table.unmarkCompacting(newest);
    assertEquals(1, tombstonesOnDisk(), "the tombstone must keep shadowing the older SSTable");
    try (PartitionIterator it = engine.read(TABLE, KEY, Slices.ALL, false, clock.get())) {
      assertEquals(false, it.hasNext());
    }
  }

  @Test
  void aTombstoneStaysWhileTheMemtableHoldsOlderDataOfItsPartition() throws IOException {
    deletePartition(20);
    engine.flush(TABLE);
    write(5, Cell.live(0, null, 5, new byte[] {1}));
    clock.addAndGet(GC_GRACE + 1);
    engine.compact(TABLE);
    assertEquals(1, tombstonesOnDisk());
  }

  @Test
  void anExpiredCellBecomesATombstoneDatedFromItsWriteAndIsPurgedAfterGcGrace() throws IOException {
    write(10, Cell.expiring(0, null, 10, 50, clock.get(), new byte[] {1}));
    engine.flush(TABLE);
    clock.addAndGet(60);
    engine.compact(TABLE);
    assertEquals(1, tombstonesOnDisk());
    clock.addAndGet(GC_GRACE - 60 + 1);
    engine.compact(TABLE);
    assertEquals(List.of(), table.liveSSTables());
    try (PartitionIterator it = engine.read(TABLE, KEY, Slices.ALL, false, clock.get())) {
      assertNull(it.hasNext() ? it.next() : null);
    }
  }
}
