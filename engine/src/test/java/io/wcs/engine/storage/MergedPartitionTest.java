package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.memtable.Memtable;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The merge of several sources' rows, with sources that hold runs (where one source leads for many
 * rows) and sources that interleave or repeat clusterings, forward and reversed, against a model:
 * the newest cell of each clustering, in clustering order. Some sources are deferred, as the read
 * path defers SSTables: looked up only when the merge reaches their clustering bounds.
 */
class MergedPartitionTest {
  private static final DecoratedKey KEY = new DecoratedKey(7, new byte[] {7});

  @Test
  void mergesRunsInterleavingsAndRepeatsAsTheModelDoes() {
    SplittableRandom random = new SplittableRandom(3);
    for (int round = 0; round < 300; round++) {
      int sourceCount = 1 + random.nextInt(5);
      List<Source> sources = new ArrayList<>();
      TreeMap<Integer, Long> model = new TreeMap<>();
      long timestamp = 1;
      for (int s = 0; s < sourceCount; s++) {
        Memtable memtable = new Memtable();
        Mutation.Builder mutation = Mutation.builder(KEY);
        // Half the sources hold one contiguous run, the others scattered clusterings.
        boolean run = random.nextBoolean();
        int start = random.nextInt(60);
        int rows = random.nextInt(30);
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int r = 0; r < rows; r++) {
          int clustering = run ? start + r : random.nextInt(90);
          long ts = timestamp++;
          mutation.addRow(row(clustering, ts));
          model.merge(clustering, ts, Math::max);
          min = Math.min(min, clustering);
          max = Math.max(max, clustering);
        }
        memtable.apply(mutation.build());
        // A deferred source without rows is one whose SSTable turns out not to hold the partition.
        sources.add(new Source(memtable, random.nextBoolean(), rows == 0 ? 0 : min, max));
      }
      assertEquals(List.copyOf(model.entrySet()), merged(sources, false), "round " + round);
      assertEquals(
          List.copyOf(model.descendingMap().entrySet()), merged(sources, true), "round " + round);
    }
  }

  @Test
  void aDeferredSourceIsLookedUpOnlyWhenTheMergeReachesItsBound() {
    Memtable newer = new Memtable();
    Memtable older = new Memtable();
    for (int c = 0; c < 10; c++) {
      older.apply(Mutation.builder(KEY).addRow(row(c, 1)).build());
      newer.apply(Mutation.builder(KEY).addRow(row(50 + c, 2)).build());
    }
    // Newest first (reversed): the newer rows all come before the deferred source's bound (9).
    AtomicInteger lookups = new AtomicInteger();
    Iterator<Row> rows = withDeferred(newer, older, 0, 9, lookups).rows(Slices.ALL, true);
    for (int c = 59; c >= 50; c--) {
      assertEquals(c, clustering(rows.next()));
    }
    assertEquals(0, lookups.get());
    assertEquals(9, clustering(rows.next()));
    assertEquals(1, lookups.get());
    // Forward, the deferred source's bound (0) comes first: it is looked up before any row.
    lookups.set(0);
    rows = withDeferred(newer, older, 0, 9, lookups).rows(Slices.ALL, false);
    assertEquals(0, clustering(rows.next()));
    assertEquals(1, lookups.get());
  }

  @Test
  void aDeferredSourceSharingAClusteringIsReconciledWithIt() {
    Memtable newer = new Memtable();
    Memtable older = new Memtable();
    newer.apply(Mutation.builder(KEY).addRow(row(5, 2)).addRow(row(9, 2)).build());
    older.apply(Mutation.builder(KEY).addRow(row(5, 3)).addRow(row(1, 1)).build());
    AtomicInteger lookups = new AtomicInteger();
    Iterator<Row> rows = withDeferred(newer, older, 1, 5, lookups).rows(Slices.ALL, true);
    List<Map.Entry<Integer, Long>> out = new ArrayList<>();
    rows.forEachRemaining(r -> out.add(entry(r)));
    assertEquals(List.of(Map.entry(9, 2L), Map.entry(5, 3L), Map.entry(1, 1L)), out);
  }

  private static MergedPartition withDeferred(
      Memtable read, Memtable deferred, int min, int max, AtomicInteger lookups) {
    return new MergedPartition(
        List.of(
            read.partition(KEY, Slices.ALL),
            new DeferredPartition(
                KEY,
                key(min),
                key(max),
                () -> {
                  lookups.incrementAndGet();
                  return deferred.partition(KEY, Slices.ALL);
                },
                false)));
  }

  /** A memtable's partition, read at once or deferred behind its clustering bounds. */
  private record Source(Memtable memtable, boolean deferred, int min, int max) {
    UnfilteredPartition partition() {
      return deferred
          ? new DeferredPartition(
              KEY, key(min), key(max), () -> memtable.partition(KEY, Slices.ALL), false)
          : memtable.partition(KEY, Slices.ALL);
    }
  }

  private static List<Map.Entry<Integer, Long>> merged(List<Source> sources, boolean reversed) {
    List<UnfilteredPartition> partitions = new ArrayList<>();
    for (Source s : sources) {
      UnfilteredPartition p = s.partition();
      if (p != null) {
        partitions.add(p);
      }
    }
    List<Map.Entry<Integer, Long>> out = new ArrayList<>();
    if (partitions.isEmpty()) {
      return out;
    }
    Iterator<Row> rows = new MergedPartition(partitions).rows(Slices.ALL, reversed);
    rows.forEachRemaining(r -> out.add(entry(r)));
    return out;
  }

  private static Map.Entry<Integer, Long> entry(Row row) {
    return Map.entry(clustering(row), ByteBuffer.wrap(row.cell(0).value()).getLong());
  }

  private static int clustering(Row row) {
    return ByteBuffer.wrap(row.clustering()).getInt();
  }

  private static byte[] key(int clustering) {
    return ByteBuffer.allocate(4).putInt(clustering).array();
  }

  private static Row row(int clustering, long ts) {
    return Row.of(
        key(clustering),
        LivenessInfo.EMPTY,
        DeletionTime.LIVE,
        List.of(),
        List.of(Cell.live(0, null, ts, ByteBuffer.allocate(8).putLong(ts).array())));
  }
}
