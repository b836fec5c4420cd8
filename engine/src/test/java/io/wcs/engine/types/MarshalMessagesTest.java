package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Cassandra's words for bound bytes a type cannot read, as a Cassandra 5.0.2 node gives them. */
class MarshalMessagesTest {

  private static String message(CqlType type, byte[] value) {
    InvalidValueException e = assertThrows(InvalidValueException.class, () -> type.validate(value));
    return MarshalMessages.of(type, value, e);
  }

  @Test
  void fixedLengthTypesNameTheLengthFound() {
    assertEquals("Expected 4 or 0 byte int (2)", message(NativeType.INT, new byte[2]));
    assertEquals("Expected 8 or 0 byte long (3)", message(NativeType.BIGINT, new byte[3]));
    assertEquals("UUID should be 16 or 0 bytes (2)", message(NativeType.UUID, new byte[2]));
    assertEquals(
        "Expected 4 or 16 byte inetaddress; got 0001", message(NativeType.INET, new byte[] {0, 1}));
  }

  @Test
  void textAndTimeuuidSayWhatIsWrong() {
    assertEquals("String didn't validate.", message(NativeType.TEXT, new byte[] {(byte) 0xc3}));
    byte[] version4 = new byte[16];
    version4[6] = 0x40;
    assertEquals("Invalid version for TimeUUID type: 0x0", message(NativeType.TIMEUUID, version4));
  }

  @Test
  void collectionsAndTuplesReportTheirElements() {
    ListType ints = new ListType(NativeType.INT, true);
    assertEquals("Not enough bytes to read a list", message(ints, new byte[] {0, 1}));
    assertEquals(
        "Expected 4 or 0 byte int (1)",
        message(ints, CollectionLayout.write(List.of(new byte[] {1}), 1)));
    TupleType tuple = new TupleType(List.of(NativeType.INT, NativeType.TEXT));
    assertEquals(
        "Not enough bytes to read size of 0th component", message(tuple, new byte[] {0, 1}));
    byte[] threeFields =
        FieldsLayout.write(
            List.of(
                NativeType.INT.serialize(1),
                NativeType.TEXT.serialize("x"),
                NativeType.INT.serialize(2)));
    assertEquals("Invalid remaining data after end of tuple value", message(tuple, threeFields));
  }

  @Test
  void whereCassandraSaysNothingUsefulWcsKeepsItsOwnWords() {
    InvalidValueException e = new InvalidValueException("x");
    assertNull(MarshalMessages.of(NativeType.BLOB, new byte[0], e));
    assertNull(MarshalMessages.of(NativeType.TIME, new byte[8], e));
  }
}
