package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CanonicalValuesTest {
  private static final SetType INTS = new SetType(NativeType.INT, true);
  private static final MapType TEXT_TO_INT = new MapType(NativeType.TEXT, NativeType.INT, true);

  @Test
  void aSetIsSortedAndDistinct() {
    byte[] sent =
        CollectionLayout.write(
            List.of(
                NativeType.INT.serialize(3),
                NativeType.INT.serialize(1),
                NativeType.INT.serialize(3)),
            1);
    assertArrayEquals(INTS.serialize(Set.of(1, 3)), CanonicalValues.of(INTS, sent));
  }

  @Test
  void aMapIsSortedByKeyTheLastOfEqualKeysKept() {
    byte[] sent =
        CollectionLayout.write(
            List.of(
                NativeType.TEXT.serialize("b"),
                NativeType.INT.serialize(2),
                NativeType.TEXT.serialize("a"),
                NativeType.INT.serialize(1),
                NativeType.TEXT.serialize("a"),
                NativeType.INT.serialize(5)),
            2);
    assertArrayEquals(
        TEXT_TO_INT.serialize(Map.of("a", 5, "b", 2)), CanonicalValues.of(TEXT_TO_INT, sent));
  }

  @Test
  void setsInsideListsAndTuplesAreMadeCanonicalToo() {
    ListType lists = new ListType(INTS, true);
    byte[] unsorted =
        CollectionLayout.write(
            List.of(NativeType.INT.serialize(2), NativeType.INT.serialize(1)), 1);
    byte[] sent = CollectionLayout.write(List.of(unsorted), 1);
    assertArrayEquals(lists.serialize(List.of(Set.of(1, 2))), CanonicalValues.of(lists, sent));
    TupleType tuple = new TupleType(List.of(NativeType.INT, INTS));
    byte[] tupleSent = FieldsLayout.write(List.of(NativeType.INT.serialize(7), unsorted));
    assertArrayEquals(
        FieldsLayout.write(List.of(NativeType.INT.serialize(7), INTS.serialize(Set.of(1, 2)))),
        CanonicalValues.of(tuple, tupleSent));
  }

  @Test
  void valuesWithoutSetsOrMapsAreLeftAlone() {
    assertFalse(CanonicalValues.mayDiffer(NativeType.INT));
    assertFalse(CanonicalValues.mayDiffer(new ListType(NativeType.INT, true)));
    assertTrue(CanonicalValues.mayDiffer(new ListType(INTS, true)));
    byte[] one = NativeType.INT.serialize(1);
    assertSame(one, CanonicalValues.of(NativeType.INT, one));
    // a tuple bound with its last field left out keeps it left out
    TupleType tuple = new TupleType(List.of(NativeType.INT, INTS));
    byte[] withoutLast = FieldsLayout.write(List.of(one));
    assertSame(withoutLast, CanonicalValues.of(tuple, withoutLast));
  }
}
