package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PartitionPositionsTest {
  @Test
  void findsWhatWasAddedAndTellsAbsentAndAmbiguousTokensApart() {
    int n = 10_000;
    PartitionPositions table = PartitionPositions.reserve(n);
    assertNotNull(table);
    try {
      long[] tokens = new SplittableRandom(1).longs(n).toArray();
      for (int i = 0; i < n; i++) {
        table.add(tokens[i], 1000L * i, i % 3 == 0);
      }
      table.add(tokens[5], 1, false); // a second partition with token 5's value
      for (int i = 0; i < n; i++) {
        long found = table.find(tokens[i]);
        if (i == 5) {
          assertEquals(PartitionPositions.AMBIGUOUS, found);
        } else {
          assertEquals(1000L * i, PartitionPositions.position(found));
          assertEquals(i % 3 == 0, PartitionPositions.isIndexEntry(found));
        }
      }
      SplittableRandom other = new SplittableRandom(2);
      for (int i = 0; i < 1000; i++) {
        assertEquals(PartitionPositions.ABSENT, table.find(other.nextLong()));
      }
    } finally {
      table.release();
    }
  }

  @Test
  void aTableTheBudgetCannotHoldIsNotMade() {
    long beyond = Runtime.getRuntime().maxMemory() / PartitionPositions.BUDGET_FRACTION / 16 * 2;
    assertNull(PartitionPositions.reserve(beyond));
    PartitionPositions small = PartitionPositions.reserve(1);
    assertNotNull(small, "a refused reservation gave its share back");
    small.release();
  }
}
