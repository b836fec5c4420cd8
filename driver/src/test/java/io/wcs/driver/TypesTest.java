package io.wcs.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.driver.session.EmbeddedDatabases;
import io.wcs.engine.types.CqlDuration;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Struct;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * Every setter and getter for every CQL type, on the real engine: a value is bound into a table
 * with a column of its type, written, and read back, so it goes through the setter's serialization,
 * the engine's storage and the getter's decoding.
 */
class TypesTest {

  private final CountingOpener engine = new CountingOpener();
  private Connection connection;
  private String select;

  @BeforeEach
  void connect(TestInfo test) throws SQLException {
    WcsDriver driver = new WcsDriver(new EmbeddedDatabases(engine));
    String name = test.getTestMethod().orElseThrow().getName();
    connection = driver.connect("jdbc:wcs:mem:types-" + name, new Properties());
    run(
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}",
        "USE ks");
  }

  @AfterEach
  void close() throws SQLException {
    connection.close();
  }

  private void run(String... statements) throws SQLException {
    try (Statement st = connection.createStatement()) {
      for (String statement : statements) {
        st.execute(statement);
      }
    }
  }

  /**
   * Creates table t with key k and a column c0, c1, ... of each type, and prepares the insert of
   * row k = 0 with one parameter a column.
   */
  private PreparedStatement prepare(String... types) throws SQLException {
    StringBuilder definitions = new StringBuilder();
    StringBuilder columns = new StringBuilder();
    StringBuilder markers = new StringBuilder();
    for (int i = 0; i < types.length; i++) {
      definitions.append(", c").append(i).append(' ').append(types[i]);
      columns.append(i == 0 ? "" : ", ").append('c').append(i);
      markers.append(", ?");
    }
    run("CREATE TABLE t (k int PRIMARY KEY" + definitions + ")");
    select = "SELECT " + columns + " FROM t WHERE k = 0";
    return connection.prepareStatement(
        "INSERT INTO t (k, " + columns + ") VALUES (0" + markers + ")");
  }

  /** Runs the insert and answers the row it wrote, positioned on it. */
  private ResultSet row(PreparedStatement insert) throws SQLException {
    insert.executeUpdate();
    ResultSet rs = connection.createStatement().executeQuery(select);
    assertTrue(rs.next());
    return rs;
  }

  @Test
  void integers() throws SQLException {
    PreparedStatement ps = prepare("tinyint", "smallint", "int", "bigint", "varint");
    ps.setByte(1, (byte) -7);
    ps.setShort(2, (short) 300);
    ps.setInt(3, 70_000);
    ps.setLong(4, 5_000_000_000L);
    ps.setObject(5, new BigInteger("123456789012345678901234567890"));
    ResultSet rs = row(ps);
    assertEquals(-7, rs.getByte(1));
    assertEquals(300, rs.getShort(2));
    assertEquals(70_000, rs.getInt(3));
    assertEquals(5_000_000_000L, rs.getLong(4));
    assertEquals(new BigInteger("123456789012345678901234567890"), rs.getObject(5));
    assertEquals(new BigDecimal("123456789012345678901234567890"), rs.getBigDecimal(5));
    assertEquals(70_000L, rs.getObject(3, Long.class));
    assertEquals("70000", rs.getString(3));
    assertEquals(70_000.0, rs.getDouble(3));
    assertEquals(Byte.valueOf((byte) -7), rs.getObject(1));
    SQLDataException tooBig = assertThrows(SQLDataException.class, () -> rs.getInt(4));
    assertTrue(tooBig.getMessage().contains("does not fit in a int"), tooBig.getMessage());
    assertThrows(SQLDataException.class, () -> rs.getByte(2));

    assertThrows(SQLDataException.class, () -> ps.setLong(1, 1000), "1000 is not a tinyint");
    SQLDataException bad = assertThrows(SQLDataException.class, () -> ps.setString(3, "x1"));
    assertTrue(bad.getMessage().contains("parameter 3 (c2 int)"), bad.getMessage());
  }

  @Test
  void counters() throws SQLException {
    run("CREATE TABLE counts (k int PRIMARY KEY, n counter)");
    PreparedStatement ps = connection.prepareStatement("UPDATE counts SET n = n + ? WHERE k = 0");
    ps.setLong(1, 40);
    ps.executeUpdate();
    ps.setInt(1, 2);
    ps.executeUpdate();
    ResultSet rs = connection.createStatement().executeQuery("SELECT n FROM counts WHERE k = 0");
    assertTrue(rs.next());
    assertEquals(42L, rs.getObject(1));
  }

  @Test
  void decimalsAndFloatingPoint() throws SQLException {
    PreparedStatement ps = prepare("decimal", "float", "double", "int");
    ps.setBigDecimal(1, new BigDecimal("12.345"));
    ps.setFloat(2, 1.5f);
    ps.setDouble(3, Math.PI);
    ps.setString(4, "17");
    ResultSet rs = row(ps);
    assertEquals(new BigDecimal("12.345"), rs.getBigDecimal(1));
    assertEquals(12, rs.getInt(1), "getInt truncates a decimal");
    assertEquals(1.5f, rs.getFloat(2));
    assertEquals(Math.PI, rs.getDouble(3));
    assertEquals(Math.PI, rs.getObject(3));
    assertEquals("12.345", rs.getString(1));
    assertEquals(17, rs.getInt(4), "a String binds to a numeric parameter by parsing");
  }

  @Test
  void textBooleanBlobUuidInetDuration() throws SQLException {
    PreparedStatement ps =
        prepare("text", "ascii", "boolean", "blob", "uuid", "timeuuid", "inet", "duration");
    UUID uuid = UUID.randomUUID();
    UUID timeuuid = UUID.fromString("50554d6e-29bb-11e5-b345-feff819cdc9f");
    InetAddress address = InetAddress.getLoopbackAddress();
    ps.setString(1, "héllo 'world'");
    ps.setString(2, "plain");
    ps.setBoolean(3, true);
    ps.setBytes(4, new byte[] {1, 2, (byte) 0xff});
    ps.setObject(5, uuid);
    ps.setString(6, timeuuid.toString());
    ps.setObject(7, address);
    ps.setObject(8, CqlDuration.parse("1y2mo3d4h"));
    ResultSet rs = row(ps);
    assertEquals("héllo 'world'", rs.getString(1));
    assertEquals("plain", rs.getObject(2));
    assertTrue(rs.getBoolean(3));
    assertEquals("true", rs.getString(3));
    assertArrayEquals(new byte[] {1, 2, (byte) 0xff}, rs.getBytes(4));
    assertArrayEquals(new byte[] {1, 2, (byte) 0xff}, (byte[]) rs.getObject(4));
    assertEquals("0x0102ff", rs.getString(4));
    assertEquals(uuid, rs.getObject(5, UUID.class));
    assertEquals(timeuuid, rs.getObject(6));
    assertEquals(address, rs.getObject(7, InetAddress.class));
    assertEquals("127.0.0.1", rs.getString(7));
    assertEquals(CqlDuration.parse("1y2mo3d4h"), rs.getObject(8));
    assertEquals("1y2mo3d4h", rs.getString(8));
  }

  @Test
  void timestampsDatesAndTimes() throws SQLException {
    PreparedStatement ps = prepare("timestamp", "date", "time", "timestamp", "timestamp");
    Instant instant = Instant.parse("2026-11-01T10:15:30.123Z");
    ps.setTimestamp(1, Timestamp.from(instant));
    ps.setDate(2, Date.valueOf(LocalDate.of(2026, 11, 1)));
    ps.setTime(3, Time.valueOf(LocalTime.of(10, 15, 30)));
    ps.setObject(4, OffsetDateTime.of(2026, 11, 1, 12, 0, 0, 0, ZoneOffset.ofHours(2)));
    ps.setString(5, "2026-11-01 10:00:00");
    ResultSet rs = row(ps);
    assertEquals(Timestamp.from(instant), rs.getTimestamp(1));
    assertEquals(Timestamp.from(instant), rs.getObject(1));
    assertEquals(instant, rs.getObject(1, Instant.class));
    assertEquals(instant.atOffset(ZoneOffset.UTC), rs.getObject(1, OffsetDateTime.class));
    assertEquals(
        LocalDateTime.of(2026, 11, 1, 10, 15, 30, 123_000_000),
        rs.getObject(1, LocalDateTime.class));
    assertEquals("2026-11-01 10:15:30.123+0000", rs.getString(1));
    assertEquals(Date.valueOf("2026-11-01"), rs.getDate(2));
    assertEquals(LocalDate.of(2026, 11, 1), rs.getObject(2, LocalDate.class));
    assertEquals("2026-11-01", rs.getString(2));
    assertEquals(LocalTime.of(10, 15, 30), rs.getObject(3, LocalTime.class));
    assertEquals(Time.valueOf("10:15:30"), rs.getTime(3));
    assertEquals("10:15:30.000000000", rs.getString(3));
    assertEquals(Instant.parse("2026-11-01T10:00:00Z"), rs.getObject(4, Instant.class));
    assertEquals(Instant.parse("2026-11-01T10:00:00Z"), rs.getObject(5, Instant.class));
  }

  @Test
  void collectionsPrintAsCqlshLiterals() throws SQLException {
    PreparedStatement ps =
        prepare("list<text>", "set<int>", "map<text, timestamp>", "frozen<list<blob>>");
    ps.setObject(1, List.of("a", "it's"));
    ps.setObject(2, Set.of(3, 1, 2));
    Map<String, Instant> map = new LinkedHashMap<>();
    map.put("b", Instant.EPOCH);
    map.put("a", Instant.EPOCH);
    ps.setObject(3, map);
    ps.setObject(4, new byte[][] {{1}, {2}});
    ResultSet rs = row(ps);
    assertEquals("['a', 'it''s']", rs.getString(1));
    assertEquals(List.of("a", "it's"), rs.getObject(1));
    assertEquals("{1, 2, 3}", rs.getString(2));
    assertEquals(Set.of(1, 2, 3), rs.getObject(2, Set.class));
    assertArrayEquals(new Object[] {1, 2, 3}, (Object[]) rs.getArray(2).getArray());
    assertEquals("int", rs.getArray(2).getBaseTypeName());
    assertEquals(
        "{'a': '1970-01-01 00:00:00.000+0000', 'b': '1970-01-01 00:00:00.000+0000'}",
        rs.getString(3));
    assertEquals(List.of("a", "b"), new ArrayList<>(rs.getObject(3, Map.class).keySet()));
    assertEquals("[0x01, 0x02]", rs.getString(4));

    ps.setArray(2, connection.createArrayOf("int", new Object[] {5, 4}));
    assertEquals("{4, 5}", row(ps).getString(2));
  }

  @Test
  void tuplesAndUserTypes() throws SQLException {
    run("CREATE TYPE address (street text, \"Zip\" int)");
    PreparedStatement ps = prepare("tuple<int, text, boolean>", "frozen<address>");
    ps.setObject(1, List.of(1, "x"));
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("street", "Main");
    fields.put("Zip", 12345);
    ps.setObject(2, fields);
    ResultSet rs = row(ps);
    assertEquals("(1, 'x', null)", rs.getString(1));
    assertEquals(TupleValue.of(1, "x", null), rs.getObject(1, TupleValue.class));
    assertArrayEquals(new Object[] {1, "x", null}, ((Struct) rs.getObject(1)).getAttributes());
    assertEquals("{street: 'Main', \"Zip\": 12345}", rs.getString(2));
    assertEquals(fields, rs.getObject(2, UdtValue.class).fields());
    assertEquals(fields, rs.getObject(2, Map.class));

    SQLDataException unknown =
        assertThrows(SQLDataException.class, () -> ps.setObject(2, Map.of("city", "x")));
    assertTrue(unknown.getMessage().contains("unknown field city"), unknown.getMessage());
  }

  @Test
  void nullsUnsetAndWasNull() throws SQLException {
    PreparedStatement ps = prepare("int", "text", "list<int>", "list<int>");
    ps.setInt(1, 1);
    ps.setString(2, "x");
    ps.setObject(3, List.of(1));
    ps.setObject(4, List.of(2));
    row(ps);
    ps.clearParameters();
    ps.setNull(1, Types.INTEGER);
    ps.setObject(2, null);
    ps.setNull(4, Types.ARRAY);
    ResultSet rs = row(ps);
    assertEquals(0, rs.getInt(1));
    assertTrue(rs.wasNull());
    assertNull(rs.getString(2));
    assertTrue(rs.wasNull());
    assertEquals(List.of(1), rs.getObject(3), "an unbound parameter is UNSET: the value stays");
    assertNull(rs.getArray(4));

    ps.setInt(1, 5);
    ps.clearParameters();
    assertNull(row(ps).getObject(1), "cleared parameters write nothing");
    assertEquals("07009", assertThrows(SQLException.class, () -> ps.setInt(5, 1)).getSQLState());
  }

  @Test
  void metadataFollowsTheArchitectureMapping() throws SQLException {
    PreparedStatement ps =
        prepare(
            "text", "bigint", "varint", "blob", "timestamp", "uuid", "list<int>", "map<int, int>");
    ResultSetMetaData md = connection.prepareStatement(select).getMetaData();
    assertEquals(8, md.getColumnCount());
    int[] expected = {
      Types.VARCHAR,
      Types.BIGINT,
      Types.NUMERIC,
      Types.BINARY,
      Types.TIMESTAMP,
      Types.OTHER,
      Types.ARRAY,
      Types.OTHER
    };
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], md.getColumnType(i + 1), md.getColumnTypeName(i + 1));
    }
    assertEquals("map<int, int>", md.getColumnTypeName(8));
    assertEquals("ks", md.getSchemaName(1));
    assertEquals("t", md.getTableName(1));
    assertEquals("c0", md.getColumnLabel(1));
    assertEquals("java.util.UUID", md.getColumnClassName(6));
    assertEquals("java.math.BigInteger", md.getColumnClassName(3));
    assertEquals(8, ps.getParameterMetaData().getParameterCount());
    assertEquals("bigint", ps.getParameterMetaData().getParameterTypeName(2));
    ResultSet rs = row(ps);
    assertEquals(2, rs.findColumn("C1"), "labels match case-insensitively");
    assertFalse(rs.next());
  }

  @Test
  void preparedBatchesCarryEachRowOfValues() throws SQLException {
    run("CREATE TABLE b (k int PRIMARY KEY, v int)");
    PreparedStatement ps = connection.prepareStatement("INSERT INTO b (k, v) VALUES (?, ?)");
    ps.setInt(1, 1);
    ps.setInt(2, 10);
    ps.addBatch();
    ps.setInt(1, 2);
    ps.setInt(2, 20);
    ps.addBatch();
    engine.executions.set(0);
    assertEquals(2, ps.executeBatch().length);
    assertEquals(1, engine.executions.get(), "the batch runs as one execution");
    ResultSet rs =
        connection.createStatement().executeQuery("SELECT k, v FROM b WHERE k IN (1, 2)");
    assertTrue(rs.next());
    assertEquals(10, rs.getInt("v"));
    assertTrue(rs.next());
    assertEquals(20, rs.getInt("v"));
    assertFalse(rs.next());
  }

  @Test
  void streamsReadersAndVectors() throws Exception {
    PreparedStatement ps =
        prepare(
            "text",
            "blob",
            "vector<float, 3>",
            "smallint",
            "text",
            "ascii",
            "text",
            "text",
            "blob");
    ps.setCharacterStream(1, new java.io.StringReader("from a reader"));
    ps.setBinaryStream(2, new java.io.ByteArrayInputStream(new byte[] {4, 5}));
    ps.setObject(3, new float[] {1f, 2f, 3f});
    ps.setObject(4, 12);
    ps.setNString(5, "n");
    ps.setAsciiStream(
        6, new java.io.ByteArrayInputStream("ascii".getBytes(StandardCharsets.US_ASCII)));
    ps.setURL(7, new java.net.URL("https://example.com/a"));
    ps.setClob(8, new java.io.StringReader("a clob"));
    ps.setBlob(9, new java.io.ByteArrayInputStream(new byte[] {6}));
    ResultSet rs = row(ps);
    assertEquals("from a reader", new java.io.BufferedReader(rs.getCharacterStream(1)).readLine());
    assertEquals(
        "from a reader",
        new String(rs.getAsciiStream(1).readAllBytes(), StandardCharsets.US_ASCII));
    assertArrayEquals(new byte[] {4, 5}, rs.getBinaryStream(2).readAllBytes());
    assertEquals(List.of(1f, 2f, 3f), rs.getObject(3));
    assertEquals("[1.0, 2.0, 3.0]", rs.getString(3));
    assertArrayEquals(new Object[] {1f, 2f, 3f}, (Object[]) rs.getArray(3).getArray());
    assertEquals((short) 12, rs.getShort(4));
    assertEquals("n", rs.getNString(5));
    assertEquals("12", rs.getObject(4, String.class));
    assertTrue(rs.getBoolean(4), "a non-zero number reads as true");
    assertEquals("ascii", rs.getString(6));
    assertEquals("https://example.com/a", rs.getString(7));
    assertEquals("a clob", rs.getString(8));
    assertArrayEquals(new byte[] {6}, rs.getBytes(9));
  }
}
