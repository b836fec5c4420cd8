package io.wcs.engine.cql.term;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.schema.TypeResolver;
import io.wcs.engine.types.CollectionType;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.Identifiers;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.ValueCompatibility;
import io.wcs.engine.types.VectorType;
import io.wcs.parser.ast.Term.BindMarker;
import io.wcs.parser.ast.Term.Cast;
import io.wcs.parser.ast.Term.Constant;
import io.wcs.parser.ast.Term.EmptyCollection;
import io.wcs.parser.ast.Term.FieldValue;
import io.wcs.parser.ast.Term.FunctionCall;
import io.wcs.parser.ast.Term.ListLiteral;
import io.wcs.parser.ast.Term.MapLiteral;
import io.wcs.parser.ast.Term.Negation;
import io.wcs.parser.ast.Term.Null;
import io.wcs.parser.ast.Term.Operation;
import io.wcs.parser.ast.Term.SetLiteral;
import io.wcs.parser.ast.Term.TupleLiteral;
import io.wcs.parser.ast.Term.TypeHint;
import io.wcs.parser.ast.Term.UdtLiteral;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Prepares the terms of one statement: each AST term against the column specification that receives
 * it (for messages, and the type the value must have), registering bind markers in {@link
 * BindVariables}. Cassandra's type checks and messages; composite literals are assembled through
 * the types' Java values, once at prepare time when they are constant.
 *
 * <p>Not thread-safe: one preparer per statement being prepared.
 */
public final class TermPreparer {
  private static final String NULL_ELEMENT = "null is not supported inside collections";
  private final TableMetadata table;
  private final Map<String, UserType> types;
  private final BindVariables variables;

  /**
   * @param table the statement's table (for {@code token()} and specifications), or null
   * @param types the user types of the statement's keyspace, for type hints and casts
   */
  public TermPreparer(TableMetadata table, Map<String, UserType> types, BindVariables variables) {
    this.table = table;
    this.types = types;
    this.variables = variables;
  }

  public BindVariables variables() {
    return variables;
  }

  /** The specification of a column of the statement's table, as bind markers report it. */
  public ColumnSpec specOf(ColumnMetadata column) {
    return new ColumnSpec(table.keyspace(), table.name(), column.name(), column.type());
  }

  /** A specification derived from another one: {@code value(l)}, {@code key(m)}, {@code t[0]}. */
  public static ColumnSpec derived(ColumnSpec of, String name, CqlType type) {
    return new ColumnSpec(of.keyspace(), of.table(), name, type);
  }

  /**
   * The list of values of {@code IN ?}, received by a list, whose null elements are let through.
   */
  public Term prepareInList(BindMarker marker, ColumnSpec receiver) {
    return variables.inListMarker(marker, receiver);
  }

  /** The term as a value of {@code receiver}'s type. */
  public Term prepare(io.wcs.parser.ast.Term term, ColumnSpec receiver) {
    CqlType type = receiver.type();
    if (term instanceof Constant c) {
      return Term.constant(Literals.serialize(c.kind(), c.value(), receiver));
    }
    if (term instanceof Null) {
      return Term.constant(null);
    }
    if (term instanceof BindMarker m) {
      return variables.marker(m, receiver);
    }
    if (term instanceof ListLiteral l) {
      return list(l.elements(), receiver);
    }
    if (term instanceof SetLiteral s) {
      if (!(type instanceof SetType set)) {
        throw invalid("Invalid set literal for " + receiver.name() + " of type " + type.cqlName());
      }
      ColumnSpec element = derived(receiver, "value(" + receiver.name() + ")", set.element());
      for (io.wcs.parser.ast.Term e : s.elements()) {
        checkAssignable("set", receiver, "value " + literalText(e), e, set.element());
      }
      return composite(
          collectionElements(s.elements(), element, "set", receiver),
          values -> set.fromElements(nonNullElements(values)),
          "a set literal");
    }
    if (term instanceof MapLiteral m) {
      return map(m, receiver);
    }
    if (term instanceof EmptyCollection) {
      if (type instanceof SetType) {
        return Term.constant(type.serialize(Set.of()));
      }
      if (type instanceof MapType) {
        return Term.constant(type.serialize(Map.of()));
      }
      // Cassandra's grammar reads an empty {} as a set literal
      throw invalid("Invalid set literal for " + receiver.name() + " of type " + type.cqlName());
    }
    if (term instanceof TupleLiteral t) {
      return tuple(t, receiver);
    }
    if (term instanceof UdtLiteral u) {
      return udt(u, receiver);
    }
    if (term instanceof FunctionCall f) {
      return FunctionCalls.prepare(this, f, receiver);
    }
    if (term instanceof TypeHint h) {
      return typeHint(h, receiver);
    }
    if (term instanceof Cast c) {
      return FunctionCalls.cast(this, c, receiver);
    }
    if (term instanceof Negation n) {
      return Arithmetic.negation(this, n, receiver);
    }
    return Arithmetic.operation(this, (Operation) term, receiver);
  }

  /** The type a term has by itself (a type hint, a function's result), or null if it has none. */
  CqlType typeOf(io.wcs.parser.ast.Term term) {
    if (term instanceof TypeHint h) {
      return resolveType(h.type());
    }
    if (term instanceof FunctionCall f) {
      return FunctionCalls.isFromJson(f) ? null : FunctionCalls.resolve(this, f, null).returnType();
    }
    if (term instanceof Cast c) {
      return resolveType(c.type());
    }
    return null;
  }

  /** A type as written, user types looked up in the statement's keyspace. */
  public CqlType resolveType(io.wcs.parser.ast.CqlType written) {
    return new TypeResolver(table == null ? null : table.keyspace(), types).resolve(written);
  }

  /** {@code token(k1, k2…)} of the statement's table's partition key, or null if not one. */
  PartitionKeyCodec partitionKeyCodec() {
    return table == null
        ? null
        : new PartitionKeyCodec(table.partitionKey().stream().map(ColumnMetadata::type).toList());
  }

  private Term list(List<io.wcs.parser.ast.Term> elements, ColumnSpec receiver) {
    CqlType type = receiver.type();
    CqlType elementType;
    if (type instanceof ListType list) {
      elementType = list.element();
    } else if (type instanceof VectorType vector) {
      elementType = vector.element();
      if (elements.size() != vector.dimension()) {
        throw invalid(
            "Invalid vector literal for "
                + receiver.name()
                + " of type "
                + type.cqlName()
                + "; expected "
                + vector.dimension()
                + " elements, but given "
                + elements.size());
      }
    } else {
      throw unexpectedReceiver(type);
    }
    String kind = type instanceof VectorType ? "vector" : "list";
    for (io.wcs.parser.ast.Term e : elements) {
      checkAssignable(kind, receiver, "value " + literalText(e), e, elementType);
    }
    ColumnSpec element = derived(receiver, "value(" + receiver.name() + ")", elementType);
    return composite(
        type instanceof ListType
            ? collectionElements(elements, element, "list", receiver)
            : prepareAll(elements, element),
        values ->
            type instanceof ListType list
                ? list.fromElements(nonNullElements(values))
                : type.serialize(vectorElements(values, elementType)),
        "a list literal");
  }

  private Term map(MapLiteral literal, ColumnSpec receiver) {
    if (!(receiver.type() instanceof MapType mapType)) {
      throw invalid(
          "Invalid map literal for " + receiver.name() + " of type " + receiver.type().cqlName());
    }
    ColumnSpec keySpec = derived(receiver, "key(" + receiver.name() + ")", mapType.key());
    ColumnSpec valueSpec = derived(receiver, "value(" + receiver.name() + ")", mapType.value());
    List<Term> parts = new ArrayList<>();
    for (io.wcs.parser.ast.Term.Entry e : literal.entries()) {
      checkAssignable("map", receiver, "key " + e.key().toCql(), e.key(), mapType.key());
      checkAssignable(
          "map", receiver, "value " + literalText(e.value()), e.value(), mapType.value());
    }
    for (io.wcs.parser.ast.Term.Entry e : literal.entries()) {
      int markers = markerCount();
      parts.add(prepare(e.key(), keySpec));
      parts.add(prepare(e.value(), valueSpec));
      refuseMarkers(markers, "map", receiver);
    }
    return composite(
        parts, values -> mapType.fromFlatEntries(nonNullElements(values)), "a map literal");
  }

  /**
   * A value compared with a tuple of columns. A tuple literal's elements are each received by its
   * column, as Cassandra names their markers ({@code (c, d) > (?, ?)} binds {@code c} and {@code
   * d}); any other value is received by the tuple as a whole.
   */
  public Term prepareColumnsTuple(
      io.wcs.parser.ast.Term term, ColumnSpec tuple, List<ColumnSpec> columns) {
    if (term instanceof TupleLiteral literal
        && literal.elements().size() == columns.size()
        && tuple.type() instanceof TupleType tupleType) {
      List<Term> parts = new ArrayList<>();
      for (int i = 0; i < columns.size(); i++) {
        parts.add(prepare(literal.elements().get(i), columns.get(i)));
      }
      return composite(
          parts, tupleType::fromFields, "a tuple literal", TermPreparer::unsetTupleField);
    }
    return prepare(term, tuple);
  }

  private Term tuple(TupleLiteral literal, ColumnSpec receiver) {
    if (!(receiver.type() instanceof TupleType tupleType)) {
      if (literal.elements().size() == 1) {
        return prepare(literal.elements().get(0), receiver);
      }
      throw invalid(
          "Invalid tuple type literal for "
              + receiver.name()
              + " of type "
              + receiver.type().cqlName());
    }
    List<CqlType> fieldTypes = tupleType.types();
    if (literal.elements().size() > fieldTypes.size()) {
      throw invalid(
          "Invalid tuple literal for "
              + receiver.name()
              + ": too many elements. Type "
              + tupleType.cqlName()
              + " expects "
              + fieldTypes.size()
              + " but got "
              + literal.elements().size());
    }
    List<Term> parts = new ArrayList<>();
    for (int i = 0; i < literal.elements().size(); i++) {
      checkAssignable(
          "tuple", receiver, "component " + i, literal.elements().get(i), fieldTypes.get(i));
    }
    for (int i = 0; i < literal.elements().size(); i++) {
      ColumnSpec component = derived(receiver, receiver.name() + "[" + i + "]", fieldTypes.get(i));
      parts.add(prepare(literal.elements().get(i), component));
    }
    return composite(
        parts, tupleType::fromFields, "a tuple literal", TermPreparer::unsetTupleField);
  }

  private Term udt(UdtLiteral literal, ColumnSpec receiver) {
    if (!(receiver.type() instanceof UserType udt)) {
      throw invalid(
          "Invalid user type literal for "
              + receiver.name()
              + " of type "
              + receiver.type().cqlName());
    }
    // Cassandra's order: each value against its field's type, in the type's order; then the values
    // prepared; then a field the type lacks
    Map<String, io.wcs.parser.ast.Term> given = fieldValues(literal);
    for (int i = 0; i < udt.fieldNames().size(); i++) {
      String name = udt.fieldNames().get(i);
      if (given.containsKey(name)) {
        checkAssignable(
            "user type", receiver, "field " + name, given.get(name), udt.fieldTypes().get(i));
      }
    }
    List<Integer> indexes = new ArrayList<>();
    List<Term> parts = new ArrayList<>();
    for (int i = 0; i < udt.fieldNames().size(); i++) {
      String name = udt.fieldNames().get(i);
      if (given.containsKey(name)) {
        ColumnSpec fieldSpec =
            derived(receiver, receiver.name() + "." + name, udt.fieldTypes().get(i));
        indexes.add(i);
        parts.add(prepare(given.get(name), fieldSpec));
      }
    }
    for (String name : given.keySet()) {
      if (udt.fieldIndex(name) < 0) {
        throw invalid("Unknown field '" + name + "' in value of user defined type " + udt.name());
      }
    }
    return composite(
        parts,
        values -> {
          byte[][] fields = new byte[udt.fieldTypes().size()][];
          for (int i = 0; i < values.size(); i++) {
            fields[indexes.get(i)] = values.get(i);
          }
          return udt.fromFields(Arrays.asList(fields));
        },
        "a user type literal",
        i ->
            "Invalid unset value for field '"
                + udt.fieldNames().get(indexes.get(i))
                + "' of user defined type "
                + udt.name());
  }

  /**
   * A user type literal's values by field name, a field given twice with its last value, in the
   * order Cassandra's literal holds them: a hash map keyed by the names' UTF-8 bytes, which decides
   * which unknown field it reports and how it prints the literal.
   */
  private static Map<String, io.wcs.parser.ast.Term> fieldValues(UdtLiteral literal) {
    Map<ByteBuffer, FieldValue> hashed = new HashMap<>();
    for (FieldValue field : literal.fields()) {
      hashed.put(ByteBuffer.wrap(field.field().name().getBytes(StandardCharsets.UTF_8)), field);
    }
    Map<String, io.wcs.parser.ast.Term> given = new LinkedHashMap<>();
    for (FieldValue field : hashed.values()) {
      given.put(field.field().name(), field.value());
    }
    return given;
  }

  /**
   * Whether Cassandra takes a user type literal as a value of {@code type} when it tests a value
   * within another literal: each of its literal values in turn fits its field; bind markers and
   * function calls are judged when prepared.
   */
  private static boolean assignable(UdtLiteral literal, CqlType type) {
    if (!(type instanceof UserType udt)) {
      return false;
    }
    Map<String, io.wcs.parser.ast.Term> given = fieldValues(literal);
    for (int i = 0; i < udt.fieldNames().size(); i++) {
      io.wcs.parser.ast.Term value = given.get(udt.fieldNames().get(i));
      CqlType field = udt.fieldTypes().get(i);
      // a list literal for what is no list or vector is refused as Cassandra tests it
      boolean misplacedList =
          value instanceof ListLiteral
              && !(field instanceof ListType || field instanceof VectorType);
      if (value != null && (misplacedList || refused(value, field))) {
        return false;
      }
    }
    return true;
  }

  /**
   * A list or set literal's elements, each refused, once prepared, when it holds a bind marker: as
   * Cassandra refuses markers inside collection literals (not inside vector literals, nor in a
   * selection).
   */
  private List<Term> collectionElements(
      List<io.wcs.parser.ast.Term> terms, ColumnSpec element, String kind, ColumnSpec receiver) {
    List<Term> out = new ArrayList<>(terms.size());
    for (io.wcs.parser.ast.Term t : terms) {
      int markers = markerCount();
      out.add(prepare(t, element));
      refuseMarkers(markers, kind, receiver);
    }
    return out;
  }

  private int markerCount() {
    return variables == null ? 0 : variables.size();
  }

  /** Refuses what was prepared since there were {@code before} markers, if it added any. */
  private void refuseMarkers(int before, String kind, ColumnSpec receiver) {
    if (markerCount() > before) {
      throw invalid(
          "Invalid "
              + kind
              + " literal for "
              + receiver.name()
              + ": bind variables are not supported inside collection literals");
    }
  }

  private List<Term> prepareAll(List<io.wcs.parser.ast.Term> terms, ColumnSpec receiver) {
    List<Term> out = new ArrayList<>(terms.size());
    for (io.wcs.parser.ast.Term t : terms) {
      out.add(prepare(t, receiver));
    }
    return out;
  }

  /**
   * Cassandra tests a literal's constant elements against their types before anything else, and
   * names the literal: "Invalid set literal for fs: value 1 is not of type text".
   */
  private static void checkAssignable(
      String literal,
      ColumnSpec receiver,
      String element,
      io.wcs.parser.ast.Term term,
      CqlType type) {
    if (refused(term, type)) {
      throw invalid(
          "Invalid "
              + literal
              + " literal for "
              + receiver.name()
              + ": "
              + element
              + " is not of type "
              + type.cqlName());
    }
  }

  /**
   * A literal as Cassandra's messages print it: a user type literal with its fields in its order
   * ({@link #fieldValues}), unquoted, and a null as NULL; anything else as written.
   */
  private static String literalText(io.wcs.parser.ast.Term term) {
    if (term instanceof Null) {
      return "NULL";
    }
    if (!(term instanceof UdtLiteral literal)) {
      return term.toCql();
    }
    StringBuilder out = new StringBuilder("{");
    for (Map.Entry<String, io.wcs.parser.ast.Term> field : fieldValues(literal).entrySet()) {
      out.append(out.length() > 1 ? ", " : "")
          .append(field.getKey())
          .append(": ")
          .append(literalText(field.getValue()));
    }
    return out.append('}').toString();
  }

  /**
   * Whether a literal does not fit {@code type} as Cassandra tests a value within another literal:
   * a constant by its kind, a collection or tuple literal by its shape and then its elements, a
   * user type literal by its fields; a bind marker, null or function call fits.
   */
  private static boolean refused(io.wcs.parser.ast.Term term, CqlType type) {
    if (term instanceof Constant c) {
      return !Literals.accepts(c.kind(), type);
    }
    if (term instanceof UdtLiteral u) {
      return !assignable(u, type);
    }
    if (term instanceof ListLiteral l) {
      // Cassandra's test of a list literal throws for what is no list or vector
      CqlType element =
          type instanceof ListType list
              ? list.element()
              : type instanceof VectorType vector ? vector.element() : null;
      if (element == null) {
        throw unexpectedReceiver(type);
      }
      return anyRefused(l.elements(), element);
    }
    if (term instanceof SetLiteral set) {
      return !(type instanceof SetType s) || anyRefused(set.elements(), s.element());
    }
    if (term instanceof MapLiteral map) {
      if (!(type instanceof MapType m)) {
        return true;
      }
      for (io.wcs.parser.ast.Term.Entry e : map.entries()) {
        if (refused(e.key(), m.key()) || refused(e.value(), m.value())) {
          return true;
        }
      }
      return false;
    }
    if (term instanceof TupleLiteral t) {
      if (type instanceof UserType) {
        // Cassandra's user type is a tuple type: it takes the literal here and refuses it later
        return false;
      }
      if (t.elements().size() == 1 && !(type instanceof TupleType)) {
        // one term in parentheses, which only a tuple type reads as a tuple
        return refused(t.elements().get(0), type);
      }
      if (!(type instanceof TupleType tuple) || t.elements().size() > tuple.types().size()) {
        return true;
      }
      for (int i = 0; i < t.elements().size(); i++) {
        if (refused(t.elements().get(i), tuple.types().get(i))) {
          return true;
        }
      }
      return false;
    }
    // an empty {} is a set literal to Cassandra, which only a set or a map takes
    return term instanceof EmptyCollection && !(type instanceof SetType || type instanceof MapType);
  }

  private static InvalidRequestException unexpectedReceiver(CqlType type) {
    return invalid(
        "Unexpected receiver type '" + type.cqlName() + "'; only list and vector are expected");
  }

  private static boolean anyRefused(List<io.wcs.parser.ast.Term> elements, CqlType type) {
    for (io.wcs.parser.ast.Term e : elements) {
      if (refused(e, type)) {
        return true;
      }
    }
    return false;
  }

  private static Term composite(
      List<Term> parts, java.util.function.Function<List<byte[]>, byte[]> compute, String what) {
    return ComputedTerm.of(parts, true, compute, what);
  }

  private static Term composite(
      List<Term> parts,
      java.util.function.Function<List<byte[]>, byte[]> compute,
      String what,
      IntFunction<String> unsetPart) {
    return ComputedTerm.of(parts, true, compute, what, unsetPart);
  }

  /** Cassandra's refusal of a tuple literal's component left unset. */
  private static String unsetTupleField(int i) {
    return "Invalid unset value for tuple field number " + i;
  }

  /** A vector literal's elements as values, refused (in Cassandra's words) if one is null. */
  private static List<Object> vectorElements(List<byte[]> values, CqlType elementType) {
    List<Object> elements = new ArrayList<>(values.size());
    for (byte[] v : values) {
      if (v == null) {
        throw invalid("null is not supported inside vectors");
      }
      elements.add(elementType.deserialize(v));
    }
    return elements;
  }

  /**
   * A collection literal's serialized elements, refused if one is null. They are used as they are,
   * so an empty element (blobAsInt(0x)) stays one, as in Cassandra.
   */
  private static List<byte[]> nonNullElements(List<byte[]> values) {
    for (byte[] v : values) {
      if (v == null) {
        throw invalid(NULL_ELEMENT);
      }
    }
    return values;
  }

  /**
   * A term as Cassandra's messages write it: a type hint without a space ({@code (int)1}), a cast
   * and an operation as the calls they are ({@code system.cast_as_text(1)}, {@code system."_add"(1,
   * 2)}), parentheses around an operation kept.
   */
  /**
   * A type hint, checked as Cassandra checks one: the term must fit the hint; the hint must fit a
   * receiver that reads its values ((bigint) 5 for a timestamp, any hint for a blob), frozen
   * exactly as a collection or user type receiver is; then the term is prepared for the receiver.
   */
  private Term typeHint(TypeHint h, ColumnSpec receiver) {
    CqlType type = receiver.type();
    CqlType hinted = resolveType(h.type());
    String hint = hintText(h.type(), hinted);
    if (refused(h.term(), hinted)) {
      throw invalid("Cannot cast value " + label(h.term()) + " to type " + hint);
    }
    boolean frozenAlike =
        !(type instanceof CollectionType || type instanceof UserType)
            || hinted.isMultiCell() == type.isMultiCell();
    if (!frozenAlike
        || (!hinted.freeze().equals(type.freeze())
            && !ValueCompatibility.readableAs(hinted.freeze(), type.freeze()))) {
      throw invalid(
          "Cannot assign value ("
              + hint
              + ")"
              + label(h.term())
              + " to "
              + receiver.name()
              + " of type "
              + type.cqlName());
    }
    return prepare(h.term(), receiver);
  }

  /** A type hint's type as Cassandra's messages write it: a user type with its keyspace. */
  private static String hintText(io.wcs.parser.ast.CqlType written, CqlType resolved) {
    if (resolved instanceof UserType udt) {
      String name = udt.keyspace() + "." + Identifiers.quoteIfNeeded(udt.name());
      return udt.frozen() ? "frozen<" + name + ">" : name;
    }
    return written.toCql();
  }

  static String label(io.wcs.parser.ast.Term term) {
    if (term instanceof TypeHint hint) {
      return "(" + hint.type().toCql() + ")" + label(hint.term());
    }
    if (term instanceof Cast cast) {
      return "system.cast_as_" + cast.type().toCql() + "(" + label(cast.term()) + ")";
    }
    if (term instanceof Operation op) {
      return "system.\""
          + op.operator().functionName()
          + "\"("
          + label(op.left())
          + ", "
          + label(op.right())
          + ")";
    }
    if (term instanceof TupleLiteral t
        && t.elements().size() == 1
        && t.elements().get(0) instanceof Operation) {
      return "(" + label(t.elements().get(0)) + ")";
    }
    return term.quoted();
  }

  static InvalidRequestException invalid(String message) {
    return new InvalidRequestException(message);
  }
}
