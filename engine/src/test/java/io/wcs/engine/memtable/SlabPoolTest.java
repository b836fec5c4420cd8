package io.wcs.engine.memtable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.Row;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Full-size slabs go back to the pool only when nothing can read them, and serve the next rows. */
class SlabPoolTest {
  private static final long NOW = 1_764_000_000_000_000L;
  private static final int ROWS = 3000;

  /** Row {@code i}: about 1 KiB, so that some 3 MiB of them fill full-size slabs. */
  private static Row row(int i, int fill) {
    byte[] value = new byte[1000];
    java.util.Arrays.fill(value, (byte) (i + fill));
    return Row.of(
        new byte[] {(byte) (i >>> 8), (byte) i},
        LivenessInfo.live(NOW + i),
        DeletionTime.LIVE,
        List.of(),
        List.of(Cell.live(0, null, NOW + i, value)));
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

  private static List<RowVersion> store(RowSlabs slabs, int fill) {
    List<RowVersion> stored = new ArrayList<>();
    for (int i = 0; i < ROWS; i++) {
      stored.add(slabs.store(row(i, fill), i, null));
    }
    return stored;
  }

  @Test
  void recycledSlabsServeTheNextRowSlabsWhoseRowsReadBackOverTheOldBytes() {
    SlabPool pool = SlabPool.ofBytes(64L << 20);
    RowSlabs first = new RowSlabs(NOW, pool);
    Set<byte[]> firstSlabs = fullSlabs(store(first, 0));
    assertTrue(firstSlabs.size() >= 2, "full-size slabs: " + firstSlabs.size());
    first.recycle();
    assertEquals(firstSlabs.size(), pool.size());

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
  void thePoolKeepsNoMoreThanItsCapacity() {
    SlabPool pool = SlabPool.ofBytes(RowSlabs.MAX_SLAB_BYTES);
    RowSlabs slabs = new RowSlabs(NOW, pool);
    assertTrue(fullSlabs(store(slabs, 0)).size() >= 2);
    slabs.recycle();
    assertEquals(1, pool.size());
  }

  @Test
  void aRetiredMemtableGivesItsSlabsBackWhenItsLastReaderEnds() {
    SlabPool pool = SlabPool.ofBytes(64L << 20);
    Memtable memtable = new Memtable(0, pool);
    DecoratedKey key = new DecoratedKey(1, new byte[] {1});
    for (int i = 0; i < ROWS; i++) {
      memtable.apply(Mutation.builder(key).addRow(row(i, 0)).build());
    }
    assertTrue(memtable.tryAcquireReader());
    memtable.retire();
    assertFalse(memtable.tryAcquireReader(), "a read started on a retired memtable");
    assertEquals(0, pool.size(), "slabs recycled under an open reader");
    memtable.releaseReader();
    assertTrue(pool.size() >= 2, "slabs in the pool: " + pool.size());
  }

  @Test
  void aMemtableRetiredWithoutReadersGivesItsSlabsBackAtOnce() {
    SlabPool pool = SlabPool.ofBytes(64L << 20);
    Memtable memtable = new Memtable(0, pool);
    DecoratedKey key = new DecoratedKey(1, new byte[] {1});
    for (int i = 0; i < ROWS; i++) {
      memtable.apply(Mutation.builder(key).addRow(row(i, 0)).build());
    }
    memtable.retire();
    int recycled = pool.size();
    assertTrue(recycled >= 2, "slabs in the pool: " + recycled);
    memtable.retire();
    assertEquals(recycled, pool.size(), "retired twice, recycled twice");
  }
}
