package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ValueCompatibilityTest {

  @Test
  void typesReadTheBytesOfTheTypesCassandraSays() {
    assertTrue(ValueCompatibility.readableAs(NativeType.TIMESTAMP, NativeType.BIGINT));
    assertTrue(ValueCompatibility.readableAs(NativeType.BIGINT, NativeType.TIMESTAMP));
    assertTrue(ValueCompatibility.readableAs(NativeType.TIMESTAMP, NativeType.VARINT));
    assertTrue(ValueCompatibility.readableAs(NativeType.INT, NativeType.DATE));
    assertTrue(ValueCompatibility.readableAs(NativeType.ASCII, NativeType.TEXT));
    assertTrue(ValueCompatibility.readableAs(NativeType.DURATION, NativeType.BLOB));
    // the other way round the bytes are not always valid
    assertFalse(ValueCompatibility.readableAs(NativeType.DATE, NativeType.INT));
    assertFalse(ValueCompatibility.readableAs(NativeType.TEXT, NativeType.ASCII));
    assertFalse(ValueCompatibility.readableAs(NativeType.INT, NativeType.BIGINT));
  }

  @Test
  void collectionsAndTuplesCompareElementByElement() {
    assertTrue(
        ValueCompatibility.readableAs(
            new ListType(NativeType.INT, true), new ListType(NativeType.VARINT, true)));
    assertFalse(
        ValueCompatibility.readableAs(
            new SetType(NativeType.BIGINT, true), new SetType(NativeType.INT, true)));
    assertTrue(
        ValueCompatibility.readableAs(
            new TupleType(List.of(NativeType.ASCII)), new TupleType(List.of(NativeType.TEXT))));
  }
}
