package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class MarshalTypeNamesTest {
  private static final String P = "org.apache.cassandra.db.marshal.";

  @Test
  void spellsTypesAsCassandrasMarshalClasses() {
    assertEquals(P + "DurationType", MarshalTypeNames.of(NativeType.DURATION));
    assertEquals(
        P + "VectorType(" + P + "FloatType,3)",
        MarshalTypeNames.of(new VectorType(NativeType.FLOAT, 3)));
    assertEquals(
        P + "FrozenType(" + P + "MapType(" + P + "UTF8Type," + P + "ListType(" + P + "Int32Type)))",
        MarshalTypeNames.of(
            new MapType(NativeType.TEXT, new ListType(NativeType.INT, false), true)));
    assertEquals(
        P + "FrozenType(" + P + "UserType(ks,61646472,7a6970:" + P + "Int32Type))",
        MarshalTypeNames.of(
            new UserType("ks", "addr", List.of("zip"), List.of(NativeType.INT), true)));
  }

  @Test
  void readsBackWhatItSpells() {
    for (CqlType type :
        List.of(
            NativeType.TIMEUUID,
            new VectorType(NativeType.FLOAT, 3),
            new SetType(NativeType.TEXT, false),
            new ListType(new MapType(NativeType.INT, NativeType.BLOB, true), false),
            new TupleType(List.of(NativeType.INT, new ListType(NativeType.TEXT, true))),
            new UserType(
                "ks",
                "addr",
                List.of("street", "zip"),
                List.of(NativeType.TEXT, NativeType.INT),
                false),
            new VectorType(
                new UserType("ks", "a", List.of("b"), List.of(NativeType.INT), true), 2))) {
      assertEquals(type, MarshalTypeNames.parse(MarshalTypeNames.of(type)), type.cqlName());
    }
    assertEquals(NativeType.INT, MarshalTypeNames.parse(P + "ReversedType(" + P + "Int32Type)"));
  }

  @Test
  void readsTheSpacesCassandraWritesInAVectorOfCollections() {
    assertEquals(
        new VectorType(new ListType(NativeType.INT, true), 2),
        MarshalTypeNames.parse(
            P + "VectorType(" + P + "FrozenType(" + P + "ListType(" + P + "Int32Type)) , 2)"));
  }

  @Test
  void readsTheLegacyTimeUuidTypeOfMaxAndMinAsATimeuuid() {
    assertEquals(NativeType.TIMEUUID, MarshalTypeNames.parse(P + "LegacyTimeUUIDType"));
  }

  @Test
  void refusesWhatItDoesNotKnow() {
    InvalidValueException thrown =
        assertThrows(
            InvalidValueException.class,
            () -> MarshalTypeNames.parse(P + "DynamicCompositeType(x)"));
    assertEquals(
        "not a Cassandra marshal type WCS knows: "
            + P
            + "DynamicCompositeType(x) (at character 53)",
        thrown.getMessage());
  }
}
