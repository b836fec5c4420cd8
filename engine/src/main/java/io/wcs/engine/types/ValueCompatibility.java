package io.wcs.engine.types;

import java.util.function.BiPredicate;

/**
 * Whether a value of one type is also a valid value of another, byte for byte (Cassandra's value
 * compatibility): a blob reads anything; a varint an int's, a bigint's or a timestamp's bytes; a
 * bigint and a timestamp each other's; a date an int's; a text an ascii's; a uuid a timeuuid's; a
 * time a bigint's; lists, sets and tuples element by element. It decides type hints ({@code (blob)
 * v}), the element type of a collection literal, and the overloads a value matches weakly ({@code
 * cast(ts as bigint)}).
 */
public final class ValueCompatibility {
  private ValueCompatibility() {}

  /** Whether {@code to} reads a value of type {@code from} as a valid value of its own. */
  public static boolean readableAs(CqlType from, CqlType to) {
    if (from.equals(to) || to == NativeType.BLOB) {
      return true;
    }
    if (to instanceof NativeType target && from instanceof NativeType source) {
      return switch (target) {
        case VARINT ->
            source == NativeType.INT
                || source == NativeType.BIGINT
                || source == NativeType.TIMESTAMP;
        case BIGINT -> source == NativeType.TIMESTAMP;
        case TIMESTAMP -> source == NativeType.BIGINT;
        case DATE -> source == NativeType.INT;
        case TEXT -> source == NativeType.ASCII;
        case UUID -> source == NativeType.TIMEUUID;
        case TIME -> source == NativeType.BIGINT;
        default -> false;
      };
    }
    return sameShape(from, to, ValueCompatibility::readableAs);
  }

  /**
   * Whether {@code from} and {@code to} are two lists, two sets or two tuples of as many fields
   * whose element (or field) types, pair by pair, pass {@code elements}.
   */
  public static boolean sameShape(
      CqlType from, CqlType to, BiPredicate<CqlType, CqlType> elements) {
    if (from instanceof ListType f && to instanceof ListType t) {
      return elements.test(f.element(), t.element());
    }
    if (from instanceof SetType f && to instanceof SetType t) {
      return elements.test(f.element(), t.element());
    }
    if (from instanceof TupleType f && to instanceof TupleType t) {
      if (f.types().size() != t.types().size()) {
        return false;
      }
      for (int i = 0; i < f.types().size(); i++) {
        if (!elements.test(f.types().get(i), t.types().get(i))) {
          return false;
        }
      }
      return true;
    }
    return false;
  }
}
