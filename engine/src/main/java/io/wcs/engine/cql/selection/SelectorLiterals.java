package io.wcs.engine.cql.selection;

import io.wcs.parser.ast.Selector;
import io.wcs.parser.ast.Span;
import io.wcs.parser.ast.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * A selector written only of literals ({@code 3}, {@code null}, {@code [1.0, 2.0]}, {@code {'a':
 * 1}}, {@code (1, 'x')}), read as the term it writes, so that a function's parameter can type it.
 * The grammar parses a collection in a selection as selectors, since its elements may be columns.
 */
final class SelectorLiterals {
  private SelectorLiterals() {}

  /** A selector made only of literals, as the term it writes; null if any part is not a literal. */
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
        Term key = term(e.key());
        Term value = term(e.value());
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

  private static List<Term> terms(List<Selector> selectors) {
    List<Term> out = new ArrayList<>(selectors.size());
    for (Selector s : selectors) {
      Term t = term(s);
      if (t == null) {
        return null;
      }
      out.add(t);
    }
    return out;
  }
}
