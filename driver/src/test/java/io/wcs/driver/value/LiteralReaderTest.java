package io.wcs.driver.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.CqlTypeParser;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.UserType;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Reading collection, tuple and UDT literals as text a user typed: spacing, case, mistakes. */
class LiteralReaderTest {

  private static final UserType ADDRESS =
      new UserType(
          "ks",
          "address",
          List.of("street", "Zip"),
          List.of(NativeType.TEXT, NativeType.INT),
          true);

  private static Object read(String type, String literal) {
    CqlType cqlType = CqlTypeParser.parse(type, name -> name.equals("address") ? ADDRESS : null);
    return LiteralReader.read(cqlType, literal);
  }

  @Test
  void readsWhatUsersTypeAsWellAsWhatGetStringPrints() {
    assertEquals(List.of(1, 2), read("list<int>", "  [ 1 ,2 ]  "));
    assertEquals(Set.of("a", "it's"), read("set<text>", "{'a','it''s'}"));
    Map<String, Instant> map = new LinkedHashMap<>();
    map.put("t", Instant.parse("2026-01-01T00:00:00Z"));
    assertEquals(map, read("map<text, timestamp>", "{'t': '2026-01-01 00:00:00.000+0000'}"));
    assertEquals(TupleValue.of(1, null), read("tuple<int, text>", "(1, NULL)"));
    assertEquals(List.of(), read("list<int>", "[]"));
    assertEquals(null, read("list<int>", "null"));
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("street", "Main");
    fields.put("Zip", 5);
    assertEquals(new UdtValue(fields), read("frozen<address>", "{STREET: 'Main', \"Zip\": 5}"));
    assertEquals(
        List.of(Arrays.asList(new UdtValue(Map.of("street", "x")))),
        read("list<frozen<list<frozen<address>>>>", "[[{street: 'x'}]]"));
  }

  @Test
  void mistakesSayWhatWasExpectedAndWhere() {
    assertEquals(
        "cannot read '{'a': }' as a map<text, int> literal: expected a int value at offset 6",
        message("map<text, int>", "{'a': }"));
    assertEquals(
        "cannot read '[1, 2' as a list<int> literal: expected ']' at offset 5",
        message("list<int>", "[1, 2"));
    assertEquals(
        "cannot read '{zip: 1}' as a frozen<address> literal: type address has no field zip at"
            + " offset 4",
        message("frozen<address>", "{zip: 1}"));
    assertEquals(
        "cannot read '(1, 2, 3)' as a frozen<tuple<int, int>> literal: more values than the 2 fields of"
            + " frozen<tuple<int, int>> at offset 7",
        message("tuple<int, int>", "(1, 2, 3)"));
    assertEquals(
        "cannot read '['a'] x' as a list<text> literal: unexpected text after the value at offset"
            + " 6",
        message("list<text>", "['a'] x"));
    assertEquals(
        "cannot read '[x]' as a list<int> literal: 'x' is not a int at offset 2",
        message("list<int>", "[x]"));
    assertEquals(
        "cannot read '{y}' as a set<boolean> literal: 'y' is not a boolean: expected true or false"
            + " at offset 2",
        message("set<boolean>", "{y}"));
    assertEquals(
        "cannot read '[1-2]' as a list<uuid> literal: '1-2' is not a uuid: Invalid UUID string: 1-2"
            + " at offset 4",
        message("list<uuid>", "[1-2]"));
  }

  private static String message(String type, String literal) {
    return assertThrows(InvalidValueException.class, () -> read(type, literal)).getMessage();
  }
}
