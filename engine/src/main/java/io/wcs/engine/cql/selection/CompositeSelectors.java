package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.selection.SelectorPreparer.Labelled;
import io.wcs.engine.cql.term.Literals;
import io.wcs.engine.cql.term.NativeFunction;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.parser.ast.Selector;
import io.wcs.parser.ast.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Lists, sets, maps and tuples written in a selection ({@code [v, k]}, {@code {k: v}}, {@code (v,
 * 'a')}) and type hints ({@code (int) 1}, {@code (blob) v}). A collection takes its element type
 * from its first element that has a type of its own, a column or a function, and its literals take
 * that type; a tuple needs every element typed so. A selection written only of literals has no
 * type: Cassandra asks for a cast, and so does WCS.
 */
final class CompositeSelectors {
  /** The name Cassandra gives a literal element's receiver in its messages. */
  private static final String ELEMENT = "[selection]";

  private final SelectorPreparer preparer;

  CompositeSelectors(SelectorPreparer preparer) {
    this.preparer = preparer;
  }

  /** A list, set, map or tuple of two or more (one in parentheses is a grouping). */
  static boolean isComposite(Selector s) {
    return s instanceof Selector.ListOf
        || s instanceof Selector.SetOf
        || s instanceof Selector.MapOf
        || (s instanceof Selector.Tuple t && t.elements().size() > 1);
  }

  /** A list, set or tuple selector, typed by its elements (a map needs a type hint). */
  Labelled composite(Selector s) {
    if (SelectorLiterals.term(s) != null || s instanceof Selector.MapOf) {
      throw cannotInfer(s);
    }
    return composite(s, null);
  }

  /**
   * {@code (type) selector}: a literal as a value of the type, or another selector's value read as
   * the type, which it must be valid in (an int is a valid varint or blob, not a bigint).
   */
  Labelled typeHint(Selector.TypeHint h) {
    CqlType type = preparer.resolveType(h.type()).freeze();
    String hint = "(" + h.type().toCql() + ")";
    if (SelectorPreparer.markerOf(h.selector()) != null) {
      return preparer.marker(SelectorPreparer.markerOf(h.selector()), type, hint + "?", null);
    }
    Term literal = SelectorLiterals.term(h.selector());
    if (literal != null) {
      if (literal instanceof Term.Constant c && !Literals.accepts(c.kind(), type)) {
        throw cannotAssign(hint + literal.toCql(), type);
      }
      return new Labelled(preparer.constant(literal, type).selector(), hint + literal.toCql());
    }
    Labelled value =
        isComposite(h.selector()) ? composite(h.selector(), type) : preparer.value(h.selector());
    String label = hint + value.label();
    if (!ValueCompatibility.readableAs(value.selector().type().freeze(), type)) {
      // Cassandra types the hinted value as hinted while it resolves functions
      return preparer.deferred(cannotAssign(label, type), type, label);
    }
    NativeFunction asType =
        new NativeFunction("typehint", List.of(value.selector().type()), type, true, v -> v.get(0));
    return new Labelled(new FunctionSelector(asType, List.of(value.selector())), label);
  }

  /** The composite, typed as {@code expected} if not null, else by its elements. */
  private Labelled composite(Selector s, CqlType expected) {
    if (s instanceof Selector.ListOf l) {
      CqlType element =
          expected instanceof ListType t ? t.element() : elementType(s, l.elements(), expected);
      ListType type = new ListType(element, true);
      List<Labelled> parts = typedAs(s, l.elements(), element);
      return built(joined("[", parts, "]"), type, parts, type::fromElements, true);
    }
    if (s instanceof Selector.SetOf set) {
      CqlType element =
          expected instanceof SetType t ? t.element() : elementType(s, set.elements(), expected);
      SetType type = new SetType(element, true);
      List<Labelled> parts = typedAs(s, set.elements(), element);
      return built(joined("{", parts, "}"), type, parts, type::fromElements, false);
    }
    if (s instanceof Selector.MapOf m) {
      if (!(expected instanceof MapType type)) {
        throw expected == null ? cannotInfer(s) : cannotAssign(s.toCql(), expected);
      }
      List<Labelled> flat = new ArrayList<>(m.entries().size() * 2);
      List<String> entries = new ArrayList<>(m.entries().size());
      for (Selector.Entry e : m.entries()) {
        Labelled key = typedAs(s, List.of(e.key()), type.key()).get(0);
        Labelled value = typedAs(s, List.of(e.value()), type.value()).get(0);
        flat.add(key);
        flat.add(value);
        entries.add(key.label() + ": " + value.label());
      }
      String label = entries.stream().collect(Collectors.joining(", ", "{", "}"));
      return built(label, type, flat, type::fromFlatEntries, false);
    }
    List<Selector> elements = ((Selector.Tuple) s).elements();
    List<Labelled> parts = new ArrayList<>(elements.size());
    if (expected instanceof TupleType t && t.types().size() == elements.size()) {
      for (int i = 0; i < elements.size(); i++) {
        parts.add(typedAs(s, elements.subList(i, i + 1), t.types().get(i)).get(0));
      }
    } else if (expected != null) {
      throw cannotAssign(s.toCql(), expected);
    } else {
      for (Selector e : elements) {
        if (SelectorLiterals.term(e) != null) {
          throw cannotInfer(s);
        }
        parts.add(element(e));
      }
    }
    TupleType type =
        expected != null
            ? (TupleType) expected
            : new TupleType(parts.stream().map(p -> p.selector().type().freeze()).toList());
    return built(joined("(", parts, ")"), type, parts, type::fromFields, true);
  }

  /**
   * The selector that builds the value from its parts' values. A list or tuple keeps a null part as
   * a null element or field; a set or map cannot hold one.
   */
  private static Labelled built(
      String label,
      CqlType type,
      List<Labelled> parts,
      NativeFunction.Body body,
      boolean nullsAllowed) {
    List<CqlType> argTypes = parts.stream().map(p -> p.selector().type()).toList();
    NativeFunction build =
        new NativeFunction(
            label,
            argTypes,
            type,
            true,
            values -> {
              if (!nullsAllowed && values.contains(null)) {
                throw new InvalidRequestException(
                    "Invalid null value in " + label + ": a " + type.cqlName() + " has no nulls");
              }
              return body.apply(values);
            });
    return new Labelled(
        new FunctionSelector(build, parts.stream().map(Labelled::selector).toList()), label);
  }

  private static String joined(String open, List<Labelled> parts, String close) {
    return parts.stream().map(Labelled::label).collect(Collectors.joining(", ", open, close));
  }

  /** The type of the first element with a type of its own, frozen as an element is. */
  private CqlType elementType(Selector whole, List<Selector> elements, CqlType expected) {
    if (expected != null) {
      throw cannotAssign(whole.toCql(), expected);
    }
    for (Selector e : elements) {
      if (SelectorLiterals.term(e) == null) {
        return element(e).selector().type().freeze();
      }
    }
    throw cannotInfer(whole);
  }

  /**
   * The elements prepared as values of {@code type}: literals take it, others must be valid values
   * of it.
   */
  private List<Labelled> typedAs(Selector whole, List<Selector> elements, CqlType type) {
    List<Labelled> out = new ArrayList<>(elements.size());
    for (Selector e : elements) {
      Term literal = SelectorLiterals.term(e);
      if (literal != null) {
        out.add(preparer.constant(literal, type, ELEMENT));
        continue;
      }
      Labelled element = element(e);
      if (!ValueCompatibility.readableAs(element.selector().type().freeze(), type.freeze())) {
        throw new InvalidRequestException(
            "Type error: "
                + element.label()
                + " of type "
                + element.selector().type().cqlName()
                + " cannot be an element of "
                + whole.toCql()
                + ", whose elements are of type "
                + type.cqlName());
      }
      out.add(element);
    }
    return out;
  }

  /** An element: any selector, an aggregate too ({@code [max(v), min(v)]}). */
  private Labelled element(Selector e) {
    return preparer.value(e);
  }

  /** Cassandra's refusal of a term whose type the selection cannot tell (a literal alone). */
  static InvalidRequestException cannotInfer(Selector s) {
    return new InvalidRequestException(
        "Cannot infer type for term "
            + s.quoted()
            + " in selection clause (try using a cast to force a type)");
  }

  private static InvalidRequestException cannotAssign(String label, CqlType type) {
    return new InvalidRequestException(
        "Cannot assign value " + label + " to " + label + " of type " + type.cqlName());
  }
}
