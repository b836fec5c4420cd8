package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.selection.SelectorPreparer.Labelled;
import io.wcs.engine.cql.term.Literals;
import io.wcs.engine.cql.term.NativeFunction;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.engine.types.VectorType;
import io.wcs.parser.ast.Selector;
import io.wcs.parser.ast.Term;
import io.wcs.parser.ast.Term.BindMarker;
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
    // Cassandra names a user type with its keyspace
    String hint =
        "(" + (type instanceof UserType u ? u.keyspace() + "." + u.name() : h.type().toCql()) + ")";
    if (SelectorPreparer.markerOf(h.selector()) != null) {
      return preparer.marker(SelectorPreparer.markerOf(h.selector()), type, hint + "?", null);
    }
    Term literal = SelectorLiterals.term(h.selector());
    if (literal != null && !SelectorLiterals.hasMarker(h.selector())) {
      if (literal instanceof Term.Constant c && !Literals.accepts(c.kind(), type)) {
        throw cannotAssign(hint + literal.toCql(), type);
      }
      return new Labelled(preparer.constant(literal, type).selector(), hint + literal.toCql());
    }
    Selector hinted = h.selector();
    boolean fits = fits(hinted, type);
    // a composite that does not fit is not built: its label is as written
    Labelled value =
        !isComposite(hinted) ? preparer.value(hinted) : fits ? composite(hinted, type) : null;
    String label = hint + (value == null ? hinted.toCql() : value.label());
    if (!fits) {
      // Cassandra types the hinted value as hinted while it resolves functions
      return preparer.deferred(cannotAssign(label, type), type, label);
    }
    NativeFunction asType =
        new NativeFunction("typehint", List.of(value.selector().type()), type, true, v -> v.get(0));
    return new Labelled(new FunctionSelector(asType, List.of(value.selector())), label);
  }

  /** The composite, typed as {@code expected} if not null, else by its elements. */
  Labelled composite(Selector s, CqlType expected) {
    if (s instanceof Selector.ListOf l && expected instanceof VectorType vector) {
      return vector(l, vector);
    }
    if (s instanceof Selector.MapOf m && expected instanceof UserType udt) {
      return userType(m, udt);
    }
    if (s instanceof Selector.ListOf l) {
      CqlType element =
          expected instanceof ListType t ? t.element() : elementType(s, l.elements(), expected);
      ListType type = new ListType(element, true);
      List<Labelled> parts = typedAs(l.elements(), element);
      return built(joined("[", parts, "]"), type, parts, type::fromElements);
    }
    if (s instanceof Selector.SetOf set) {
      CqlType element =
          expected instanceof SetType t ? t.element() : elementType(s, set.elements(), expected);
      SetType type = new SetType(element, true);
      List<Labelled> parts = typedAs(set.elements(), element);
      return built(joined("{", parts, "}"), type, parts, type::fromElements);
    }
    if (s instanceof Selector.MapOf m) {
      if (!(expected instanceof MapType type)) {
        throw expected == null ? cannotInfer(s) : cannotAssign(s.toCql(), expected);
      }
      List<Labelled> flat = new ArrayList<>(m.entries().size() * 2);
      List<String> entries = new ArrayList<>(m.entries().size());
      for (Selector.Entry e : m.entries()) {
        Labelled key = typedAs(List.of(e.key()), type.key()).get(0);
        Labelled value = typedAs(List.of(e.value()), type.value()).get(0);
        flat.add(key);
        flat.add(value);
        entries.add(key.label() + ": " + value.label());
      }
      String label = entries.stream().collect(Collectors.joining(", ", "{", "}"));
      return built(label, type, flat, type::fromFlatEntries);
    }
    List<Selector> elements = ((Selector.Tuple) s).elements();
    List<Labelled> parts = new ArrayList<>(elements.size());
    if (expected instanceof TupleType t && t.types().size() == elements.size()) {
      for (int i = 0; i < elements.size(); i++) {
        parts.add(typedAs(elements.subList(i, i + 1), t.types().get(i)).get(0));
      }
    } else if (expected != null) {
      throw cannotAssign(s.toCql(), expected);
    } else {
      for (Selector e : elements) {
        if (SelectorLiterals.typeless(e)) {
          throw cannotInfer(s);
        }
        parts.add(element(e));
      }
    }
    TupleType type =
        expected != null
            ? (TupleType) expected
            : new TupleType(parts.stream().map(p -> p.selector().type().freeze()).toList());
    return built(joined("(", parts, ")"), type, parts, type::fromFields);
  }

  /**
   * A vector: as many elements as its dimension, none of them null or empty (Cassandra fails
   * building one, and reads an unset value as an empty one).
   */
  private Labelled vector(Selector.ListOf l, VectorType type) {
    if (l.elements().size() != type.dimension()) {
      throw new InvalidRequestException(
          "Unable to create a vector selector of type "
              + type.cqlName()
              + " from "
              + l.elements().size()
              + " elements");
    }
    List<Labelled> parts = typedAs(l.elements(), type.element());
    return built(
        joined("[", parts, "]"),
        type,
        parts,
        values -> {
          for (int i = 0; i < values.size(); i++) {
            if (values.get(i) == null || values.get(i).length == 0) {
              throw new InvalidRequestException(
                  "Element at index "
                      + i
                      + " is null (expected type "
                      + type.element().cqlName()
                      + ")");
            }
          }
          return type.fromElements(values);
        });
  }

  /**
   * A user type written as a map of its fields' names to values ({@code (ut){a: v, b: ?}}); a field
   * left out is null.
   */
  private Labelled userType(Selector.MapOf m, UserType type) {
    Labelled[] fields = new Labelled[type.fieldNames().size()];
    List<String> entries = new ArrayList<>(m.entries().size());
    for (Selector.Entry e : m.entries()) {
      int index = e.key() instanceof Selector.Column c ? type.fieldIndex(c.name().name()) : -1;
      if (index < 0) {
        throw new InvalidRequestException(
            "Unknown field '" + e.key().toCql() + "' in value of user defined type " + type.name());
      }
      fields[index] = typedAs(List.of(e.value()), type.fieldTypes().get(index)).get(0);
      entries.add(e.key().toCql() + ": " + fields[index].label());
    }
    List<Labelled> parts = new ArrayList<>(fields.length);
    for (int i = 0; i < fields.length; i++) {
      parts.add(
          fields[i] != null
              ? fields[i]
              : new Labelled(new ConstantSelector(type.fieldTypes().get(i), null), "null"));
    }
    String label = entries.stream().collect(Collectors.joining(", ", "{", "}"));
    return built(label, type, parts, type::fromFields);
  }

  /**
   * The selector that builds the value from its parts' values. A list or tuple keeps a null part as
   * a null element or field, a map as a null value; a set cannot hold one, nor a map as a key.
   */
  private static Labelled built(
      String label, CqlType type, List<Labelled> parts, NativeFunction.Body body) {
    List<CqlType> argTypes = parts.stream().map(p -> p.selector().type()).toList();
    NativeFunction build =
        new NativeFunction(
            label,
            argTypes,
            type,
            true,
            values -> {
              if (hasNull(values, type)) {
                throw new InvalidRequestException(
                    "Invalid null value in " + label + ": a " + type.cqlName() + " has no nulls");
              }
              return body.apply(values);
            });
    return new Labelled(
        new FunctionSelector(build, parts.stream().map(Labelled::selector).toList()), label);
  }

  /** Whether the values hold a null the built type cannot: a set's element, a map's key. */
  private static boolean hasNull(List<byte[]> values, CqlType type) {
    if (type instanceof MapType) {
      for (int i = 0; i < values.size(); i += 2) {
        if (values.get(i) == null) {
          return true;
        }
      }
      return false;
    }
    return type instanceof SetType && values.contains(null);
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
      if (!SelectorLiterals.typeless(e)) {
        return element(e).selector().type().freeze();
      }
    }
    throw cannotInfer(whole);
  }

  /**
   * The elements prepared as values of {@code type}: literals and bind markers take it, and so does
   * a list, set, map or tuple written among them; other values are taken as they are (Cassandra
   * checks them only against a type hint, see {@link #fits}).
   */
  private List<Labelled> typedAs(List<Selector> elements, CqlType type) {
    List<Labelled> out = new ArrayList<>(elements.size());
    for (Selector e : elements) {
      BindMarker marker = SelectorPreparer.markerOf(e);
      Term literal = SelectorLiterals.term(e);
      if (marker != null) {
        out.add(preparer.elementMarker(marker, type));
        continue;
      }
      if (literal != null && !SelectorLiterals.hasMarker(e)) {
        out.add(preparer.constant(literal, type, ELEMENT));
        continue;
      }
      // a composite already prepared (the one that gave its type to the whole) is taken as it is
      Labelled prepared = preparer.prepared(e);
      out.add(prepared == null && isComposite(e) ? composite(e, type) : preparer.value(e));
    }
    return out;
  }

  /**
   * Whether a selector's value is a value of {@code type}, as a type hint asks: bind markers and
   * nulls take it, a constant must be assignable to it, a list, set, map, tuple or user type
   * written in the selection fits by its parts, another value must be readable as it, and a
   * non-frozen collection or user type is no value of the frozen type a hint gives.
   */
  private boolean fits(Selector s, CqlType type) {
    Term literal = SelectorLiterals.term(s);
    if (literal instanceof Term.Constant c) {
      return Literals.accepts(c.kind(), type);
    }
    if (SelectorPreparer.markerOf(s) != null || (literal != null && !isComposite(s))) {
      return true;
    }
    if (s instanceof Selector.ListOf l) {
      CqlType element =
          type instanceof ListType list
              ? list.element()
              : type instanceof VectorType vector ? vector.element() : null;
      return element != null && l.elements().stream().allMatch(e -> fits(e, element));
    }
    if (s instanceof Selector.SetOf set) {
      return type instanceof SetType t
          && set.elements().stream().allMatch(e -> fits(e, t.element()));
    }
    if (s instanceof Selector.MapOf m && type instanceof UserType udt) {
      return m.entries().stream()
          .allMatch(
              e ->
                  !(e.key() instanceof Selector.Column c)
                      || udt.fieldIndex(c.name().name()) < 0
                      || fits(e.value(), udt.fieldTypes().get(udt.fieldIndex(c.name().name()))));
    }
    if (s instanceof Selector.MapOf m) {
      return type instanceof MapType t
          && m.entries().stream()
              .allMatch(e -> fits(e.key(), t.key()) && fits(e.value(), t.value()));
    }
    if (s instanceof Selector.Tuple tuple && tuple.elements().size() > 1) {
      if (!(type instanceof TupleType t) || t.types().size() != tuple.elements().size()) {
        return false;
      }
      for (int i = 0; i < t.types().size(); i++) {
        if (!fits(tuple.elements().get(i), t.types().get(i))) {
          return false;
        }
      }
      return true;
    }
    CqlType own = element(s).selector().type();
    return (!own.isMultiCell() || type == NativeType.BLOB)
        && ValueCompatibility.readableAs(own.freeze(), type.freeze());
  }

  /** An element: any selector, an aggregate too ({@code [max(v), min(v)]}); prepared once. */
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
