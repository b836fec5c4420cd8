package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

class MutationTest {
  private static final DecoratedKey KEY = new DecoratedKey(42, new byte[] {1});

  private static Row row(int clustering, int column, long timestamp, int value) {
    return Row.of(
        new byte[] {(byte) clustering},
        LivenessInfo.EMPTY,
        DeletionTime.LIVE,
        List.of(),
        List.of(Cell.live(column, null, timestamp, new byte[] {(byte) value})));
  }

  private static int valueOf(Row r, int column) {
    Cell c = r.cell(column, null);
    return c == null ? -1 : c.value()[0];
  }

  @Test
  void anEmptyBuilderBuildsNothing() {
    Mutation m = Mutation.builder(KEY).build();
    assertEquals(List.of(), m.rows());
    assertEquals(List.of(), m.rangeTombstones());
    assertNull(m.staticRow());
    assertSame(KEY, m.key());
  }

  @Test
  void oneRowIsTheMutationsOnlyRow() {
    Row only = row(5, 1, 10, 7);
    assertEquals(List.of(only), Mutation.builder(KEY).addRow(only).build().rows());
  }

  @Test
  void writesToOneClusteringMergeIntoOneRow() {
    Mutation m =
        Mutation.builder(KEY)
            .addRow(row(5, 1, 10, 7))
            .addRow(row(5, 2, 10, 8))
            .addRow(row(5, 1, 20, 9))
            .build();
    assertEquals(1, m.rows().size());
    Row merged = m.rows().get(0);
    assertEquals(9, valueOf(merged, 1), "the newer write of column 1");
    assertEquals(8, valueOf(merged, 2));
  }

  @Test
  void rowsComeOutSortedByUnsignedClusteringAndMerged() {
    Mutation m =
        Mutation.builder(KEY)
            .addRow(row(0x80, 1, 10, 1))
            .addRow(row(0x01, 1, 10, 2))
            .addRow(row(0x80, 2, 10, 3))
            .addRow(row(0x7F, 1, 10, 4))
            .addRow(row(0x01, 1, 30, 5))
            .build();
    List<Row> rows = m.rows();
    assertEquals(3, rows.size());
    assertArrayEquals(new byte[] {0x01}, rows.get(0).clustering());
    assertArrayEquals(new byte[] {0x7F}, rows.get(1).clustering());
    assertArrayEquals(new byte[] {(byte) 0x80}, rows.get(2).clustering());
    assertEquals(5, valueOf(rows.get(0), 1));
    assertEquals(4, valueOf(rows.get(1), 1));
    assertEquals(1, valueOf(rows.get(2), 1));
    assertEquals(3, valueOf(rows.get(2), 2), "the first row's later write, after the map was made");
  }

  @Test
  void rangeTombstonesAreKeptInTheOrderAdded() {
    RangeTombstone first =
        new RangeTombstone(new byte[] {3}, new byte[] {4}, new DeletionTime(5, 6));
    RangeTombstone second =
        new RangeTombstone(new byte[] {1}, new byte[] {2}, new DeletionTime(7, 8));
    Mutation m = Mutation.builder(KEY).addRangeTombstone(first).addRangeTombstone(second).build();
    assertEquals(List.of(first, second), m.rangeTombstones());
  }
}
