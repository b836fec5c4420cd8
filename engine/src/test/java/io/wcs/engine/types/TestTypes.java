package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.List;

/** The types the property tests run over. */
final class TestTypes {
  private TestTypes() {}

  static final UserType ADDRESS =
      new UserType(
          "ks",
          "address",
          List.of("street", "zip", "tags"),
          List.of(NativeType.TEXT, NativeType.INT, new ListType(NativeType.TEXT, true)),
          true);

  /** Every type that may be a clustering column, natives and composites. */
  static List<CqlType> comparable() {
    List<CqlType> types = new ArrayList<>();
    for (NativeType t : NativeType.values()) {
      if (t != NativeType.COUNTER && t != NativeType.DURATION) {
        types.add(t);
      }
    }
    types.add(new ListType(NativeType.INT, true));
    types.add(new ListType(NativeType.DECIMAL, true));
    types.add(new SetType(NativeType.TEXT, true));
    types.add(new SetType(NativeType.TIMEUUID, true));
    types.add(new MapType(NativeType.INT, NativeType.TEXT, true));
    types.add(new MapType(NativeType.BLOB, new ListType(NativeType.DOUBLE, true), true));
    types.add(new TupleType(List.of(NativeType.INT, NativeType.TEXT, NativeType.DOUBLE)));
    types.add(new ListType(new TupleType(List.of(NativeType.VARINT, NativeType.BOOLEAN)), true));
    types.add(ADDRESS);
    types.add(new VectorType(NativeType.FLOAT, 3));
    types.add(new VectorType(NativeType.TEXT, 2));
    return types;
  }
}
