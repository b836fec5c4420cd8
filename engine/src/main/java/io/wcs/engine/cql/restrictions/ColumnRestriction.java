package io.wcs.engine.cql.restrictions;

import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.index.ColumnIndex;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.types.CqlText;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.MapType;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.TreeSet;

/**
 * What a WHERE clause says of one column, of a tuple of clustering columns, or of the token:
 * equality, IN, a slice (up to one bound per side), or collection tests (CONTAINS, CONTAINS KEY,
 * {@code m[k] = v}). Relations are merged in the order written, with Cassandra's rules and
 * messages. Built during prepare, immutable afterwards and then thread-safe.
 */
final class ColumnRestriction {
  enum Kind {
    EQ,
    IN,
    SLICE,
    CONTAINS
  }

  /** What the restriction is on, which decides how Cassandra's messages name it. */
  enum Target {
    COLUMN,
    /** Clustering columns in a multi-column relation, even one as in {@code (c) > (1)}. */
    TUPLE,
    /** The partition key's token. */
    TOKEN
  }

  /** The restricted columns: one, several for a multi-column relation, the key for token(). */
  final List<ColumnMetadata> columns;

  /** How Cassandra names the target in messages: the column, or the tuple of columns. */
  final String name;

  /** The type values are compared in: the column's, or a tuple's for multi-column relations. */
  final CqlType type;

  Kind kind;
  Term eq;
  List<Term> inValues;
  Term inMarker;
  Term lower;
  boolean lowerInclusive;
  Term upper;
  boolean upperInclusive;
  final List<Term> contains = new ArrayList<>();
  final List<Term> containsKeys = new ArrayList<>();
  final List<Term[]> entries = new ArrayList<>();

  /**
   * The storage-attached index whose normalization (case-insensitivity) an equality compares
   * through, or null for an exact comparison. Set during prepare.
   */
  ColumnIndex normalizer;

  /**
   * Whether a key column's restriction filters rows after the read (a partition key restricted in
   * part, a clustering column after a gap): Cassandra then words a null or unset value as it does
   * for a non-key column. Set during prepare.
   */
  boolean filtered;

  private final Target target;

  /**
   * The columns of the relations merged so far: {@link #columns}, but for a restriction just
   * widened for a wider relation, which holds the narrower relations' columns until that one
   * merges. Cassandra names what a refused relation shares with these.
   */
  private List<ColumnMetadata> held;

  /**
   * Whether values are tuples of the columns' values: a multi-column relation, even on one column
   * as in {@code (c) > (1)}.
   */
  boolean isTuple() {
    return target == Target.TUPLE;
  }

  ColumnRestriction(List<ColumnMetadata> columns, String name, CqlType type, Target target) {
    this.columns = List.copyOf(columns);
    this.name = name;
    this.type = type;
    this.target = target;
    this.held = this.columns;
  }

  /** Takes over what a narrower multi-column restriction on the same first column holds. */
  void copyFrom(ColumnRestriction narrower) {
    kind = narrower.kind;
    eq = narrower.eq;
    inValues = narrower.inValues;
    inMarker = narrower.inMarker;
    lower = narrower.lower;
    lowerInclusive = narrower.lowerInclusive;
    upper = narrower.upper;
    upperInclusive = narrower.upperInclusive;
    held = narrower.held;
  }

  /**
   * This restriction with the values bound, as Cassandra writes it into a read's text: {@code c =
   * 1}, {@code c IN (1, 2)}, {@code c > 1 AND c <= 5}; a multi-column slice as one bound of each
   * column ({@code (c, d) >= (1, 0)} as {@code c >= 1 AND d >= 0}).
   */
  String toCql(QueryOptions options) {
    List<String> parts = new ArrayList<>();
    switch (kind) {
      case EQ -> appendEach(parts, "=", bindValues(eq, options));
      case IN -> {
        List<String> values = new ArrayList<>();
        for (byte[] v : inValues(options)) {
          values.add(CqlText.literal(type, v));
        }
        parts.add(name + " IN (" + String.join(", ", values) + ")");
      }
      case SLICE -> {
        if (lower != null) {
          appendEach(parts, lowerInclusive ? ">=" : ">", bindValues(lower, options));
        }
        if (upper != null) {
          appendEach(parts, upperInclusive ? "<=" : "<", bindValues(upper, options));
        }
      }
      case CONTAINS -> {
        for (Term t : contains) {
          parts.add(name + " CONTAINS " + CqlText.literal(elementType(), bind(t, options)));
        }
        for (Term t : containsKeys) {
          parts.add(name + " CONTAINS KEY " + CqlText.literal(keyType(), bind(t, options)));
        }
        for (Term[] e : entries) {
          parts.add(
              name
                  + "["
                  + CqlText.literal(keyType(), bind(e[0], options))
                  + "] = "
                  + CqlText.literal(valueType(), bind(e[1], options)));
        }
      }
    }
    return String.join(" AND ", parts);
  }

  /** The bound value: a column's, or each column's of a tuple. */
  private byte[][] bindValues(Term value, QueryOptions options) {
    return isTuple() ? bindTuple(value, options) : new byte[][] {bindAllowingNull(value, options)};
  }

  /** {@code column op value} for each column and its value. */
  private void appendEach(List<String> parts, String op, byte[][] values) {
    for (int i = 0; i < values.length; i++) {
      ColumnMetadata c = columns.get(i);
      parts.add(c.name() + " " + op + " " + CqlText.literal(c.type(), values[i]));
    }
  }

  private CqlType elementType() {
    return CollectionTypes.containedType(type);
  }

  private CqlType keyType() {
    return type instanceof MapType m ? m.key() : type;
  }

  private CqlType valueType() {
    return type instanceof MapType m ? m.value() : type;
  }

  ColumnMetadata first() {
    return columns.get(0);
  }

  ColumnMetadata last() {
    return columns.get(columns.size() - 1);
  }

  /**
   * Adds an equality; {@code relationColumns} are the columns the relation names, which Cassandra's
   * message names when this restriction refuses it (as for the other relations below).
   */
  void addEq(Term value, List<ColumnMetadata> relationColumns) {
    checkMergeable(Kind.EQ, relationColumns);
    kind = Kind.EQ;
    eq = value;
    held = columns;
  }

  void addIn(List<Term> values, Term marker, List<ColumnMetadata> relationColumns) {
    checkMergeable(Kind.IN, relationColumns);
    kind = Kind.IN;
    inValues = values;
    inMarker = marker;
    held = columns;
  }

  void addBound(
      boolean isLower, boolean inclusive, Term value, List<ColumnMetadata> relationColumns) {
    checkMergeable(Kind.SLICE, relationColumns);
    if (isLower ? lower != null : upper != null) {
      throw new InvalidRequestException(
          "More than one restriction was found for the "
              + (isLower ? "start" : "end")
              + " bound on "
              + sharedNames(relationColumns));
    }
    kind = Kind.SLICE;
    if (isLower) {
      lower = value;
      lowerInclusive = inclusive;
    } else {
      upper = value;
      upperInclusive = inclusive;
    }
    held = columns;
  }

  void addContains(Term value, boolean key) {
    checkMergeable(Kind.CONTAINS, columns);
    kind = Kind.CONTAINS;
    (key ? containsKeys : contains).add(value);
  }

  void addEntry(Term key, Term value) {
    checkMergeable(Kind.CONTAINS, columns);
    kind = Kind.CONTAINS;
    entries.add(new Term[] {key, value});
  }

  /** Cassandra merges a new relation into the existing one; what the existing one is decides. */
  private void checkMergeable(Kind added, List<ColumnMetadata> relationColumns) {
    if (kind != null && !(kind == added && (kind == Kind.SLICE || kind == Kind.CONTAINS))) {
      throw conflict(added, relationColumns);
    }
  }

  /**
   * Cassandra's refusal of a relation of kind {@code added} on {@code relationColumns}, some of
   * which this restriction already holds: its own kind decides the words.
   */
  InvalidRequestException conflict(Kind added, List<ColumnMetadata> relationColumns) {
    return new InvalidRequestException(
        switch (kind) {
          case EQ, IN ->
              sharedNames(relationColumns)
                  + " cannot be restricted by more than one relation if it includes "
                  + (kind == Kind.EQ ? "an Equal" : "a IN");
          case SLICE ->
              added == Kind.SLICE
                  ? "Column \""
                      + laterFirst(relationColumns.get(0)).name()
                      + "\" cannot be restricted by two inequalities not starting with the same"
                      + " column"
                  : (target == Target.TOKEN ? "Columns \"" : "Column \"")
                      + sharedNames(relationColumns)
                      + "\" cannot be restricted by both an equality and an inequality relation";
          case CONTAINS ->
              "Collection column '"
                  + name
                  + "' ("
                  + type.cqlName()
                  + ") cannot be restricted by a '"
                  + added.name()
                  + "' relation";
        });
  }

  /**
   * How Cassandra names the columns this restriction shares with a relation on {@code
   * relationColumns}: a tuple's as {@code c ,d}, in clustering order (Cassandra's order there is a
   * hash set's), otherwise all its columns, a token's as {@code a, b}.
   */
  private String sharedNames(List<ColumnMetadata> relationColumns) {
    StringJoiner names = new StringJoiner(isTuple() ? " ," : ", ");
    for (ColumnMetadata c : held) {
      if (!isTuple() || relationColumns.contains(c)) {
        names.add(c.name());
      }
    }
    return names.toString();
  }

  /** Of this restriction's first column and {@code other}, the later in clustering order. */
  private ColumnMetadata laterFirst(ColumnMetadata other) {
    return other.position() > first().position() ? other : first();
  }

  /** The IN values, sorted in the type's order without duplicates (Cassandra's key order). */
  List<byte[]> inValues(QueryOptions options) {
    List<byte[]> raw = new ArrayList<>();
    if (inMarker != null) {
      byte[] list = bindAllowingNull(inMarker, options);
      if (list == null) {
        throw new InvalidRequestException(
            isTuple()
                ? "Invalid null value for IN restriction"
                : "Invalid null value for column " + name);
      }
      for (byte[] element : SerializedValues.listElements(list)) {
        // a filter's list may hold nulls, which no row matches; a key's may not
        if (element != null || !isFilter()) {
          raw.add(checkNotNull(element));
        }
      }
    } else {
      // Cassandra binds (and so validates) every value of the list before it checks any for null
      byte[][] bound = new byte[inValues.size()][];
      for (int i = 0; i < bound.length; i++) {
        bound[i] = inValues.get(i).bind(options);
      }
      for (int i = 0; i < bound.length; i++) {
        raw.add(checkNotNull(checkSet(inValues.get(i), bound[i])));
      }
    }
    TreeSet<byte[]> sorted = new TreeSet<>(type::compare);
    sorted.addAll(raw);
    return new ArrayList<>(sorted);
  }

  /** The IN tuples of a multi-column relation, in order, none holding a null. */
  List<byte[][]> inTuples(QueryOptions options) {
    List<byte[][]> out = new ArrayList<>();
    for (byte[] tuple : inValues(options)) {
      byte[][] components = SerializedValues.tupleComponents(tuple);
      for (byte[] c : components) {
        if (c == null) {
          throw new InvalidRequestException(
              "Invalid null value in condition for columns: "
                  + columns.stream().map(ColumnMetadata::name).toList());
        }
      }
      out.add(components);
    }
    return out;
  }

  /**
   * A bound tuple's components, none of which may be null (the message names the column, and
   * Cassandra's says "in condition" of a slice's bound, not of an equality's tuple).
   */
  byte[][] bindTuple(Term value, QueryOptions options) {
    byte[][] components = SerializedValues.tupleComponents(bind(value, options));
    for (int i = 0; i < components.length; i++) {
      if (components[i] == null) {
        throw new InvalidRequestException(
            (value == eq
                    ? "Invalid null value for column "
                    : "Invalid null value in condition for column ")
                + columns.get(i).name());
      }
    }
    return components;
  }

  /**
   * A map entry's key or value ({@code m[k] = v}), neither null nor unset, in Cassandra's words.
   */
  byte[] bindEntry(Term part, boolean key, QueryOptions options) {
    byte[] v = part.bind(options);
    String what = key ? " key" : " value";
    if (QueryOptions.isUnset(v)) {
      throw new InvalidRequestException("Unsupported unset map" + what + " for column " + name);
    }
    if (v == null) {
      throw new InvalidRequestException("Unsupported null map" + what + " for column " + name);
    }
    return v;
  }

  /** The bound value, which must be neither null nor unset. */
  byte[] bind(Term value, QueryOptions options) {
    return checkNotNull(bindAllowingNull(value, options));
  }

  /** The bound value, which may be null but not unset. */
  byte[] bindAllowingNull(Term value, QueryOptions options) {
    return checkSet(value, value.bind(options));
  }

  /** {@code v}, the value bound to {@code value}, unless it is unset. */
  private byte[] checkSet(Term value, byte[] v) {
    if (QueryOptions.isUnset(v)) {
      throw new InvalidRequestException(unsetMessage(value));
    }
    return v;
  }

  /** Cassandra names a tuple of columns bound unset by the marker's own name. */
  private String unsetMessage(Term value) {
    if (isTuple()) {
      return "Invalid unset value for " + (value == inMarker ? "in" : "tuple ") + name;
    }
    // an IN list's marker is refused as a key's is, on any column
    return (value != inMarker && (isFilter() || filtered)
            ? "Unsupported unset value for column "
            : "Invalid unset value for column ")
        + name;
  }

  /** Cassandra words a null differently for a filter on a regular column than on a key. */
  private byte[] checkNotNull(byte[] v) {
    if (v == null) {
      throw new InvalidRequestException(
          (isFilter() || filtered
                  ? "Unsupported null value for column "
                  : "Invalid null value in condition for column ")
              + name);
    }
    return v;
  }

  private boolean isFilter() {
    return columns.size() == 1 && !columns.get(0).isPrimaryKey();
  }
}
