package io.wcs.engine.storage;

import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Which column ids of a table are static, complex (non-frozen collections: one cell per element)
 * and counters. Storage works on bytes; the layout only lets {@link #validate} refuse mutations
 * that would mix kinds up, with a message naming the column id. Immutable.
 *
 * <p>The kinds are kept as bits in an array indexed by column id: every cell of every write is
 * checked, and three hash set lookups of a boxed id took 65 ns a row of ten cells, a fortieth of a
 * warm load's time per row and more while the write path is still interpreted.
 */
public final class TableLayout {
  public static final TableLayout NONE = new TableLayout(Set.of(), Set.of(), Set.of());

  private static final byte STATIC = 1;
  private static final byte COMPLEX = 2;
  private static final byte COUNTER = 4;

  private final Set<Integer> staticColumns;

  /** The kind bits of each column id; ids past its end are regular columns. */
  private final byte[] kinds;

  /**
   * Column ids index the kinds, so they are never negative; a table gives its columns ids in
   * sequence from 0 (see {@code TableMetadata#nextColumnId}), so the array stays small.
   */
  public TableLayout(
      Set<Integer> staticColumns, Set<Integer> complexColumns, Set<Integer> counterColumns) {
    this.staticColumns = Set.copyOf(staticColumns);
    int largest = -1;
    for (Set<Integer> ids : List.of(staticColumns, complexColumns, counterColumns)) {
      for (int id : ids) {
        if (id < 0) {
          throw new IllegalArgumentException("negative column id " + id + " in a table layout");
        }
        largest = Math.max(largest, id);
      }
    }
    kinds = new byte[largest + 1];
    mark(staticColumns, STATIC);
    mark(complexColumns, COMPLEX);
    mark(counterColumns, COUNTER);
  }

  private void mark(Set<Integer> ids, byte kind) {
    for (int id : ids) {
      kinds[id] |= kind;
    }
  }

  public Set<Integer> staticColumns() {
    return staticColumns;
  }

  /**
   * Equal when the same ids are of the same kinds: a schema change that keeps them re-creates no
   * store.
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof TableLayout other && Arrays.equals(kinds, other.kinds);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(kinds);
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
      int kind = col >= 0 && col < kinds.length ? kinds[col] : 0;
      if (((kind & STATIC) != 0) != isStatic) {
        throw new IllegalArgumentException(
            "table "
                + tableId
                + ": column "
                + col
                + (isStatic
                    ? " is not static but is written in the static row"
                    : " is static but is written in a clustering row"));
      }
      if (((kind & COMPLEX) != 0) != (c.path() != null)) {
        throw new IllegalArgumentException(
            "table "
                + tableId
                + ": column "
                + col
                + (c.path() == null
                    ? " is a collection and needs a cell path"
                    : " is not a collection but has a cell path"));
      }
      if ((kind & COUNTER) != 0 && !c.isTombstone() && c.value().length != 8) {
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
