package io.wcs.engine.storage;

import java.util.Set;

/**
 * Which column ids of a table are static, complex (non-frozen collections: one cell per element)
 * and counters. Storage works on bytes; the layout only lets {@link #validate} refuse mutations
 * that would mix kinds up, with a message naming the column id. Immutable.
 */
public record TableLayout(
    Set<Integer> staticColumns, Set<Integer> complexColumns, Set<Integer> counterColumns) {
  public static final TableLayout NONE = new TableLayout(Set.of(), Set.of(), Set.of());

  public TableLayout {
    staticColumns = Set.copyOf(staticColumns);
    complexColumns = Set.copyOf(complexColumns);
    counterColumns = Set.copyOf(counterColumns);
  }

  public void validate(int tableId, Mutation m) {
    if (m.staticRow() != null) {
      validate(tableId, m.staticRow(), true);
    }
    for (Row r : m.rows()) {
      validate(tableId, r, false);
    }
  }

  private void validate(int tableId, Row row, boolean isStatic) {
    for (int i = 0; i < row.cellCount(); i++) {
      Cell c = row.cell(i);
      int col = c.columnId();
      if (staticColumns.contains(col) != isStatic) {
        throw new IllegalArgumentException(
            "table "
                + tableId
                + ": column "
                + col
                + (isStatic
                    ? " is not static but is written in the static row"
                    : " is static but is written in a clustering row"));
      }
      if (complexColumns.contains(col) != (c.path() != null)) {
        throw new IllegalArgumentException(
            "table "
                + tableId
                + ": column "
                + col
                + (c.path() == null
                    ? " is a collection and needs a cell path"
                    : " is not a collection but has a cell path"));
      }
      if (counterColumns.contains(col) && !c.isTombstone() && c.value().length != 8) {
        throw new IllegalArgumentException(
            "table "
                + tableId
                + ": counter column "
                + col
                + " needs an 8-byte value, got "
                + c.value().length);
      }
    }
  }
}
