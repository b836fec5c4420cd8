package io.wcs.engine.memtable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Slabs come new, zeroed and full-size, ready ahead once needed, and the thread ends on close. */
class SlabSupplyTest {
  @Test
  void everySlabIsANewZeroedFullSizeArray() {
    try (SlabSupply supply = SlabSupply.ahead()) {
      Set<byte[]> taken = Collections.newSetFromMap(new IdentityHashMap<>());
      for (int i = 0; i < 12; i++) {
        byte[] slab = supply.take();
        assertEquals(RowSlabs.MAX_SLAB_BYTES, slab.length);
        for (byte b : slab) {
          assertEquals(0, b);
        }
        assertTrue(taken.add(slab), "slab " + i + " was handed out before");
        Arrays.fill(slab, (byte) 7);
      }
    }
  }

  @Test
  void keepsSlabsReadyOnceTheFirstIsTakenAndStopsOnClose() throws InterruptedException {
    SlabSupply supply = SlabSupply.ahead();
    assertFalse(supply.filling(), "no thread before a slab is needed");
    supply.take();
    assertTrue(supply.filling());
    long deadline = System.nanoTime() + 30_000_000_000L;
    while (supply.readyCount() < 4 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertEquals(4, supply.readyCount(), "slabs waiting ready");
    supply.close();
    assertFalse(supply.filling());
    assertEquals(0, supply.readyCount());
    assertEquals(RowSlabs.MAX_SLAB_BYTES, supply.take().length);
    assertFalse(supply.filling(), "a closed supply starts no thread again");
  }

  @Test
  void aSupplyClosedBeforeItsFirstSlabNeverStartsItsThread() {
    SlabSupply supply = SlabSupply.ahead();
    supply.close();
    assertEquals(RowSlabs.MAX_SLAB_BYTES, supply.take().length);
    assertFalse(supply.filling());
  }

  @Test
  void onDemandAllocatesEachSlabWithoutAThread() {
    SlabSupply supply = SlabSupply.onDemand();
    assertEquals(RowSlabs.MAX_SLAB_BYTES, supply.take().length);
    assertFalse(supply.filling());
    assertEquals(0, supply.readyCount());
  }
}
