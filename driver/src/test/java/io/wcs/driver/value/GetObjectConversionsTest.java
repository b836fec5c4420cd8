package io.wcs.driver.value;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import io.wcs.engine.types.CqlDuration;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Struct;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code getObject(column, Class)} for every CQL type and every class it converts to, and the
 * refusal (SQLState 22018, naming the column's type and the class) of conversions that make no
 * sense or lose information.
 */
class GetObjectConversionsTest {

  private static final Instant WHEN = Instant.parse("2026-11-22T13:14:15.678Z");
  private static final UUID UUID_VALUE = UUID.fromString("01234567-89ab-cdef-0123-456789abcdef");
  private static final UUID TIMEUUID = UUID.fromString("50554d6e-29bb-11e5-b345-feff819cdc9f");

  private static Connection connection;

  @BeforeAll
  static void oneRowOfEveryType() throws SQLException {
    connection = DriverManager.getConnection("jdbc:wcs:mem:get-object-conversions");
    Statement st = connection.createStatement();
    st.execute(
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
            + " 'replication_factor': 1}");
    st.execute("USE ks");
    st.execute("CREATE TYPE point (x int, y int)");
    st.execute(
        "CREATE TABLE t (k int PRIMARY KEY, a ascii, bi bigint, bl blob, bo boolean, d date,"
            + " de decimal, do double, du duration, dh duration, f float, i inet, n int,"
            + " sm smallint, tx text, ti time, ts timestamp, tu timeuuid, ty tinyint, u uuid,"
            + " v varint, l list<int>, s set<text>, m map<int, text>, tp tuple<int, text>,"
            + " p frozen<point>, nt text)");
    st.execute(
        "INSERT INTO t (k, a, bi, bl, bo, d, de, do, du, dh, f, i, n, sm, tx, ti, ts, tu, ty,"
            + " u, v, l, s, m, tp, p, nt) VALUES (0, 'abc', 5000000000, 0x0102, true,"
            + " '2026-11-22', 12.5, 2.5, 1mo2d, 4h, 1.5, '10.0.0.1', 100, 300, 'text',"
            + " '13:14:15.123456789', '2026-11-22 13:14:15.678+0000',"
            + " 50554d6e-29bb-11e5-b345-feff819cdc9f, 7, 01234567-89ab-cdef-0123-456789abcdef,"
            + " 123456789012345678901, [2, 1], {'b', 'a'}, {1: 'one'}, (1, 'x'), {x: 1, y: 2},"
            + " '42')");
  }

  @AfterAll
  static void close() throws SQLException {
    connection.close();
  }

  private static Object read(String column, Class<?> target) throws SQLException {
    try (ResultSet rs =
        connection.createStatement().executeQuery("SELECT " + column + " FROM t WHERE k = 0")) {
      rs.next();
      return rs.getObject(1, target);
    }
  }

  static Stream<Arguments> conversions() throws UnknownHostException {
    LocalDate day = LocalDate.of(2026, 11, 22);
    return Stream.of(
        arguments("a", String.class, "abc"),
        arguments("bi", Long.class, 5_000_000_000L),
        arguments("bi", BigInteger.class, BigInteger.valueOf(5_000_000_000L)),
        arguments("bi", BigDecimal.class, BigDecimal.valueOf(5_000_000_000L)),
        arguments("bi", Double.class, 5e9),
        arguments("bi", String.class, "5000000000"),
        arguments("bl", ByteBuffer.class, ByteBuffer.wrap(new byte[] {1, 2})),
        arguments("bl", String.class, "0x0102"),
        arguments("bo", Boolean.class, true),
        arguments("bo", Integer.class, 1),
        arguments("bo", String.class, "true"),
        arguments("d", LocalDate.class, day),
        arguments("d", LocalDateTime.class, day.atStartOfDay()),
        arguments("d", java.sql.Date.class, java.sql.Date.valueOf(day)),
        arguments("d", Timestamp.class, Timestamp.valueOf(day.atStartOfDay())),
        arguments("d", String.class, "2026-11-22"),
        arguments("de", BigDecimal.class, new BigDecimal("12.5")),
        arguments("de", Double.class, 12.5),
        arguments("de", Integer.class, 12),
        arguments("do", Double.class, 2.5),
        arguments("do", Float.class, 2.5f),
        arguments("do", BigDecimal.class, new BigDecimal("2.5")),
        arguments("du", CqlDuration.class, new CqlDuration(1, 2, 0)),
        arguments("du", Period.class, Period.of(0, 1, 2)),
        arguments("du", String.class, "1mo2d"),
        arguments("dh", Duration.class, Duration.ofHours(4)),
        arguments("f", Float.class, 1.5f),
        arguments("f", Double.class, 1.5),
        arguments("i", InetAddress.class, InetAddress.getByName("10.0.0.1")),
        arguments("i", String.class, "10.0.0.1"),
        arguments("n", Integer.class, 100),
        arguments("n", Long.class, 100L),
        arguments("n", Short.class, (short) 100),
        arguments("n", Byte.class, (byte) 100),
        arguments("n", BigInteger.class, BigInteger.valueOf(100)),
        arguments("n", Boolean.class, true),
        arguments("n", Object.class, 100),
        arguments("n", Number.class, 100),
        arguments("sm", Short.class, (short) 300),
        arguments("tx", String.class, "text"),
        arguments("nt", Integer.class, 42),
        arguments("ti", LocalTime.class, LocalTime.of(13, 14, 15, 123_456_789)),
        arguments("ti", String.class, "13:14:15.123456789"),
        arguments("ts", Instant.class, WHEN),
        arguments("ts", OffsetDateTime.class, WHEN.atOffset(ZoneOffset.UTC)),
        arguments("ts", ZonedDateTime.class, WHEN.atZone(ZoneOffset.UTC)),
        arguments("ts", LocalDateTime.class, LocalDateTime.ofInstant(WHEN, ZoneOffset.UTC)),
        arguments("ts", LocalDate.class, day),
        arguments("ts", LocalTime.class, LocalTime.of(13, 14, 15, 678_000_000)),
        arguments("ts", Timestamp.class, Timestamp.from(WHEN)),
        arguments("ts", java.util.Date.class, Timestamp.from(WHEN)),
        arguments("ts", String.class, "2026-11-22 13:14:15.678+0000"),
        arguments("tu", UUID.class, TIMEUUID),
        arguments("ty", Byte.class, (byte) 7),
        arguments("u", UUID.class, UUID_VALUE),
        arguments("u", String.class, UUID_VALUE.toString()),
        arguments("v", BigInteger.class, new BigInteger("123456789012345678901")),
        arguments("v", BigDecimal.class, new BigDecimal("123456789012345678901")),
        arguments("l", List.class, List.of(2, 1)),
        arguments("l", Collection.class, List.of(2, 1)),
        arguments("l", Set.class, Set.of(1, 2)),
        arguments("l", String.class, "[2, 1]"),
        arguments("s", Set.class, Set.of("a", "b")),
        arguments("s", List.class, List.of("a", "b")),
        arguments("m", Map.class, Map.of(1, "one")),
        arguments("m", String.class, "{1: 'one'}"),
        arguments("tp", List.class, List.of(1, "x")),
        arguments("tp", String.class, "(1, 'x')"),
        arguments("p", Map.class, Map.of("x", 1, "y", 2)),
        arguments("p", String.class, "{x: 1, y: 2}"));
  }

  @ParameterizedTest(name = "{0} as {1}")
  @MethodSource("conversions")
  void convertsTo(String column, Class<?> target, Object expected) throws SQLException {
    Object value = read(column, target);
    assertInstanceOf(target, value);
    if (expected instanceof Timestamp || expected instanceof java.sql.Date) {
      assertEquals(((java.util.Date) expected).getTime(), ((java.util.Date) value).getTime());
    } else {
      assertEquals(expected, value);
    }
  }

  @ParameterizedTest(name = "{0} as {1}")
  @MethodSource("refusals")
  void refuses(String column, Class<?> target, String type) {
    SQLException e = assertThrows(SQLException.class, () -> read(column, target));
    assertEquals("22018", e.getSQLState(), e.getMessage());
    assertTrue(
        e.getMessage().contains(type) && e.getMessage().contains(target.getSimpleName()),
        e.getMessage());
  }

  static Stream<Arguments> refusals() {
    return Stream.of(
        arguments("ts", UUID.class, "timestamp"),
        arguments("u", Instant.class, "uuid"),
        arguments("bl", Integer.class, "blob"),
        arguments("i", byte[].class, "inet"),
        arguments("l", Map.class, "list<int>"),
        arguments("m", List.class, "map<int, text>"),
        arguments("tx", LocalDate.class, "text"),
        arguments("n", LocalDate.class, "int"),
        arguments("bo", Instant.class, "boolean"),
        arguments("du", Duration.class, "duration"),
        arguments("dh", Period.class, "duration"),
        arguments("tp", Map.class, "frozen<tuple<int, text>>"),
        arguments("p", List.class, "frozen<point>"),
        arguments("d", LocalTime.class, "date"),
        arguments("ti", LocalDate.class, "time"),
        arguments("de", BigInteger.class, "decimal"),
        arguments("bi", Integer.class, "bigint"),
        arguments("v", Long.class, "varint"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("structColumns")
  void structsArraysAndBytes(String column) throws SQLException {
    switch (column) {
      case "tp", "p" -> assertInstanceOf(Struct.class, read(column, Struct.class));
      case "l", "s" -> assertInstanceOf(Array.class, read(column, Array.class));
      default -> assertArrayEquals(new byte[] {1, 2}, (byte[]) read(column, byte[].class));
    }
  }

  static Stream<String> structColumns() {
    return Stream.of("tp", "p", "l", "s", "bl");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("durationMessages")
  void durationRefusalsSayWhatToUseInstead(String column, Class<?> target, String hint) {
    SQLException e = assertThrows(SQLException.class, () -> read(column, target));
    assertTrue(e.getMessage().contains(hint), e.getMessage());
  }

  static Stream<Arguments> durationMessages() {
    return Stream.of(
        arguments("du", Duration.class, "has months or days, whose length varies"),
        arguments("dh", Period.class, "has hours or less"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("timeColumns")
  void sqlTimeKeepsMilliseconds(String column) throws SQLException {
    Time time = (Time) read(column, Time.class);
    assertEquals(
        LocalTime.of(13, 14, 15, column.equals("ti") ? 123_000_000 : 678_000_000),
        LocalTime.ofInstant(
            Instant.ofEpochMilli(time.getTime()), java.time.ZoneId.systemDefault()));
  }

  static Stream<String> timeColumns() {
    return Stream.of("ti", "ts");
  }
}
