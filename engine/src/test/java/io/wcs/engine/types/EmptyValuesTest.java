package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The empty value of types whose values are otherwise never empty, as Cassandra 5.0 keeps it. */
class EmptyValuesTest {
  private static final byte[] EMPTY = new byte[0];
  private static final Set<NativeType> ACCEPTING =
      EnumSet.of(
          NativeType.BIGINT,
          NativeType.BOOLEAN,
          NativeType.DECIMAL,
          NativeType.DOUBLE,
          NativeType.FLOAT,
          NativeType.INET,
          NativeType.INT,
          NativeType.TIMESTAMP,
          NativeType.TIMEUUID,
          NativeType.UUID,
          NativeType.VARINT);

  @Test
  void readsAsNullAndSortsFirstInTheTypesThatAcceptIt() {
    for (NativeType type : NativeType.values()) {
      boolean accepts = ACCEPTING.contains(type);
      assertEquals(accepts, type.isEmptyValue(EMPTY), type.cqlName());
      if (accepts) {
        assertNull(type.deserialize(EMPTY));
        assertArrayEquals(EMPTY, type.comparableBytes(EMPTY));
        assertArrayEquals(EMPTY, type.fromComparableBytes(EMPTY));
        assertEquals(0, type.compare(EMPTY, EMPTY));
      }
    }
    byte[] smallest = NativeType.INT.serialize(Integer.MIN_VALUE);
    assertTrue(NativeType.INT.compare(EMPTY, smallest) < 0);
    assertTrue(NativeType.INT.compare(smallest, EMPTY) > 0);
    assertTrue(
        Arrays.compareUnsigned(EMPTY, NativeType.INT.comparableBytes(smallest)) < 0,
        "an empty set element's cell path sorts first too");
  }

  @Test
  void fixedSizeTypesWithoutAnEmptyValueRefuseIt() {
    for (NativeType type :
        List.of(NativeType.TINYINT, NativeType.SMALLINT, NativeType.DATE, NativeType.TIME)) {
      assertThrows(InvalidValueException.class, () -> type.deserialize(EMPTY), type.cqlName());
    }
    assertEquals("", NativeType.TEXT.deserialize(EMPTY), "an empty text is a value");
  }

  @Test
  void hasNoByteComparableFormOfItsOwn() {
    assertThrows(
        InvalidValueException.class,
        () -> NativeType.INT.writeComparable(EMPTY, new ComparableWriter(4)));
  }

  @Test
  void frozenCollectionsMarkEmptyElementsAndKeepCqlOrder() {
    ListType list = new ListType(NativeType.INT, true);
    byte[] none = list.serialize(List.of());
    byte[] emptyThenOne = CollectionLayout.write(List.of(EMPTY, NativeType.INT.serialize(1)), 1);
    byte[] minimum = list.serialize(List.of(Integer.MIN_VALUE));
    List<byte[]> ordered = List.of(none, emptyThenOne, minimum);
    for (int i = 0; i + 1 < ordered.size(); i++) {
      assertTrue(list.compare(ordered.get(i), ordered.get(i + 1)) < 0);
      assertTrue(
          Arrays.compareUnsigned(
                  list.comparableBytes(ordered.get(i)), list.comparableBytes(ordered.get(i + 1)))
              < 0);
    }
    assertArrayEquals(emptyThenOne, list.fromComparableBytes(list.comparableBytes(emptyThenOne)));
    List<Object> elements = new ArrayList<>();
    elements.add(null);
    elements.add(1);
    assertEquals(elements, list.deserialize(emptyThenOne), "drivers read the element as null");
  }

  @Test
  void tupleFieldsOrderNullThenValuesThenEmptyInBothForms() {
    TupleType tuple = new TupleType(List.of(NativeType.INT));
    byte[] nullField = FieldsLayout.write(java.util.Collections.singletonList(null));
    byte[] maximum = tuple.serialize(TupleValue.of(Integer.MAX_VALUE));
    byte[] emptyField = FieldsLayout.write(List.of(EMPTY));
    List<byte[]> ordered = List.of(nullField, maximum, emptyField);
    for (int i = 0; i + 1 < ordered.size(); i++) {
      assertTrue(tuple.compare(ordered.get(i), ordered.get(i + 1)) < 0);
      assertTrue(
          Arrays.compareUnsigned(
                  tuple.comparableBytes(ordered.get(i)), tuple.comparableBytes(ordered.get(i + 1)))
              < 0);
    }
    assertArrayEquals(emptyField, tuple.fromComparableBytes(tuple.comparableBytes(emptyField)));
    assertFalse(tuple.isEmptyValue(EMPTY), "only native types have an empty value");
  }
}
