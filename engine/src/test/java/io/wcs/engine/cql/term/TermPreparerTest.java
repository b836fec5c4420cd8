package io.wcs.engine.cql.term;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.error.ErrorCode;
import io.wcs.engine.error.FunctionFailureException;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.NativeType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.UserType;
import io.wcs.parser.CqlParser;
import io.wcs.parser.CqlSyntaxException;
import io.wcs.parser.ast.Insert;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class TermPreparerTest {
  private static final UserType ADDRESS =
      new UserType(
          "ks",
          "address",
          List.of("street", "zip"),
          List.of(NativeType.TEXT, NativeType.INT),
          false);

  private static final NativeType DEC = NativeType.DECIMAL;
  private static final NativeType DATE = NativeType.DATE;
  private final BindVariables variables = new BindVariables();
  private final TermPreparer preparer =
      new TermPreparer(null, Map.of("address", ADDRESS), variables);

  /** The term written as the one value of an INSERT, prepared for a column "c" of the type. */
  private Term prepare(String term, CqlType type) {
    Insert insert;
    try {
      insert = (Insert) CqlParser.parse("INSERT INTO t (c) VALUES (" + term + ")");
    } catch (CqlSyntaxException e) {
      throw new AssertionError(e);
    }
    return preparer.prepare(insert.values().get(0), new ColumnSpec("ks", "t", "c", type));
  }

  private Object value(String term, CqlType type) {
    Term t = prepare(term, type);
    assertTrue(t.isConstant(), term + " should fold into a constant");
    byte[] bytes = t.bind(QueryOptions.DEFAULT);
    return bytes == null ? null : type.deserialize(bytes);
  }

  private String error(String term, CqlType type) {
    return assertThrows(InvalidRequestException.class, () -> prepare(term, type)).getMessage();
  }

  @Test
  void constantsOfEveryNativeType() {
    assertEquals(42, value("42", NativeType.INT));
    assertEquals(-7L, value("-7", NativeType.BIGINT));
    assertEquals((short) 3, value("3", NativeType.SMALLINT));
    assertEquals(1.5, value("1.5", NativeType.DOUBLE));
    assertEquals(2.0f, value("2", NativeType.FLOAT));
    assertEquals(new BigDecimal("1.25"), value("1.25", NativeType.DECIMAL));
    assertEquals("héllo", value("'héllo'", NativeType.TEXT));
    assertEquals(true, value("true", NativeType.BOOLEAN));
    assertEquals(
        Instant.parse("2011-02-03T04:05:00Z"),
        value("'2011-02-03 04:05+0000'", NativeType.TIMESTAMP));
    assertEquals(Instant.ofEpochMilli(1000), value("1000", NativeType.TIMESTAMP));
    assertEquals(LocalDate.of(2020, 1, 31), value("'2020-01-31'", NativeType.DATE));
    UUID id = UUID.randomUUID();
    assertEquals(id, value(id.toString(), NativeType.UUID));
    assertNull(value("null", NativeType.INT));
  }

  @Test
  void constantsOfTheWrongKindAreRefusedWithCassandrasMessage() {
    assertEquals(
        "Invalid STRING constant (abc) for \"c\" of type int", error("'abc'", NativeType.INT));
    assertEquals(
        "Invalid INTEGER constant (1) for \"c\" of type text", error("1", NativeType.TEXT));
    assertEquals("Unable to make int from '12345678901'", error("12345678901", NativeType.INT));
    assertEquals("Unable to parse a date/time from 'soon'", error("'soon'", NativeType.TIMESTAMP));
  }

  @Test
  void inetTakesAddressLiteralsOnlyNeverAHostName() {
    // 'cafe' is all hex digits: read as a name it would be looked up in DNS
    assertEquals("Unable to make inet address from 'cafe'", error("'cafe'", NativeType.INET));
    assertEquals(
        "Unable to make inet address from 'localhost'", error("'localhost'", NativeType.INET));
    assertEquals("/0:0:0:0:0:0:0:1", String.valueOf(value("'[::1]'", NativeType.INET)));
  }

  @Test
  void decimalsDivideToThirtyTwoDigitsOrTheOperandsScale() {
    assertEquals(new BigDecimal("0.33333333333333333333333333333333"), value("1 / 3", DEC));
    assertEquals(new BigDecimal("2.5"), value("10.0 / 4", DEC));
    assertEquals(
        new BigDecimal("0.0000000000000000000000000000000000000005"),
        value("0.0000000000000000000000000000000000000010 / 2", DEC));
  }

  @Test
  void failedOperationsAreFunctionFailuresNamingTheirTypes() {
    FunctionFailureException e =
        assertThrows(FunctionFailureException.class, () -> prepare("7 / 0", NativeType.BIGINT));
    assertEquals(ErrorCode.FUNCTION_FAILURE, e.code());
    assertEquals("the operation 'bigint / bigint' failed: / by zero", e.getMessage());
    assertEquals("_divide", e.function());
    assertEquals(List.of("bigint", "bigint"), e.argTypes());
    assertThrows(FunctionFailureException.class, () -> prepare("'2024-01-01' + 1h", DATE));
  }

  @Test
  void collectionTupleAndUserTypeLiterals() {
    assertEquals(List.of(1, 2, 1), value("[1, 2, 1]", new ListType(NativeType.INT, false)));
    assertEquals(Set.of(1, 2), value("{2, 1, 2}", new SetType(NativeType.INT, false)));
    assertEquals(
        Map.of("a", 1), value("{'a': 1}", new MapType(NativeType.TEXT, NativeType.INT, false)));
    assertEquals(Set.of(), value("{}", new SetType(NativeType.INT, true)));
    assertEquals(
        TupleValue.of(1, "x"),
        value("(1, 'x')", new TupleType(List.of(NativeType.INT, NativeType.TEXT))));
    UdtValue address = (UdtValue) value("{street: 'Main', zip: 1}", ADDRESS);
    assertEquals("Main", address.get("street"));
    assertEquals(
        "Invalid set literal for c of type list<int>",
        error("{1}", new ListType(NativeType.INT, false)));
    assertEquals(
        "Unknown field 'city' in value of user defined type address",
        error("{city: 'x'}", ADDRESS));
    assertEquals(
        "null is not supported inside collections",
        assertThrows(
                InvalidRequestException.class,
                () -> value("[1, null]", new ListType(NativeType.INT, false)))
            .getMessage());
  }

  @Test
  void bindMarkersAreTypedByTheirReceiverAndValidated() {
    Term t = prepare("?", NativeType.INT);
    assertEquals(List.of(new ColumnSpec("ks", "t", "c", NativeType.INT)), variables.specs());
    byte[] five = NativeType.INT.serialize(5);
    assertArrayEquals(five, t.bind(QueryOptions.of(List.of(five))));
    InvalidRequestException bad =
        assertThrows(
            InvalidRequestException.class,
            () -> t.bind(QueryOptions.of(List.of(new byte[] {1, 2}))));
    assertEquals(
        "Expected 4 or 0 byte int (2)\nHint: Invalid value for \"c\" of type int: a serialized int"
            + " value must be 4 bytes long, got 2",
        bad.getMessage());
    assertEquals(
        "Invalid amount of bind variables\nHint: give one value for each bind marker; bind"
            + " markers: 1, values given: 0",
        assertThrows(
                InvalidRequestException.class,
                () -> variables.positional(QueryOptions.of(List.of())))
            .getMessage());
  }

  @Test
  void typeHintsFromJsonAndTupleArity() {
    assertEquals(5, value("(int) 5", NativeType.INT));
    assertEquals(
        "Cannot assign value (bigint)5 to c of type int", error("(bigint) 5", NativeType.INT));
    assertEquals(List.of(1, 2), value("fromJson('[1, 2]')", new ListType(NativeType.INT, false)));
    assertEquals(
        "Invalid tuple literal for c: too many elements. Type frozen<tuple<int>> expects 1 but"
            + " got 2",
        error("(1, 2)", new TupleType(List.of(NativeType.INT))));
  }

  @Test
  void arithmeticOnNumbers() {
    assertEquals(7, value("1 + 2 * 3", NativeType.INT));
    assertEquals(2.5, value("10 / 4", NativeType.DOUBLE));
    assertEquals(Integer.MIN_VALUE, value("2147483647 + 1", NativeType.INT));
    assertEquals(
        Instant.parse("2020-03-01T01:00:00Z"),
        value("'2020-02-01 00:00+0000' + 1mo1h", NativeType.TIMESTAMP));
    assertEquals(LocalDate.of(2019, 12, 31), value("'2020-01-01' - 1d", NativeType.DATE));
    assertEquals("ab", value("'a' + 'b'", NativeType.TEXT));
    assertEquals(
        "Arithmetic operations are only supported on numeric values: 'a' * 'b' cannot be"
            + " assigned to c of type text",
        error("'a' * 'b'", NativeType.TEXT));
  }

  @Test
  void aBindMarkerInArithmeticIsTypedOnlyBesideADuration() {
    // several operations take a number or a text beside a marker: Cassandra asks for a type hint
    assertEquals(
        "Ambiguous '+' operation with args ? and 1: use type hint to disambiguate, example"
            + " '(int) ?'",
        error("? + 1", NativeType.INT));
    assertTrue(error("'a' + ?", NativeType.TEXT).startsWith("Ambiguous '+' operation"));
    assertTrue(error("? + (int) 1", NativeType.INT).contains("args ? and (int)1:"));
    assertTrue(error("? + ?", NativeType.DATE).startsWith("Ambiguous '+' operation"));
    assertEquals(7, value("(int) 5 + 2", NativeType.INT));
    assertTrue(!prepare("? + 1d", NativeType.DATE).isConstant());
  }

  @Test
  void functionsAndCasts() {
    assertEquals(
        Instant.ofEpochMilli(0),
        value("toTimestamp(minTimeuuid('1970-01-01 00:00+0000'))", NativeType.TIMESTAMP));
    assertEquals(7, value("blobAsInt(0x00000007)", NativeType.INT));
    assertEquals(1, value("CAST(1.9 AS int)", NativeType.INT));
    assertEquals("3", value("CAST(3 AS text)", NativeType.TEXT));
    // a decimal's integral part wraps to its low 64 bits, as Cassandra's cast through a long does
    assertEquals(
        BigInteger.valueOf(-1),
        value("CAST((decimal) 18446744073709551615.5 AS varint)", NativeType.VARINT));
    Term now = prepare("now()", NativeType.TIMEUUID);
    assertTrue(!now.isConstant());
    assertEquals(
        1, ((UUID) NativeType.TIMEUUID.deserialize(now.bind(QueryOptions.DEFAULT))).version());
    assertEquals(
        "Type error: cannot assign result of function system.now (type timeuuid) to c (type int)",
        error("now()", NativeType.INT));
    assertEquals("Unknown function nosuch called", error("nosuch(1)", NativeType.INT));
    assertTrue(error("toDate(?)", NativeType.DATE).startsWith("Ambiguous call to function todate"));
  }
}
