package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RowOfTest {
  private static final byte[] CLUSTERING = {1};

  private static Cell cell(int column, String path, long timestamp, int value) {
    return Cell.live(
        column,
        path == null ? null : path.getBytes(StandardCharsets.UTF_8),
        timestamp,
        new byte[] {(byte) value});
  }

  private static Row rowOf(List<Cell> cells) {
    return Row.of(CLUSTERING, LivenessInfo.EMPTY, DeletionTime.LIVE, List.of(), cells);
  }

  @Test
  void cellsInColumnOrderAreKeptAsGiven() {
    List<Cell> cells = List.of(cell(1, null, 5, 1), cell(2, "a", 5, 2), cell(2, "b", 5, 3));
    assertEquals(cells, rowOf(new ArrayList<>(cells)).cells());
  }

  @Test
  void cellsOutOfOrderAreSortedByColumnThenPath() {
    Cell a = cell(1, null, 5, 1);
    Cell b = cell(2, "a", 5, 2);
    Cell c = cell(2, "b", 5, 3);
    Cell d = cell(3, null, 5, 4);
    assertEquals(List.of(a, b, c, d), rowOf(List.of(c, d, a, b)).cells());
    assertEquals(List.of(a, b, c, d), rowOf(List.of(a, c, b, d)).cells());
  }

  @Test
  void cellsAtOnePositionAreReconciledToOne() {
    Cell older = cell(1, null, 5, 1);
    Cell newer = cell(1, null, 9, 2);
    Cell other = cell(2, null, 5, 3);
    List<Cell> cells = rowOf(List.of(other, older, newer)).cells();
    assertEquals(List.of(newer, other), cells);
    assertSame(newer, cells.get(0));
    assertEquals(List.of(newer, other), rowOf(List.of(newer, other, older)).cells());
    // adjacent duplicates in order are reconciled too, not kept as two cells
    assertEquals(List.of(newer), rowOf(List.of(older, newer)).cells());
  }

  @Test
  void complexDeletionsAreSortedWithTheStrongestKeptForEachColumn() {
    Row.ComplexDeletion weak = new Row.ComplexDeletion(2, new DeletionTime(5, 100));
    Row.ComplexDeletion strong = new Row.ComplexDeletion(2, new DeletionTime(9, 100));
    Row.ComplexDeletion first = new Row.ComplexDeletion(1, new DeletionTime(5, 100));
    Row row =
        Row.of(
            CLUSTERING,
            LivenessInfo.EMPTY,
            DeletionTime.LIVE,
            List.of(weak, first, strong),
            List.of());
    assertEquals(List.of(first, strong), List.of(row.complexDeletions()));
    assertEquals(0, rowOf(List.of()).complexDeletions().length);
    assertEquals(0, rowOf(List.of()).cellCount());
  }
}
