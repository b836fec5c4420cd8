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
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Released full-size slabs serve the next memtables' rows, up to the pool's capacity. */
class SlabPoolTest {
  private static final long NOW = 1_764_000_000_000_000L;
  private static final int ROWS = 3000;

  /** Row {@code i}: about 1 KiB of bytes {@code fill}, so that 3,000 fill full-size slabs. */
  private static Row row(int i, int fill) {
    byte[] value = new byte[1000];
    Arrays.fill(value, (byte) (i + fill));
    return Row.of(
        new byte[] {(byte) (i >>> 8), (byte) i},
        LivenessInfo.live(NOW + i),
        DeletionTime.LIVE,
        List.of(),
        List.of(Cell.live(0, null, NOW + i, value)));
  }

  private static List<RowVersion> store(RowSlabs slabs, int fill) {
    List<RowVersion> stored = new ArrayList<>();
    for (int i = 0; i < ROWS; i++) {
      stored.add(slabs.store(row(i, fill), i, null));
    }
    return stored;
  }

  private static Set<byte[]> fullSlabs(List<RowVersion> versions) {
    Set<byte[]> out = Collections.newSetFromMap(new IdentityHashMap<>());
    for (RowVersion v : versions) {
      if (v.slab().length == RowSlabs.MAX_SLAB_BYTES) {
        out.add(v.slab());
      }
    }
    return out;
  }

  @Test
  void releasedFullSizeSlabsServeTheNextRowsWhichReadBackOverTheOldBytes() {
    SlabPool pool = new SlabPool(64);
    RowSlabs first = new RowSlabs(NOW, pool);
    Set<byte[]> firstSlabs = fullSlabs(store(first, 0));
    assertTrue(firstSlabs.size() >= 2, "full-size slabs: " + firstSlabs.size());
    first.release();
    assertEquals(firstSlabs.size(), pool.size(), "only the full-size slabs are pooled");

    RowSlabs second = new RowSlabs(NOW, pool);
    List<RowVersion> stored = store(second, 7);
    for (byte[] slab : fullSlabs(stored)) {
      assertTrue(firstSlabs.contains(slab), "a full-size slab not taken from the pool");
    }
    for (int i = 0; i < ROWS; i++) {
      assertEquals(row(i, 7).toString(), second.read(stored.get(i)).toString());
    }
  }

  @Test
  void thePoolKeepsNoMoreThanItsCapacityAndHandsOutTheLastGivenFirst() {
    SlabPool pool = new SlabPool(2);
    byte[] a = new byte[RowSlabs.MAX_SLAB_BYTES];
    byte[] b = new byte[RowSlabs.MAX_SLAB_BYTES];
    pool.give(a);
    pool.give(b);
    pool.give(new byte[RowSlabs.MAX_SLAB_BYTES]);
    assertEquals(2, pool.size());
    assertSame(b, pool.take());
    assertSame(a, pool.take());
    assertNull(pool.take());
  }
}
