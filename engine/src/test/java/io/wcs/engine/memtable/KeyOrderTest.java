package io.wcs.engine.memtable;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.storage.DecoratedKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link KeyOrder} against the comparator order of {@link DecoratedKey}. */
class KeyOrderTest {
  private final RowSlabs slabs = new RowSlabs(SlabSupply.onDemand());

  @Test
  void sortsLikeTheKeyComparatorAtEverySize() {
    SplittableRandom random = new SplittableRandom(11);
    for (int n : new int[] {0, 1, 2, 63, 64, 65, 1_000, 20_000}) {
      List<DecoratedKey> keys = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        keys.add(new DecoratedKey(random.nextLong(), new byte[] {(byte) i, (byte) (i >> 8)}));
      }
      assertSortedLikeComparator(keys, "n=" + n);
    }
  }

  @Test
  void keysThatShareATokenAreOrderedByTheirBytes() {
    SplittableRandom random = new SplittableRandom(12);
    List<DecoratedKey> keys = new ArrayList<>();
    long[] tokens = {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE, 0x0100_0000_0000_0000L};
    for (int i = 0; i < 500; i++) {
      byte[] key = new byte[1 + random.nextInt(3)];
      random.nextBytes(key);
      keys.add(new DecoratedKey(tokens[random.nextInt(tokens.length)], key));
    }
    assertSortedLikeComparator(keys, "shared tokens");
  }

  @Test
  void tokensThatDifferInOneByteOnly() {
    List<DecoratedKey> keys = new ArrayList<>();
    for (int i = 255; i >= 0; i--) {
      keys.add(new DecoratedKey(0x1234_5600_0000_0000L | ((long) i << 16), new byte[] {1}));
      keys.add(new DecoratedKey(-i, new byte[] {2}));
    }
    assertSortedLikeComparator(keys, "one varying byte");
  }

  private void assertSortedLikeComparator(List<DecoratedKey> keys, String what) {
    MemtablePartition[] partitions = new MemtablePartition[keys.size()];
    for (int i = 0; i < partitions.length; i++) {
      partitions[i] = new MemtablePartition(keys.get(i), slabs);
    }
    KeyOrder.sort(partitions);
    List<DecoratedKey> expected = new ArrayList<>(keys);
    expected.sort(DecoratedKey::compareTo);
    assertEquals(expected, Arrays.stream(partitions).map(MemtablePartition::key).toList(), what);
  }
}
