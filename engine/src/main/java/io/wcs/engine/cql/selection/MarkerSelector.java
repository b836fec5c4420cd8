package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;

/**
 * A bind marker in the selection, typed by the function parameter it is passed to or by its type
 * hint ({@code similarity_cosine(v, ?)}, {@code (int) ?}): the value bound to it for the execution,
 * the same for every row. An unset value reads as null after a type hint, and is refused as a
 * function's argument, as Cassandra does; inside a list, set, map, tuple or user type written in
 * the selection it reads as an empty value, which is what Cassandra's unset value is.
 *
 * @param function the function the marker is an argument of, or null
 * @param element whether it is an element of a value written in the selection ({@code [?, v]})
 */
record MarkerSelector(CqlType type, Term term, String function, boolean element)
    implements Selector {
  private static final byte[] EMPTY = new byte[0];

  @Override
  public byte[] compute(RowView row) {
    byte[] value = term.bind(row.options());
    if (!QueryOptions.isUnset(value)) {
      return value;
    }
    if (function != null) {
      throw new InvalidRequestException(
          "Invalid unset value for argument in call to function " + function);
    }
    return element ? EMPTY : null;
  }

  @Override
  public boolean isTerminal() {
    return true;
  }

  @Override
  public void bindTerms(RowView terms) {
    compute(terms);
  }
}
