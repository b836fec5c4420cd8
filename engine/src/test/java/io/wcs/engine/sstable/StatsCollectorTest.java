package io.wcs.engine.sstable;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.storage.Bytes;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Row;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatsCollectorTest {
  private static Row row(int... clustering) {
    byte[] c = new byte[clustering.length];
    for (int i = 0; i < c.length; i++) {
      c[i] = (byte) clustering[i];
    }
    return Row.of(
        c, LivenessInfo.live(1), DeletionTime.LIVE, List.of(), List.of(Cell.live(0, null, 1, c)));
  }

  private static DecoratedKey key(int token) {
    return new DecoratedKey(token, new byte[] {(byte) token});
  }

  @Test
  void boundsCoverEveryPartitionAndRowWhicheverComesFirst() {
    StatsCollector stats = new StatsCollector();
    stats.partition(key(1), DeletionTime.LIVE);
    stats.row(row(5), false);
    stats.row(row(0x80, 1), false);
    stats.partition(key(2), DeletionTime.LIVE);
    stats.row(row(3), false);
    stats.row(row(4), false);
    stats.partition(key(3), DeletionTime.LIVE);

    SSTableStats built = stats.build(0, 0, 0);

    assertEquals(key(1), built.firstKey());
    assertEquals(key(3), built.lastKey());
    assertArrayEquals(new byte[] {3}, built.minClustering());
    assertArrayEquals(new byte[] {(byte) 0x80, 1}, built.maxClustering());
  }

  @Test
  void aSinglePartitionIsFirstAndLastAndItsOnlyRowBothBounds() {
    StatsCollector stats = new StatsCollector();
    stats.partition(key(7), DeletionTime.LIVE);
    stats.row(row(9), false);

    SSTableStats built = stats.build(0, 0, 0);

    assertEquals(key(7), built.firstKey());
    assertEquals(key(7), built.lastKey());
    assertArrayEquals(new byte[] {9}, built.minClustering());
    assertArrayEquals(new byte[] {9}, built.maxClustering());
  }

  @Test
  void partitionsWithoutRowsHaveEmptyClusteringBounds() {
    StatsCollector stats = new StatsCollector();
    stats.partition(key(1), DeletionTime.LIVE);
    stats.partition(key(2), DeletionTime.LIVE);

    SSTableStats built = stats.build(0, 0, 0);

    assertArrayEquals(Bytes.EMPTY, built.minClustering());
    assertArrayEquals(Bytes.EMPTY, built.maxClustering());
    assertEquals(key(2), built.lastKey());
  }
}
