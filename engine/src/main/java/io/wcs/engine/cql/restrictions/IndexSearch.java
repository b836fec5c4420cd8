package io.wcs.engine.cql.restrictions;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.index.ColumnIndex;

/**
 * How a query reads its candidate rows through an index: the index, and the restriction whose value
 * (its first, for several CONTAINS; its indexed column's, for a tuple equality) is the term looked
 * up. Every other restriction, and this one again, is checked on the base rows read, so stale index
 * entries never show. Immutable and thread-safe.
 */
public final class IndexSearch {
  private final ColumnIndex index;
  private final ColumnRestriction restriction;

  IndexSearch(ColumnIndex index, ColumnRestriction restriction) {
    this.index = index;
    this.restriction = restriction;
  }

  public ColumnIndex index() {
    return index;
  }

  /** The index term to read, with this execution's values bound. */
  public byte[] term(QueryOptions options) {
    ColumnRestriction r = restriction;
    if (r.isTuple()) {
      return index.normalize(r.bindTuple(r.eq, options)[r.columns.indexOf(index.column())]);
    }
    return switch (index.target()) {
      case SIMPLE, FULL -> index.normalize(r.bind(r.eq, options));
      case VALUES -> index.normalize(r.bind(r.contains.get(0), options));
      case KEYS -> index.normalize(r.bind(r.containsKeys.get(0), options));
      case ENTRIES -> {
        Term[] entry = r.entries.get(0);
        yield ColumnIndex.entryTerm(r.bind(entry[0], options), r.bind(entry[1], options));
      }
    };
  }
}
