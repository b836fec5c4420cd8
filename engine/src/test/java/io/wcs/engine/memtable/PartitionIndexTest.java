package io.wcs.engine.memtable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.storage.DecoratedKey;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class PartitionIndexTest {
  private static final RowSlabs SLABS = new RowSlabs(SlabSupply.onDemand());

  /** Key {@code i}; every fourth shares its token with the key before it. */
  private static DecoratedKey key(int i) {
    long token = (i % 4 == 3 ? i - 1 : i) * 0x9E3779B97F4A7C15L;
    return new DecoratedKey(token, ("k" + i).getBytes(StandardCharsets.UTF_8));
  }

  private static MemtablePartition partition(int i) {
    return new MemtablePartition(key(i), SLABS);
  }

  @Test
  void findsEveryPartitionPutThroughResizesAndKeepsTheFirstOfAKey() {
    PartitionIndex index = new PartitionIndex(0);
    List<MemtablePartition> put = new ArrayList<>();
    for (int i = 0; i < 5_000; i++) {
      MemtablePartition p = partition(i);
      assertNull(index.putIfAbsent(p));
      put.add(p);
      assertEquals(i + 1, index.size());
    }
    for (int i = 0; i < 5_000; i++) {
      assertSame(put.get(i), index.get(key(i)), "key " + i);
      assertSame(put.get(i), index.putIfAbsent(partition(i)), "a second partition of key " + i);
    }
    assertEquals(5_000, index.size());
    assertNull(index.get(key(5_000)));
    assertNull(
        index.get(new DecoratedKey(key(3).token(), "other".getBytes(StandardCharsets.UTF_8))));
  }

  @Test
  void keysWithOneTokenAndOneHashAreToldApart() {
    // Keys of one token have one hash code: the index must compare the keys themselves.
    PartitionIndex index = new PartitionIndex(4);
    List<MemtablePartition> put = new ArrayList<>();
    for (int x = 0; x < 4; x++) {
      MemtablePartition p = new MemtablePartition(sameHash(x), SLABS);
      assertNull(index.putIfAbsent(p));
      put.add(p);
    }
    for (int x = 0; x < 4; x++) {
      assertEquals(put.get(0).key().hashCode(), sameHash(x).hashCode());
      assertSame(put.get(x), index.get(sameHash(x)));
    }
  }

  private static DecoratedKey sameHash(int x) {
    return new DecoratedKey(7, new byte[] {(byte) x, (byte) (93 - 31 * x)});
  }

  @Test
  void toArrayHoldsEachPartitionOnce() {
    PartitionIndex index = new PartitionIndex(10);
    MemtablePartition[] expected = new MemtablePartition[300];
    for (int i = 0; i < expected.length; i++) {
      expected[i] = partition(i);
      index.putIfAbsent(expected[i]);
    }
    Comparator<MemtablePartition> byKey = Comparator.comparing(MemtablePartition::key);
    MemtablePartition[] all = index.toArray();
    Arrays.sort(all, byKey);
    Arrays.sort(expected, byKey);
    assertArrayEquals(expected, all);
  }

  @Test
  void concurrentWritersAgreeOnOnePartitionAKeyAndReadersNeverLoseOne() throws Exception {
    int keys = 20_000;
    int writers = 3;
    PartitionIndex index = new PartitionIndex(0);
    MemtablePartition[][] chosen = new MemtablePartition[writers][keys];
    CyclicBarrier start = new CyclicBarrier(writers + 1);
    AtomicBoolean done = new AtomicBoolean();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    List<Thread> threads = new ArrayList<>();
    for (int w = 0; w < writers; w++) {
      int writer = w;
      threads.add(
          new Thread(
              () -> {
                try {
                  start.await();
                  for (int i = 0; i < keys; i++) {
                    // Each writer takes the keys in its own order, so that they race on each.
                    int k = writer % 2 == 0 ? i : keys - 1 - i;
                    MemtablePartition mine = partition(k);
                    MemtablePartition existing = index.putIfAbsent(mine);
                    chosen[writer][k] = existing == null ? mine : existing;
                  }
                } catch (Throwable t) {
                  failure.compareAndSet(null, t);
                }
              }));
    }
    Thread reader =
        new Thread(
            () -> {
              try {
                start.await();
                // Once a key is found it stays found, as the same partition, through every resize.
                MemtablePartition[] seen = new MemtablePartition[keys];
                while (!done.get()) {
                  for (int k = 0; k < keys; k += 7) {
                    MemtablePartition p = index.get(key(k));
                    if (seen[k] != null && p != seen[k]) {
                      throw new AssertionError("key " + k + " lost or changed");
                    }
                    seen[k] = p;
                  }
                }
              } catch (Throwable t) {
                failure.compareAndSet(null, t);
              }
            });
    threads.forEach(Thread::start);
    reader.start();
    for (Thread t : threads) {
      t.join();
    }
    done.set(true);
    reader.join();
    assertNull(failure.get());
    assertEquals(keys, index.size());
    for (int k = 0; k < keys; k++) {
      MemtablePartition p = index.get(key(k));
      assertTrue(p != null && p.key().equals(key(k)), "key " + k);
      for (int w = 0; w < writers; w++) {
        assertSame(p, chosen[w][k], "writer " + w + " key " + k);
      }
    }
  }
}
