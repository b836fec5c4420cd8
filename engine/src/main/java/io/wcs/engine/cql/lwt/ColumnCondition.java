package io.wcs.engine.cql.lwt;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.selection.RowView;
import io.wcs.engine.cql.term.Term;
import io.wcs.engine.cql.term.TermPreparer;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.schema.TypeReferences;
import io.wcs.engine.storage.Bytes;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.UserType;
import io.wcs.parser.ast.ColumnRef;
import io.wcs.parser.ast.Condition;
import io.wcs.parser.ast.InValues;
import io.wcs.parser.ast.Operator;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * One IF condition of a conditional UPDATE or DELETE, on a whole column ({@code v > 3}), a
 * collection element ({@code m['k'] = 1}, {@code l[0] = 1}) or a UDT field ({@code u.f IN (1, 2)}),
 * with Cassandra's rules: {@code = null} holds when the value is missing, {@code != null} when it
 * is present, a missing value satisfies only {@code !=} a non-null one, and an ordering against
 * null is an error. An empty non-frozen collection is the same as null. Immutable and thread-safe.
 */
public final class ColumnCondition {
  /**
   * Takes the compared value out of the column's current value (non-null), given the bound element
   * key of an element condition.
   */
  private interface Access {
    byte[] apply(byte[] columnValue, byte[] key);
  }

  private final ColumnMetadata column;
  private final Term elementKey;
  private final Access access;
  private final CqlType type;
  private final Operator operator;
  private final List<Term> values;
  private final Term inMarker;

  private ColumnCondition(
      ColumnMetadata column,
      Term elementKey,
      Access access,
      CqlType type,
      Operator operator,
      List<Term> values,
      Term inMarker) {
    this.column = column;
    this.elementKey = elementKey;
    this.access = access;
    this.type = type;
    this.operator = operator;
    this.values = values;
    this.inMarker = inMarker;
  }

  /** The condition {@code condition} against {@code table}, its markers added to {@code terms}. */
  public static ColumnCondition prepare(
      Condition condition, TableMetadata table, TermPreparer terms) {
    ColumnRef target =
        condition instanceof Condition.Compare c ? c.target() : ((Condition.In) condition).target();
    ColumnMetadata column = table.column(target.column().name());
    if (column == null) {
      throw invalid("Undefined column name " + target.column().toCql() + " in table " + table);
    }
    if (column.isPrimaryKey()) {
      throw invalid("PRIMARY KEY column '" + column.name() + "' cannot have IF conditions");
    }
    if (column.type() == NativeType.COUNTER) {
      throw invalid("Conditions on counters are not supported");
    }
    ColumnSpec spec = terms.specOf(column);
    Access access = (value, key) -> value;
    Term elementKey = null;
    if (target instanceof ColumnRef.Element e) {
      elementKey = terms.prepare(e.key(), elementKeySpec(column, spec));
      access = elementAccess(column);
      spec = TermPreparer.derived(spec, "value(" + column.name() + ")", elementType(column));
    } else if (target instanceof ColumnRef.Field f) {
      if (!(column.type() instanceof UserType udt)) {
        throw invalid("Invalid field selection syntax for non-UDT column " + column.name());
      }
      int index = udt.fieldIndex(f.field().name());
      if (index < 0) {
        throw invalid("Unknown field " + f.field().toCql() + " for column " + column.name());
      }
      String field = f.field().name();
      access = (value, key) -> fieldOf(udt, index, field, value);
      spec = TermPreparer.derived(spec, column.name() + "." + field, udt.fieldTypes().get(index));
    }
    if (condition instanceof Condition.In in) {
      if (in.values() instanceof InValues.Listed listed) {
        List<Term> values = new ArrayList<>();
        for (io.wcs.parser.ast.Term t : listed.values()) {
          values.add(terms.prepare(t, spec));
        }
        return new ColumnCondition(
            column, elementKey, access, spec.type(), Operator.IN, values, null);
      }
      ColumnSpec list =
          TermPreparer.derived(
              spec, "in(" + spec.name() + ")", new ListType(spec.type().freeze(), false));
      Term marker = terms.prepareInList(((InValues.Marker) in.values()).marker(), list);
      return new ColumnCondition(
          column, elementKey, access, spec.type(), Operator.IN, List.of(), marker);
    }
    Condition.Compare compare = (Condition.Compare) condition;
    String durations =
        compare.operator().isSlice() ? TypeReferences.durationHolder(spec.type()) : null;
    if (durations != null) {
      throw invalid(
          durations.isEmpty()
              ? "Slice conditions ( "
                  + compare.operator().toCql()
                  + " ) are not supported on durations"
              : "Slice conditions are not supported on " + durations + " containing durations");
    }
    if (compare.operator() == Operator.CONTAINS || compare.operator() == Operator.CONTAINS_KEY) {
      if (!(target instanceof ColumnRef.Column)) {
        throw invalid(
            compare.operator().toCql()
                + " applies to a whole collection, not to "
                + target.toCql());
      }
      spec = containedSpec(column, compare.operator(), spec);
    }
    return new ColumnCondition(
        column,
        elementKey,
        access,
        spec.type(),
        compare.operator(),
        List.of(terms.prepare(compare.value(), spec)),
        null);
  }

  /** What {@code CONTAINS} (an element, or a map value) or {@code CONTAINS KEY} looks for. */
  private static ColumnSpec containedSpec(ColumnMetadata column, Operator op, ColumnSpec spec) {
    CqlType type = column.type();
    if (op == Operator.CONTAINS_KEY) {
      if (!(type instanceof MapType map)) {
        throw invalid("Cannot use CONTAINS KEY on non-map column " + column.name());
      }
      return TermPreparer.derived(spec, "key(" + column.name() + ")", map.key());
    }
    CqlType element =
        type instanceof MapType map
            ? map.value()
            : type instanceof ListType list
                ? list.element()
                : type instanceof SetType set ? set.element() : null;
    if (element == null) {
      throw invalid("Cannot use CONTAINS on non-collection column " + column.name());
    }
    return TermPreparer.derived(spec, "value(" + column.name() + ")", element);
  }

  public ColumnMetadata column() {
    return column;
  }

  /**
   * The bound element key or list index as bound, unchecked; null for a condition on a whole column
   * or a field. Cassandra keys the condition by it before it reads the row, and checks it only as
   * it checks the condition: see {@link #accessKey}.
   */
  byte[] bindKey(QueryOptions options) {
    return elementKey == null ? null : elementKey.bind(options);
  }

  /**
   * The element key or list index to look up, refused as Cassandra refuses it when it checks the
   * condition, whether or not the row exists (and not when an earlier condition fails): null, or
   * for a list unset, empty or negative. An unset map key is looked up as Cassandra looks it up, as
   * the empty value.
   */
  private byte[] accessKey(byte[] key) {
    if (elementKey == null) {
      return null;
    }
    boolean isMap = column.type() instanceof MapType;
    if (key == null) {
      throw invalid("Invalid null value for " + (isMap ? "map" : "list") + " element access");
    }
    if (isMap) {
      return QueryOptions.isUnset(key) ? Bytes.EMPTY : key;
    }
    if (QueryOptions.isUnset(key)) {
      throw invalid("Invalid unset value for list element access");
    }
    Integer index = (Integer) NativeType.INT.deserialize(key);
    if (index == null) {
      throw invalid("Invalid empty value for list element access");
    }
    if (index < 0) {
      throw invalid("Invalid negative list index " + index);
    }
    return key;
  }

  /**
   * The condition's values, bound as Cassandra binds them before it reads the row: a malformed
   * value is refused, and a null IN list; its one value, IN's values, or an IN marker's list.
   */
  byte[][] bindValues(QueryOptions options) {
    if (inMarker != null) {
      return new byte[][] {inList(inMarker.bind(options))};
    }
    byte[][] bound = new byte[values.size()][];
    for (int i = 0; i < bound.length; i++) {
      bound[i] = values.get(i).bind(options);
    }
    return bound;
  }

  /**
   * Whether the condition holds on the current row ({@code row} set on the row to check).
   *
   * @param key what {@link #bindKey} gave
   * @param bound what {@link #bindValues} gave
   */
  boolean appliesTo(RowView row, byte[] key, byte[][] bound) {
    byte[] accessed = accessKey(key);
    byte[] columnValue = row.value(column);
    byte[] current = columnValue == null ? null : access.apply(columnValue, accessed);
    if (operator == Operator.CONTAINS || operator == Operator.CONTAINS_KEY) {
      return contains(current, compared(bound[0]));
    }
    if (operator == Operator.IN) {
      for (byte[] v : inValues(bound)) {
        if (compare(current, Operator.EQ, v)) {
          return true;
        }
      }
      return false;
    }
    return compare(current, operator, compared(bound[0]));
  }

  private List<byte[]> inValues(byte[][] bound) {
    if (inMarker == null) {
      List<byte[]> out = new ArrayList<>(bound.length);
      for (byte[] v : bound) {
        // an unset value leaves the list, as in Cassandra
        if (!QueryOptions.isUnset(v)) {
          out.add(compared(v));
        }
      }
      return out;
    }
    byte[] list = inList(compared(bound[0]));
    List<byte[]> out = new ArrayList<>();
    for (Object element : (List<?>) new ListType(type.freeze(), false).deserialize(list)) {
      out.add(element == null ? null : type.serialize(element));
    }
    return out;
  }

  private static byte[] inList(byte[] list) {
    if (list == null) {
      throw invalid("Invalid null list in IN condition");
    }
    if (QueryOptions.isUnset(list)) {
      throw invalid("Invalid 'unset' value in condition");
    }
    return list;
  }

  /** Whether the collection {@code current} holds the element, map value or map key {@code v}. */
  private boolean contains(byte[] current, byte[] v) {
    if (v == null) {
      throw invalid("Invalid comparison with null for operator \"" + operator.toCql() + "\"");
    }
    if (current == null) {
      return false;
    }
    Object collection = column.type().deserialize(current);
    Object wanted = type.deserialize(v);
    if (collection instanceof Map<?, ?> map) {
      return operator == Operator.CONTAINS_KEY
          ? map.containsKey(wanted)
          : map.containsValue(wanted);
    }
    return ((Collection<?>) collection).contains(wanted);
  }

  private boolean compare(byte[] current, Operator op, byte[] value) {
    if (value == null) {
      if (op == Operator.EQ) {
        return current == null;
      }
      if (op == Operator.NEQ) {
        return current != null;
      }
      throw invalid("Invalid comparison with null for operator \"" + op.toCql() + "\"");
    }
    if (current == null) {
      return op == Operator.NEQ;
    }
    int c = type.compare(current, value);
    return switch (op) {
      case EQ -> c == 0;
      case NEQ -> c != 0;
      case LT -> c < 0;
      case LTE -> c <= 0;
      case GT -> c > 0;
      case GTE -> c >= 0;
      default -> throw new IllegalStateException("not a condition operator: " + op);
    };
  }

  /** A bound value as compared: an empty non-frozen collection counts as null, as stored. */
  private byte[] compared(byte[] v) {
    if (QueryOptions.isUnset(v)) {
      throw invalid("Invalid 'unset' value in condition");
    }
    if (v != null && type.isMultiCell() && isEmptyCollection(type.deserialize(v))) {
      return null;
    }
    return v;
  }

  private static boolean isEmptyCollection(Object value) {
    return value instanceof Collection<?> c && c.isEmpty()
        || value instanceof Map<?, ?> m && m.isEmpty();
  }

  private static ColumnSpec elementKeySpec(ColumnMetadata column, ColumnSpec spec) {
    if (column.type() instanceof MapType map) {
      return TermPreparer.derived(spec, "key(" + column.name() + ")", map.key());
    }
    if (column.type() instanceof ListType) {
      return TermPreparer.derived(spec, "idx(" + column.name() + ")", NativeType.INT);
    }
    throw invalid(
        column.type() instanceof SetType
            ? "Invalid element access syntax for set column " + column.name()
            : "Invalid element access syntax for non-collection column " + column.name());
  }

  private static CqlType elementType(ColumnMetadata column) {
    return column.type() instanceof MapType map
        ? map.value()
        : ((ListType) column.type()).element();
  }

  /** The map value under the bound key, or the list element at the bound index; null if none. */
  private static Access elementAccess(ColumnMetadata column) {
    return (value, key) -> {
      if (column.type() instanceof MapType map) {
        Object wanted = map.key().deserialize(key);
        Object element = wanted == null ? null : ((Map<?, ?>) map.deserialize(value)).get(wanted);
        return element == null ? null : map.value().serialize(element);
      }
      int index = (Integer) NativeType.INT.deserialize(key);
      ListType list = (ListType) column.type();
      List<?> elements = (List<?>) list.deserialize(value);
      Object element = index >= elements.size() ? null : elements.get(index);
      return element == null ? null : list.element().serialize(element);
    };
  }

  private static byte[] fieldOf(UserType udt, int index, String field, byte[] value) {
    Object v = ((UdtValue) udt.deserialize(value)).get(field);
    return v == null ? null : udt.fieldTypes().get(index).serialize(v);
  }

  private static InvalidRequestException invalid(String message) {
    return new InvalidRequestException(message);
  }
}
