package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.List;

/**
 * The one serialized form of a value a client binds: a set's elements sorted and distinct, a map's
 * keys sorted and distinct (the last of equal keys kept), at any depth of lists, tuples and user
 * types. Cassandra stores a bound set or map so, and compares frozen values by their bytes: a
 * frozen set bound as {@code [3, 1, 3]} must be the one written as {@code {1, 3}}.
 */
public final class CanonicalValues {
  private CanonicalValues() {}

  /** Whether a value of {@code type} may be serialized otherwise than canonically. */
  public static boolean mayDiffer(CqlType type) {
    if (type instanceof SetType || type instanceof MapType) {
      return true;
    }
    if (type instanceof ListType list) {
      return mayDiffer(list.element());
    }
    if (type instanceof TupleType tuple) {
      return tuple.types().stream().anyMatch(CanonicalValues::mayDiffer);
    }
    return type instanceof UserType udt
        && udt.fieldTypes().stream().anyMatch(CanonicalValues::mayDiffer);
  }

  /** The canonical form of {@code value}, a valid value of {@code type}; itself when it is one. */
  public static byte[] of(CqlType type, byte[] value) {
    if (value == null || value.length == 0 || !mayDiffer(type)) {
      return value;
    }
    String name = type.cqlName();
    if (type instanceof SetType set) {
      return set.fromElements(each(set.element(), CollectionLayout.read(value, 1, name)));
    }
    if (type instanceof MapType map) {
      List<byte[]> flat = CollectionLayout.read(value, 2, name);
      for (int i = 0; i < flat.size(); i++) {
        flat.set(i, of(i % 2 == 0 ? map.key() : map.value(), flat.get(i)));
      }
      return map.fromFlatEntries(flat);
    }
    if (type instanceof ListType list) {
      return list.fromElements(each(list.element(), CollectionLayout.read(value, 1, name)));
    }
    List<CqlType> types =
        type instanceof TupleType tuple ? tuple.types() : ((UserType) type).fieldTypes();
    return fields(types, value, name);
  }

  private static List<byte[]> each(CqlType type, List<byte[]> values) {
    List<byte[]> out = new ArrayList<>(values.size());
    for (byte[] v : values) {
      out.add(of(type, v));
    }
    return out;
  }

  /**
   * A tuple's or user type's value with each field made canonical; rewritten only when a field
   * changed, with as many fields as it had (fields left out at the end stay left out).
   */
  private static byte[] fields(List<CqlType> types, byte[] value, String name) {
    ValueReader in = new ValueReader(value, name);
    List<byte[]> fields = new ArrayList<>(types.size());
    boolean changed = false;
    while (in.hasRemaining()) {
      byte[] field = in.readSized();
      byte[] canonical = field == null ? null : of(types.get(fields.size()), field);
      changed |= canonical != field;
      fields.add(canonical);
    }
    return changed ? FieldsLayout.write(fields) : value;
  }
}
