package io.wcs.engine.memtable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Row;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Rows stored in slabs read back as they were, however many slabs and writers there are. */
class RowSlabsTest {
  private static final long NOW = 1_764_000_000_000_000L;

  /**
   * Row {@code i} of a writer: its clustering and value say which, its size (large enough for a
   * slab) varies with it.
   */
  private static Row row(int writer, int i) {
    byte[] value = new byte[RowSlabs.MIN_ENCODED_ROW_BYTES + (i * 37) % 1500];
    for (int b = 0; b < value.length; b++) {
      value[b] = (byte) (writer * 31 + i + b);
    }
    return Row.of(
        new byte[] {(byte) writer, (byte) (i >>> 8), (byte) i},
        LivenessInfo.live(NOW + i),
        DeletionTime.LIVE,
        List.of(),
        List.of(Cell.live(0, null, NOW + i, value), Cell.live(1, null, NOW - i, new byte[] {1})));
  }

  @Test
  void rowsReadBackFromSlabsThatGrowUpToTheirLimit() {
    RowSlabs slabs = new RowSlabs(SlabSupply.onDemand());
    List<RowVersion> stored = new ArrayList<>();
    for (int i = 0; i < 5000; i++) {
      stored.add(slabs.store(row(0, i), i, null));
    }
    Map<byte[], Boolean> distinct = new IdentityHashMap<>();
    for (int i = 0; i < stored.size(); i++) {
      RowVersion v = stored.get(i);
      assertEquals(row(0, i).toString(), slabs.read(v).toString());
      distinct.put(v.slab(), true);
    }
    List<Integer> sizes = new ArrayList<>();
    distinct.keySet().forEach(slab -> sizes.add(slab.length));
    Collections.sort(sizes);
    assertTrue(sizes.size() > 3, "slabs " + sizes);
    assertEquals(4096, sizes.get(0));
    assertEquals(RowSlabs.MAX_SLAB_BYTES, sizes.get(sizes.size() - 1));
  }

  @Test
  void aRowLargerThanAnEighthOfTheLargestSlabGetsAnArrayOfItsOwn() {
    RowSlabs slabs = new RowSlabs(SlabSupply.onDemand());
    RowVersion small = slabs.store(row(0, 1), 1, null);
    assertNull(small.row());
    Row big =
        Row.of(
            new byte[0],
            LivenessInfo.live(NOW),
            DeletionTime.LIVE,
            List.of(),
            List.of(Cell.live(0, null, NOW, new byte[RowSlabs.MAX_SLAB_BYTES / 8 + 1])));
    RowVersion own = slabs.store(big, 2, small);
    assertEquals(0, own.offset);
    assertEquals(own.size, own.slab().length);
    assertSame(small, own.older);
    assertEquals(big.toString(), slabs.read(own).toString());
    RowVersion next = slabs.store(row(0, 3), 3, null);
    assertSame(small.slab(), next.slab(), "the next small row goes on in the shared slab");
    assertEquals(small.offset + small.size, next.offset);
  }

  @Test
  void aSmallRowStaysAsItIs() {
    RowSlabs slabs = new RowSlabs(SlabSupply.onDemand());
    Row row =
        Row.of(
            new byte[] {1},
            LivenessInfo.live(NOW),
            DeletionTime.LIVE,
            List.of(),
            List.of(Cell.live(0, null, NOW, new byte[8])));
    RowVersion kept = slabs.store(row, 1, null);
    assertNull(kept.slab());
    assertSame(row, slabs.read(kept));
    assertEquals(row.sizeInBytes(), kept.size);
  }

  @Test
  void concurrentWritersNeverShareBytes() throws Exception {
    SlabSupply supply = SlabSupply.ahead();
    RowSlabs slabs = new RowSlabs(supply);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<List<RowVersion>>> writers = new ArrayList<>();
      for (int w = 0; w < 4; w++) {
        int writer = w;
        writers.add(
            pool.submit(
                () -> {
                  List<RowVersion> stored = new ArrayList<>();
                  for (int i = 0; i < 3000; i++) {
                    stored.add(slabs.store(row(writer, i), i, null));
                  }
                  return stored;
                }));
      }
      for (int w = 0; w < writers.size(); w++) {
        List<RowVersion> stored = writers.get(w).get();
        for (int i = 0; i < stored.size(); i++) {
          assertEquals(row(w, i).toString(), slabs.read(stored.get(i)).toString());
        }
      }
    } finally {
      pool.shutdownNow();
      supply.close();
    }
  }
}
