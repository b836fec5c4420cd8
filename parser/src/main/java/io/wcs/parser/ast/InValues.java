package io.wcs.parser.ast;

import java.util.List;

/** The right side of IN: a parenthesised list, or one bind marker for the whole list. */
public sealed interface InValues extends Node {

  /** {@code (a, b, …)}, possibly empty. */
  record Listed(List<Term> values) implements InValues {
    public Listed {
      values = List.copyOf(values);
    }

    @Override
    public String toCql() {
      return "(" + Cql.join(values) + ")";
    }
  }

  /** {@code ?} or {@code :name} */
  record Marker(Term.BindMarker marker) implements InValues {
    @Override
    public String toCql() {
      return marker.toCql();
    }
  }
}
