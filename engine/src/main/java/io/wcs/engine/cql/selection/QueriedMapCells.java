package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.types.CqlType;
import java.util.ArrayList;
import java.util.List;

/**
 * Which entries of a non-frozen map column a SELECT clause reads the values of, when the clause
 * selects only elements ({@code m['k']}) and slices ({@code m['a'..'c']}) of it. Cassandra reads
 * every cell of the column but keeps the values only of the cells its subselections cover; the
 * others come back as entries with an empty value (which drivers show as null), visible when a
 * slice spans them. It keeps the subselections in a set ordered by their start (an element's key, a
 * slice's lower bound, an open bound first) and so drops one that starts where an earlier one does:
 * {@code m['b'..'c'], m['b'..]} reads the values of b and c only, and the second answers {@code {b:
 * 2, c: 3, d: null}}. Selecting the column itself anywhere else reads every value.
 *
 * <p>Filled while the SELECT clause is prepared (not thread-safe then); read-only afterwards and
 * safe to share between executions.
 */
final class QueriedMapCells {
  private final CqlType keyType;
  private final List<Term[]> subselections = new ArrayList<>();
  private boolean wholeColumn;

  QueriedMapCells(CqlType keyType) {
    this.keyType = keyType;
  }

  /** The column is selected in full somewhere in the clause. */
  void selectWholeColumn() {
    wholeColumn = true;
  }

  /** An element ({@code from == to}) or a slice (a null bound is open), in clause order. */
  void add(Term from, Term to) {
    subselections.add(new Term[] {from, to});
  }

  /**
   * The subselections in force for one execution, as bound {from, to} pairs (null when open), or
   * null when every value is read.
   */
  List<byte[][]> bind(QueryOptions options) {
    if (wholeColumn) {
      return null;
    }
    List<byte[][]> kept = new ArrayList<>(subselections.size());
    for (Term[] s : subselections) {
      byte[] from = s[0] == null ? null : s[0].bind(options);
      byte[] to = s[1] == null ? null : s[1].bind(options);
      if (kept.stream().noneMatch(k -> sameStart(k[0], from))) {
        kept.add(new byte[][] {from, to});
      }
    }
    return kept;
  }

  /** Whether {@code key}'s value is read under the bound subselections ({@link #bind}). */
  boolean isQueried(List<byte[][]> bound, byte[] key) {
    if (bound == null) {
      return true;
    }
    for (byte[][] s : bound) {
      if ((s[0] == null || keyType.compare(key, s[0]) >= 0)
          && (s[1] == null || keyType.compare(key, s[1]) <= 0)) {
        return true;
      }
    }
    return false;
  }

  private boolean sameStart(byte[] a, byte[] b) {
    return a == null ? b == null : b != null && keyType.compare(a, b) == 0;
  }
}
