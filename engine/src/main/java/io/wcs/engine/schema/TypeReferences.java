package io.wcs.engine.schema;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Questions about what a type contains, at any depth (used by DROP TYPE, key checks and the
 * refusals of slices on durations).
 */
public final class TypeReferences {
  private TypeReferences() {}

  static boolean mentions(CqlType type, String keyspace, String typeName) {
    return any(
        type,
        t -> t instanceof UserType u && u.keyspace().equals(keyspace) && u.name().equals(typeName));
  }

  static boolean mentionsDuration(CqlType type) {
    return any(type, t -> t == NativeType.DURATION);
  }

  /**
   * What holds durations in {@code type}, as Cassandra's refusals of slices and slice conditions on
   * them name it ("collections", "tuples" or "UDTs" containing durations), the empty string for a
   * duration itself, or null when the type holds none: durations have no order.
   */
  public static String durationHolder(CqlType type) {
    if (!mentionsDuration(type)) {
      return null;
    }
    if (type instanceof TupleType) {
      return "tuples";
    }
    if (type instanceof UserType) {
      return "UDTs";
    }
    return type == NativeType.DURATION ? "" : "collections";
  }

  static boolean any(CqlType type, Predicate<CqlType> test) {
    if (test.test(type)) {
      return true;
    }
    for (CqlType child : children(type)) {
      if (any(child, test)) {
        return true;
      }
    }
    return false;
  }

  /** The type with every use of the user type {@code updated} (same keyspace and name) replaced. */
  static CqlType replace(CqlType type, UserType updated) {
    if (type instanceof ListType l) {
      return new ListType(replace(l.element(), updated), l.frozen());
    }
    if (type instanceof SetType s) {
      return new SetType(replace(s.element(), updated), s.frozen());
    }
    if (type instanceof MapType m) {
      return new MapType(replace(m.key(), updated), replace(m.value(), updated), m.frozen());
    }
    if (type instanceof TupleType t) {
      return new TupleType(t.types().stream().map(e -> replace(e, updated)).toList());
    }
    if (type instanceof VectorType v) {
      return new VectorType(replace(v.element(), updated), v.dimension());
    }
    if (type instanceof UserType u) {
      if (u.keyspace().equals(updated.keyspace()) && u.name().equals(updated.name())) {
        return u.frozen() ? updated.freeze() : updated;
      }
      List<CqlType> fields = u.fieldTypes().stream().map(f -> replace(f, updated)).toList();
      return new UserType(u.keyspace(), u.name(), u.fieldNames(), fields, u.frozen());
    }
    return type;
  }

  /**
   * The keyspace's types, each after every type it uses (for DESCRIBE and the schema codec), in
   * Cassandra 5.0.2's order: the types by name as written, each preceded by those it uses that are
   * not yet placed, in the order its fields use them.
   */
  static List<UserType> dependencyOrder(Collection<UserType> types) {
    Map<String, UserType> byName = new TreeMap<>();
    types.forEach(t -> byName.put(t.name(), t));
    List<UserType> ordered = new ArrayList<>(byName.size());
    Set<String> placed = new HashSet<>();
    for (UserType type : byName.values()) {
      place(type, byName, placed, ordered);
    }
    return ordered;
  }

  private static void place(
      UserType type, Map<String, UserType> byName, Set<String> placed, List<UserType> ordered) {
    if (!placed.add(type.name())) {
      return;
    }
    List<UserType> used = new ArrayList<>();
    type.fieldTypes().forEach(f -> collectUserTypes(f, used));
    for (UserType u : used) {
      UserType current = byName.get(u.name());
      if (current != null && u.keyspace().equals(type.keyspace())) {
        place(current, byName, placed, ordered);
      }
    }
    ordered.add(type);
  }

  /** The user types {@code type} is or holds, outermost first, not looking inside them. */
  private static void collectUserTypes(CqlType type, List<UserType> into) {
    if (type instanceof UserType u) {
      into.add(u);
      return;
    }
    children(type).forEach(child -> collectUserTypes(child, into));
  }

  private static List<CqlType> children(CqlType type) {
    if (type instanceof ListType l) {
      return List.of(l.element());
    }
    if (type instanceof SetType s) {
      return List.of(s.element());
    }
    if (type instanceof MapType m) {
      return List.of(m.key(), m.value());
    }
    if (type instanceof TupleType t) {
      return t.types();
    }
    if (type instanceof UserType u) {
      return u.fieldTypes();
    }
    if (type instanceof VectorType v) {
      return List.of(v.element());
    }
    return List.of();
  }
}
