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
import org.junit.jupiter.api.Test;

/**
 * The merge of several sources' rows, with sources that hold runs (where one source leads for many
 * rows) and sources that interleave or repeat clusterings, forward and reversed, against a model:
 * the newest cell of each clustering, in clustering order.
 */
class MergedPartitionTest {
  private static final DecoratedKey KEY = new DecoratedKey(7, new byte[] {7});

  @Test
  void mergesRunsInterleavingsAndRepeatsAsTheModelDoes() {
    SplittableRandom random = new SplittableRandom(3);
    for (int round = 0; round < 300; round++) {
      int sourceCount = 1 + random.nextInt(5);
      List<Memtable> sources = new ArrayList<>();
      TreeMap<Integer, Long> model = new TreeMap<>();
      long timestamp = 1;
      for (int s = 0; s < sourceCount; s++) {
        Memtable memtable = new Memtable();
        Mutation.Builder mutation = Mutation.builder(KEY);
        // Half the sources hold one contiguous run, the others scattered clusterings.
        boolean run = random.nextBoolean();
        int start = random.nextInt(60);
        int rows = random.nextInt(30);
        for (int r = 0; r < rows; r++) {
          int clustering = run ? start + r : random.nextInt(90);
          long ts = timestamp++;
          mutation.addRow(row(clustering, ts));
          model.merge(clustering, ts, Math::max);
        }
        memtable.apply(mutation.build());
        sources.add(memtable);
      }
      assertEquals(List.copyOf(model.entrySet()), merged(sources, false), "round " + round);
      assertEquals(
          List.copyOf(model.descendingMap().entrySet()), merged(sources, true), "round " + round);
    }
  }

  private static List<Map.Entry<Integer, Long>> merged(List<Memtable> sources, boolean reversed) {
    List<UnfilteredPartition> partitions = new ArrayList<>();
    for (Memtable m : sources) {
      UnfilteredPartition p = m.partition(KEY);
      if (p != null) {
        partitions.add(p);
      }
    }
    List<Map.Entry<Integer, Long>> out = new ArrayList<>();
    if (partitions.isEmpty()) {
      return out;
    }
    Iterator<Row> rows = new MergedPartition(partitions).rows(Slices.ALL, reversed);
    while (rows.hasNext()) {
      Row row = rows.next();
      int clustering = ByteBuffer.wrap(row.clustering()).getInt();
      out.add(Map.entry(clustering, ByteBuffer.wrap(row.cell(0).value()).getLong()));
    }
    return out;
  }

  private static Row row(int clustering, long ts) {
    return Row.of(
        ByteBuffer.allocate(4).putInt(clustering).array(),
        LivenessInfo.EMPTY,
        DeletionTime.LIVE,
        List.of(),
        List.of(Cell.live(0, null, ts, ByteBuffer.allocate(8).putLong(ts).array())));
  }
}
