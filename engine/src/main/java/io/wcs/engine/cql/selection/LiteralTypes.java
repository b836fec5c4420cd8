package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.term.Literals;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.Utf8;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.parser.ast.Term;
import io.wcs.parser.ast.Term.ConstantKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The type Cassandra infers for a list, set or tuple literal given to a function whose parameter
 * accepts any collection ({@code collection_count([1, 2, 3])}): each constant has its preferred
 * type, except that a string of ASCII characters is an ascii; a collection's element type is the
 * one of its elements' types that all the others can be read as ({@code [1,
 * 3000000000000000000000]} is a list of varint, {@code [1, 3000000000]} has none). A map, an empty
 * collection, a null or a bind marker gives no type: Cassandra asks for a cast.
 */
final class LiteralTypes {
  private LiteralTypes() {}

  /** The literal's type, frozen, or null when it cannot be inferred. */
  static CqlType of(Term literal) {
    if (literal instanceof Term.Constant c) {
      return c.kind() == ConstantKind.STRING && Utf8.firstNonAscii(c.value()) < 0
          ? NativeType.ASCII
          : Literals.preferredType(c.kind(), c.value());
    }
    if (literal instanceof Term.ListLiteral l) {
      CqlType element = common(l.elements());
      return element == null ? null : new ListType(element, true);
    }
    if (literal instanceof Term.SetLiteral s) {
      CqlType element = common(s.elements());
      return element == null ? null : new SetType(element, true);
    }
    if (literal instanceof Term.TupleLiteral t) {
      List<CqlType> types = new ArrayList<>(t.elements().size());
      for (Term e : t.elements()) {
        CqlType type = of(e);
        if (type == null) {
          return null;
        }
        types.add(type);
      }
      return new TupleType(types);
    }
    return null;
  }

  /** The one of the elements' known types that every other can be read as, or null. */
  private static CqlType common(List<Term> elements) {
    Set<CqlType> types = new LinkedHashSet<>();
    for (Term e : elements) {
      CqlType type = of(e);
      if (type != null) {
        types.add(type);
      }
    }
    for (CqlType candidate : types) {
      if (types.stream().allMatch(t -> ValueCompatibility.readableAs(t, candidate))) {
        return candidate;
      }
    }
    return null;
  }
}
