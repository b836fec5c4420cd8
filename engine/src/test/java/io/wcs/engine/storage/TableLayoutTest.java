package io.wcs.engine.storage;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TableLayoutTest {
  private static final int REGULAR = 1;
  private static final int STATIC = 2;
  private static final int COLLECTION = 3;
  private static final int COUNTER = 4;
  private static final byte[] PATH = {1};

  private final TableLayout layout =
      new TableLayout(Set.of(STATIC), Set.of(COLLECTION), Set.of(COUNTER));

  private static Row row(Cell... cells) {
    return Row.of(new byte[0], LivenessInfo.live(1), DeletionTime.LIVE, List.of(), List.of(cells));
  }

  private static Mutation clusteringRow(Cell... cells) {
    return Mutation.builder(new DecoratedKey(1, new byte[] {7})).addRow(row(cells)).build();
  }

  private static Mutation staticRow(Cell... cells) {
    return Mutation.builder(new DecoratedKey(1, new byte[] {7})).staticRow(row(cells)).build();
  }

  @Test
  void acceptsEveryKindWhereItBelongs() {
    assertDoesNotThrow(
        () ->
            layout.validate(
                9,
                clusteringRow(
                    Cell.live(REGULAR, null, 1, new byte[] {1}),
                    Cell.live(COLLECTION, PATH, 1, new byte[] {2}),
                    Cell.live(COUNTER, null, 1, new byte[8]),
                    Cell.tombstone(COUNTER, null, 1, 1),
                    Cell.live(1000, null, 1, new byte[] {3}))));
    assertDoesNotThrow(() -> layout.validate(9, staticRow(Cell.live(STATIC, null, 1, PATH))));
  }

  @Test
  void refusesEachKindOfCellWhereItDoesNotBelong() {
    Map<String, Mutation> refusals = new LinkedHashMap<>();
    refusals.put(
        "table 9: column 2 is static but is written in a clustering row",
        clusteringRow(Cell.live(STATIC, null, 1, PATH)));
    refusals.put(
        "table 9: column 1 is not static but is written in the static row",
        staticRow(Cell.live(REGULAR, null, 1, PATH)));
    refusals.put(
        "table 9: column 3 is a collection and needs a cell path",
        clusteringRow(Cell.live(COLLECTION, null, 1, PATH)));
    refusals.put(
        "table 9: column 1 is not a collection but has a cell path",
        clusteringRow(Cell.live(REGULAR, PATH, 1, PATH)));
    refusals.put(
        "table 9: column 1000 is not a collection but has a cell path",
        clusteringRow(Cell.live(1000, PATH, 1, PATH)));
    refusals.put(
        "table 9: counter column 4 needs an 8-byte value, got 4",
        clusteringRow(Cell.live(COUNTER, null, 1, new byte[4])));
    refusals.forEach(
        (message, m) ->
            assertEquals(
                message,
                assertThrows(IllegalArgumentException.class, () -> layout.validate(9, m))
                    .getMessage()));
  }

  @Test
  void refusesANegativeColumnId() {
    assertThrows(
        IllegalArgumentException.class, () -> new TableLayout(Set.of(-1), Set.of(), Set.of()));
  }

  @Test
  void equalWhenTheSameIdsAreOfTheSameKinds() {
    assertEquals(
        layout,
        new TableLayout(Set.of(STATIC), Set.of(COLLECTION), new HashSet<>(List.of(COUNTER))));
    assertEquals(
        layout.hashCode(),
        new TableLayout(Set.of(STATIC), Set.of(COLLECTION), Set.of(COUNTER)).hashCode());
    assertNotEquals(layout, new TableLayout(Set.of(STATIC), Set.of(COUNTER), Set.of(COLLECTION)));
    assertNotEquals(layout, new TableLayout(Set.of(STATIC), Set.of(COLLECTION), Set.of()));
    assertEquals(TableLayout.NONE, new TableLayout(Set.of(), Set.of(), Set.of()));
  }

  @Test
  void keepsItsStaticColumns() {
    assertEquals(Set.of(STATIC), layout.staticColumns());
    assertEquals(Set.of(), TableLayout.NONE.staticColumns());
  }
}
