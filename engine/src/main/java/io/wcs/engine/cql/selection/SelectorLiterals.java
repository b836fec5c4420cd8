package io.wcs.engine.cql.selection;

import io.wcs.parser.ast.Selector;
import io.wcs.parser.ast.Span;
import io.wcs.parser.ast.Term;
import io.wcs.parser.ast.Term.BindMarker;
import java.util.ArrayList;
import java.util.List;

/**
 * A selector written only of literals ({@code 3}, {@code null}, {@code [1.0, 2.0]}, {@code {'a':
 * 1}}, {@code (1, 'x')}), read as the term it writes, so that a function's parameter can type it.
 * The grammar parses a collection in a selection as selectors, since its elements may be columns.
 * Inside a list, set, map or tuple a part may be a bind marker ({@code [?, 1.0]}): Cassandra types
 * such a value as it types a literal, and the marker takes its element's type.
 */
final class SelectorLiterals {
  private SelectorLiterals() {}

  /**
   * A selector made only of literals and of bind markers inside them, as the term it writes; null
   * if any part is something else, or if it is a bind marker alone.
   */
  static Term term(Selector s) {
    Span none = Span.NONE;
    if (s instanceof Selector.Value v) {
      return literalTerm(v.term());
    }
    if (s instanceof Selector.ListOf l) {
      List<Term> elements = terms(l.elements());
      return elements == null ? null : new Term.ListLiteral(none, elements);
    }
    if (s instanceof Selector.SetOf set) {
      List<Term> elements = terms(set.elements());
      return elements == null ? null : new Term.SetLiteral(none, elements);
    }
    if (s instanceof Selector.Tuple t) {
      List<Term> elements = terms(t.elements());
      return elements == null ? null : new Term.TupleLiteral(none, elements);
    }
    if (s instanceof Selector.MapOf m) {
      List<Term.Entry> entries = new ArrayList<>(m.entries().size());
      for (Selector.Entry e : m.entries()) {
        Term key = part(e.key());
        Term value = part(e.value());
        if (key == null || value == null) {
          return null;
        }
        entries.add(new Term.Entry(key, value));
      }
      return new Term.MapLiteral(none, entries);
    }
    return null;
  }

  /**
   * The term if it is a literal (a constant, null, or a collection, tuple or user type literal),
   * else null: a bind marker has no value to fold, a function call may not be constant.
   */
  private static Term literalTerm(Term t) {
    boolean literal =
        t instanceof Term.Constant
            || t instanceof Term.Null
            || t instanceof Term.ListLiteral
            || t instanceof Term.SetLiteral
            || t instanceof Term.MapLiteral
            || t instanceof Term.EmptyCollection
            || t instanceof Term.TupleLiteral
            || t instanceof Term.UdtLiteral;
    return literal ? t : null;
  }

  /**
   * A literal, a bind marker, or a list, set, map or tuple of them: a value with no type of its
   * own.
   */
  static boolean typeless(Selector s) {
    return SelectorPreparer.markerOf(s) != null || term(s) != null;
  }

  /** Whether a selector {@link #term} reads holds a bind marker, which makes it no constant. */
  static boolean hasMarker(Selector s) {
    return SelectorPreparer.markerOf(s) != null
        || SelectorPreparer.parts(s).stream().anyMatch(SelectorLiterals::hasMarker);
  }

  /** An element of a literal: a bind marker there too. */
  private static Term part(Selector s) {
    BindMarker marker = SelectorPreparer.markerOf(s);
    return marker != null ? marker : term(s);
  }

  private static List<Term> terms(List<Selector> selectors) {
    List<Term> out = new ArrayList<>(selectors.size());
    for (Selector s : selectors) {
      Term t = part(s);
      if (t == null) {
        return null;
      }
      out.add(t);
    }
    return out;
  }
}
