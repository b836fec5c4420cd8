package io.wcs.engine.types;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class CodecTest {

  @TestFactory
  Stream<DynamicTest> randomValuesRoundTrip() {
    List<CqlType> types = new ArrayList<>(TestTypes.comparable());
    types.add(NativeType.COUNTER);
    types.add(NativeType.DURATION);
    types.add(new ListType(NativeType.DURATION, false));
    types.add(new MapType(NativeType.TEXT, new SetType(NativeType.INT, true), false));
    return types.stream()
        .map(
            type ->
                DynamicTest.dynamicTest(
                    type.cqlName(),
                    () -> {
                      RandomValues random = new RandomValues(type.cqlName().hashCode());
                      for (int i = 0; i < 300; i++) {
                        Object value = random.of(type);
                        byte[] bytes = type.serialize(value);
                        Object back = type.deserialize(bytes);
                        if (type instanceof NativeType) {
                          assertEquals(value, back);
                        }
                        assertArrayEquals(
                            type.serialize(back),
                            type.serialize(type.deserialize(type.serialize(back))));
                        assertEquals(0, type.compare(bytes, type.serialize(back)));
                      }
                    }));
  }

  @Test
  void nativeProtocolLayouts() {
    assertHex("0000002a", NativeType.INT.serialize(42));
    assertHex("ffffffffffffffff", NativeType.BIGINT.serialize(-1L));
    assertHex("ff7f", NativeType.VARINT.serialize(BigInteger.valueOf(-129)));
    assertHex("00000002" + "04d2", NativeType.DECIMAL.serialize(new BigDecimal("12.34")));
    assertHex("80000000", NativeType.DATE.serialize(LocalDate.of(1970, 1, 1)));
    assertHex("7fffffff", NativeType.DATE.serialize(LocalDate.of(1969, 12, 31)));
    assertHex("0000000000000001", NativeType.TIME.serialize(LocalTime.ofNanoOfDay(1)));
    assertHex("00000000000003e8", NativeType.TIMESTAMP.serialize(Instant.ofEpochSecond(1)));
    assertHex("c3a9", NativeType.TEXT.serialize("é"));
    assertHex("01", NativeType.BOOLEAN.serialize(true));
    // duration 1mo2d3ns: zig-zag vints 2, 4, 6
    assertHex("020406", NativeType.DURATION.serialize(new CqlDuration(1, 2, 3)));
    // list<int> [1, 2]: count 2, then [len 4][1], [len 4][2]
    assertHex(
        "00000002" + "00000004" + "00000001" + "00000004" + "00000002",
        new ListType(NativeType.INT, false).serialize(List.of(1, 2)));
    // tuple<int, text> (7, null)
    assertHex(
        "00000004" + "00000007" + "ffffffff",
        new TupleType(List.of(NativeType.INT, NativeType.TEXT)).serialize(TupleValue.of(7, null)));
    // vector<float, 2> [1.0, 2.0]
    assertHex(
        "3f800000" + "40000000", new VectorType(NativeType.FLOAT, 2).serialize(List.of(1f, 2f)));
    // vector<text, 2> ['a', 'bc']: unsigned vint lengths
    assertHex("0161" + "026263", new VectorType(NativeType.TEXT, 2).serialize(List.of("a", "bc")));
  }

  @Test
  void setsAndMapsComeBackSortedByTheirTypeOrder() {
    SetType set = new SetType(NativeType.INT, false);
    Set<?> back = (Set<?>) set.deserialize(set.serialize(Set.of(3, -1, 2)));
    assertEquals(List.of(-1, 2, 3), new ArrayList<>(back));
    MapType map = new MapType(NativeType.TEXT, NativeType.INT, true);
    Map<String, Integer> in = new LinkedHashMap<>();
    in.put("b", 1);
    in.put("a", 2);
    assertEquals(
        List.of("a", "b"),
        new ArrayList<>(((Map<?, ?>) map.deserialize(map.serialize(in))).keySet()));
    TreeSet<Object> sorted = new TreeSet<>(NativeType.INT.javaComparator());
    sorted.addAll(List.of(5, -5, 0));
    assertEquals(List.of(-5, 0, 5), new ArrayList<>(sorted));
  }

  @Test
  void udtValuesMayLackTrailingFieldsAndRejectUnknownOnes() {
    UserType udt = TestTypes.ADDRESS;
    byte[] onlyStreet = NativeType.TEXT.serialize("x");
    byte[] shortValue = new byte[4 + onlyStreet.length];
    shortValue[3] = (byte) onlyStreet.length;
    System.arraycopy(onlyStreet, 0, shortValue, 4, onlyStreet.length);
    UdtValue value = (UdtValue) udt.deserialize(shortValue);
    assertEquals("x", value.get("street"));
    assertEquals(null, value.get("zip"));
    InvalidValueException e =
        assertThrows(
            InvalidValueException.class, () -> udt.serialize(new UdtValue(Map.of("nope", 1))));
    assertTrue(e.getMessage().contains("unknown field nope"), e.getMessage());
  }

  @Test
  void udtFieldPathsSortInDeclarationOrder() {
    assertTrue(
        java.util.Arrays.compareUnsigned(UserType.fieldPath(1), UserType.fieldPath(256)) < 0);
    assertEquals(300, UserType.fieldIndexOfPath(UserType.fieldPath(300)));
  }

  @Test
  void invalidValuesAreRejectedWithClearMessages() {
    assertMessage("expected java.lang.Integer", () -> NativeType.INT.serialize("1"));
    assertMessage("non-ASCII character 'é' at index 1", () -> NativeType.ASCII.serialize("aé"));
    assertMessage("must be 4 bytes long, got 3", () -> NativeType.INT.deserialize(new byte[3]));
    assertMessage("invalid UTF-8", () -> NativeType.TEXT.deserialize(new byte[] {(byte) 0xC3}));
    assertMessage(
        "version 1",
        () ->
            NativeType.TIMEUUID.serialize(
                java.util.UUID.fromString("00000000-0000-4000-8000-000000000000")));
    assertMessage(
        "null elements",
        () -> new ListType(NativeType.INT, false).serialize(java.util.Arrays.asList(1, null)));
    assertMessage(
        "exactly 3 elements", () -> new VectorType(NativeType.FLOAT, 3).serialize(List.of(1f)));
    assertMessage(
        "truncated",
        () -> new ListType(NativeType.INT, false).deserialize(new byte[] {0, 0, 0, 1, 0}));
    assertMessage("out of range", () -> NativeType.DATE.serialize(LocalDate.MAX));
    assertMessage(
        "[0, 86399999999999]", () -> NativeType.TIME.deserialize(NativeType.BIGINT.serialize(-1L)));
  }

  @Test
  void aListWithNullElementsReadsButIsNotAValidValue() {
    ListType list = new ListType(NativeType.INT, true);
    byte[] withNull = list.fromElements(java.util.Arrays.asList(NativeType.INT.serialize(1), null));
    assertEquals(java.util.Arrays.asList(1, null), list.deserialize(withNull));
    assertMessage("null element", () -> list.validate(withNull));
    // a null hidden in a nested list is refused too, as a bound value must be
    SetType nested = new SetType(list, true);
    byte[] set = nested.fromElements(List.of(withNull));
    assertMessage("null element", () -> nested.validate(set));
    TupleType tuple = new TupleType(List.of(list));
    assertMessage("null element", () -> tuple.validate(tuple.fromFields(List.of(withNull))));
    MapType map = new MapType(NativeType.INT, list, true);
    assertMessage(
        "null element",
        () -> map.validate(map.fromFlatEntries(List.of(NativeType.INT.serialize(1), withNull))));
  }

  @Test
  void hugeElementCountsInShortInputsAreRejected() {
    byte[] bytes = {0x40, 0, 0, 0};
    assertMessage(
        "truncated", () -> new MapType(NativeType.INT, NativeType.INT, true).deserialize(bytes));
    assertMessage("truncated", () -> new ListType(NativeType.INT, true).deserialize(bytes));
  }

  @Test
  void blobAcceptsByteArraysAndReturnsReadOnlyBuffers() {
    byte[] bytes = NativeType.BLOB.serialize(new byte[] {1, 2});
    ByteBuffer back = (ByteBuffer) NativeType.BLOB.deserialize(bytes);
    assertTrue(back.isReadOnly());
    assertEquals(ByteBuffer.wrap(new byte[] {1, 2}), back);
  }

  @Test
  void durationLiteralsParseAndPrintLikeCassandra() {
    assertEquals(new CqlDuration(14, 21, 0), CqlDuration.parse("1y2mo3w"));
    assertEquals("1y2mo21d", CqlDuration.parse("1y2mo3w").toString());
    assertEquals(
        new CqlDuration(0, 4, 5 * 3_600_000_000_000L + 6 * 60_000_000_000L + 7_008_009_010L),
        CqlDuration.parse("4d5h6m7s8ms9us10ns"));
    assertEquals("4d5h6m7s8ms9us10ns", CqlDuration.parse("4d5h6m7s8ms9µs10ns").toString());
    assertEquals(
        new CqlDuration(-14, -3, -4 * 3_600_000_000_000L), CqlDuration.parse("-P1Y2M3DT4H"));
    assertEquals("-1y2mo3d4h", CqlDuration.parse("-P1Y2M3DT4H").toString());
    assertEquals(new CqlDuration(0, 14, 0), CqlDuration.parse("P2W"));
    assertEquals(
        new CqlDuration(14, 3, 4 * 3_600_000_000_000L + 5 * 60_000_000_000L + 6_000_000_000L),
        CqlDuration.parse("P0001-02-03T04:05:06"));
    assertEquals(CqlDuration.parse("90m"), CqlDuration.parse("1H30M"));
    assertEquals("1h30m", CqlDuration.parse("90m").toString());
    assertEquals("0s", new CqlDuration(0, 0, 0).toString());
    assertMessage("The days should be after years", () -> CqlDuration.parse("1d1y"));
    assertMessage("The hours are specified multiple times", () -> CqlDuration.parse("1h2h"));
    assertMessage("invalid duration 'abc'", () -> CqlDuration.parse("abc"));
    assertMessage("same sign", () -> new CqlDuration(1, -1, 0));
  }

  @Test
  void typeNamesParseAndPrintLikeSystemSchema() {
    for (String name :
        List.of(
            "int",
            "map<text, int>",
            "frozen<list<int>>",
            "list<frozen<map<text, frozen<set<uuid>>>>>",
            "frozen<tuple<int, text>>",
            "vector<float, 3>",
            "frozen<address>",
            "address",
            "map<text, frozen<address>>")) {
      assertEquals(name, CqlTypeParser.parse(name, this::resolve).cqlName());
    }
    assertEquals(NativeType.TEXT, CqlTypeParser.parse("VARCHAR"));
    assertEquals(
        "frozen<tuple<int, frozen<list<int>>>>",
        CqlTypeParser.parse("tuple<int, list<int>>").cqlName());
    assertEquals(
        "frozen<\"Addr\">", CqlTypeParser.parse("frozen<\"Addr\">", this::resolve).cqlName());
    assertMessage("unknown type nope", () -> CqlTypeParser.parse("list<nope>"));
    assertMessage("not allowed inside a list", () -> CqlTypeParser.parse("list<list<int>>"));
    assertMessage("expected '>'", () -> CqlTypeParser.parse("map<int, int"));
    assertMessage("unexpected", () -> CqlTypeParser.parse("int int"));
  }

  private UserType resolve(String name) {
    return name.equals("address") || name.equals("Addr")
        ? new UserType("ks", name, List.of("a"), List.of(NativeType.INT), false)
        : null;
  }

  private static void assertHex(String hex, byte[] bytes) {
    assertEquals(hex, HexFormat.of().formatHex(bytes));
  }

  private static void assertMessage(
      String fragment, org.junit.jupiter.api.function.Executable call) {
    InvalidValueException e = assertThrows(InvalidValueException.class, call);
    assertTrue(e.getMessage().contains(fragment), () -> "message was: " + e.getMessage());
  }
}
