package io.wcs.driver.value;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Struct;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Collections, tuples and UDTs through getObject, getArray, Struct, createArrayOf and createStruct,
 * and back through setObject and setArray.
 */
class ComplexValuesTest {

  private static final AtomicInteger DATABASES = new AtomicInteger();

  private Connection connection;
  private Statement statement;

  @BeforeEach
  void connect() throws SQLException {
    connection = DriverManager.getConnection("jdbc:wcs:mem:complex-" + DATABASES.incrementAndGet());
    statement = connection.createStatement();
    statement.execute(
        "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy',"
            + " 'replication_factor': 1}");
    statement.execute("USE shop");
    statement.execute("CREATE TYPE address (street text, zip int, since date)");
    statement.execute(
        "CREATE TABLE t (k int PRIMARY KEY, l list<text>, s set<int>, m map<text, timestamp>,"
            + " tu tuple<int, text>, a frozen<address>, la list<frozen<address>>, b set<blob>)");
    statement.execute(
        "INSERT INTO t (k, l, s, m, tu, a, la, b) VALUES (0, ['b', 'a', 'b'], {3, 1, 2},"
            + " {'z': '2026-01-01 00:00:00+0000', 'a': 0}, (7, 'x'),"
            + " {street: 'Main', zip: 12345, since: '2020-02-29'}, [{street: 'Side'}], {0x02, 0x01})");
  }

  @AfterEach
  void close() throws SQLException {
    connection.close();
  }

  private ResultSet row(String columns) throws SQLException {
    ResultSet rs = statement.executeQuery("SELECT " + columns + " FROM t WHERE k = 0");
    assertTrue(rs.next());
    return rs;
  }

  @Test
  void collectionsAreJavaCollectionsInCassandrasOrderPrintedAsCql() throws SQLException {
    ResultSet rs = row("l, s, m, b");
    List<?> list = assertInstanceOf(List.class, rs.getObject(1));
    assertEquals(List.of("b", "a", "b"), list);
    assertEquals("['b', 'a', 'b']", list.toString());
    Set<?> set = assertInstanceOf(Set.class, rs.getObject(2));
    assertEquals(List.of(1, 2, 3), new ArrayList<>(set), "sets iterate in element order");
    assertEquals("{1, 2, 3}", set.toString());
    Map<?, ?> map = assertInstanceOf(Map.class, rs.getObject(3));
    assertEquals(List.of("a", "z"), new ArrayList<>(map.keySet()), "maps iterate in key order");
    assertEquals(Instant.EPOCH, map.get("a"), "nested timestamps are Instants");
    assertEquals(
        "{'a': '1970-01-01 00:00:00.000+0000', 'z': '2026-01-01 00:00:00.000+0000'}",
        map.toString());
    Set<?> blobs = assertInstanceOf(Set.class, rs.getObject(4));
    assertTrue(blobs.contains(ByteBuffer.wrap(new byte[] {1})), "nested blobs are ByteBuffers");
    assertThrows(UnsupportedOperationException.class, () -> list.remove(0));
  }

  @Test
  void listsAndSetsAreArrays() throws SQLException {
    ResultSet rs = row("l, s, m");
    Array array = rs.getArray(1);
    assertEquals("text", array.getBaseTypeName());
    assertEquals(Types.VARCHAR, array.getBaseType());
    assertArrayEquals(new Object[] {"b", "a", "b"}, (Object[]) array.getArray());
    assertArrayEquals(new Object[] {"a"}, (Object[]) array.getArray(2, 1));
    assertEquals("['b', 'a', 'b']", array.toString());
    try (ResultSet elements = array.getResultSet()) {
      assertTrue(elements.next());
      assertEquals(1, elements.getInt("INDEX"));
      assertEquals("b", elements.getString("VALUE"));
    }
    assertArrayEquals(new Object[] {1, 2, 3}, (Object[]) rs.getObject(2, Array.class).getArray());
    SQLException notAnArray = assertThrows(SQLException.class, () -> rs.getArray(3));
    assertEquals("22018", notAnArray.getSQLState());
  }

  @Test
  void tuplesAndUdtsAreStructs() throws SQLException {
    ResultSet rs = row("tu, a, la");
    Struct tuple = assertInstanceOf(Struct.class, rs.getObject(1));
    assertEquals("frozen<tuple<int, text>>", tuple.getSQLTypeName());
    assertArrayEquals(new Object[] {7, "x"}, tuple.getAttributes());
    assertEquals("(7, 'x')", tuple.toString());
    Struct address = assertInstanceOf(Struct.class, rs.getObject(2));
    assertEquals("shop.address", address.getSQLTypeName());
    assertArrayEquals(
        new Object[] {"Main", 12345, LocalDate.of(2020, 2, 29)}, address.getAttributes());
    assertEquals(List.of("street", "zip", "since"), ((CqlStruct) address).attributeNames());
    assertEquals("{street: 'Main', zip: 12345, since: '2020-02-29'}", rs.getString(2));
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("street", "Main");
    fields.put("zip", 12345);
    fields.put("since", LocalDate.of(2020, 2, 29));
    assertEquals(fields, rs.getObject(2, Map.class));
    assertEquals(List.of(7, "x"), rs.getObject(1, List.class));
    List<?> addresses = (List<?>) rs.getObject(3);
    assertArrayEquals(
        new Object[] {"Side", null, null}, ((Struct) addresses.get(0)).getAttributes());

    ResultSetMetaData md = rs.getMetaData();
    assertEquals(Types.STRUCT, md.getColumnType(1));
    assertEquals(Types.STRUCT, md.getColumnType(2));
    assertEquals("java.sql.Struct", md.getColumnClassName(2));
  }

  @Test
  void valuesReadGoBackThroughSetObjectAndSetArray() throws SQLException {
    ResultSet rs = row("l, s, m, tu, a, la, b");
    PreparedStatement insert =
        connection.prepareStatement(
            "INSERT INTO t (k, l, s, m, tu, a, la, b) VALUES (1, ?, ?, ?, ?, ?, ?, ?)");
    insert.setArray(1, rs.getArray(1));
    insert.setArray(2, rs.getArray(2));
    for (int i = 3; i <= 7; i++) {
      insert.setObject(i, rs.getObject(i));
    }
    insert.executeUpdate();
    ResultSet copy =
        connection
            .createStatement()
            .executeQuery("SELECT l, s, m, tu, a, la, b FROM t WHERE k = 1");
    assertTrue(copy.next());
    for (int i = 1; i <= 7; i++) {
      assertEquals(rs.getString(i), copy.getString(i));
      assertEquals(rs.getObject(i), copy.getObject(i));
    }
  }

  @Test
  void createArrayOfAndCreateStructBuildValuesToBind() throws SQLException {
    Array names = connection.createArrayOf("text", new Object[] {"x", "y"});
    Struct tuple = connection.createStruct("tuple<int, text>", new Object[] {9, "nine"});
    Struct address =
        connection.createStruct(
            "address", new Object[] {"High", 1, java.sql.Date.valueOf("2001-01-01")});
    Struct qualified = connection.createStruct("shop.\"address\"", new Object[] {"Low"});
    assertEquals("{street: 'Low', zip: null, since: null}", qualified.toString());
    assertEquals(LocalDate.of(2001, 1, 1), address.getAttributes()[2], "converted as bound");
    PreparedStatement insert =
        connection.prepareStatement("INSERT INTO t (k, l, tu, a, la) VALUES (2, ?, ?, ?, ?)");
    insert.setArray(1, names);
    insert.setObject(2, tuple);
    insert.setObject(3, address);
    insert.setObject(4, List.of(qualified));
    insert.executeUpdate();
    ResultSet rs =
        connection.createStatement().executeQuery("SELECT l, tu, a, la FROM t WHERE k = 2");
    assertTrue(rs.next());
    assertEquals("['x', 'y']", rs.getString(1));
    assertEquals(tuple, rs.getObject(2));
    assertEquals(address, rs.getObject(3));
    assertEquals("[{street: 'Low', zip: null, since: null}]", rs.getString(4));

    SQLException unknown =
        assertThrows(SQLException.class, () -> connection.createStruct("nowhere", new Object[0]));
    assertTrue(unknown.getMessage().contains("unknown type nowhere"), unknown.getMessage());
    SQLException tooMany =
        assertThrows(
            SQLException.class, () -> connection.createStruct("tuple<int>", new Object[] {1, 2}));
    assertTrue(tooMany.getMessage().contains("has 1 fields, got 2"), tooMany.getMessage());
    SQLException wrong =
        assertThrows(
            SQLException.class,
            () -> connection.createStruct("address", new Object[] {"s", "not a number"}));
    assertTrue(wrong.getMessage().startsWith("attribute 2 of address"), wrong.getMessage());
    assertThrows(
        SQLException.class, () -> connection.createStruct("int", new Object[] {1}), "not a struct");
  }

  @Test
  void theNullLiteralAsTextBindsNullToACollectionTupleOrUdt() throws SQLException {
    PreparedStatement insert =
        connection.prepareStatement("INSERT INTO t (k, l, s, m, tu, a) VALUES (4, ?, ?, ?, ?, ?)");
    for (int i = 1; i <= 5; i++) {
      insert.setString(i, i % 2 == 0 ? "NULL" : " null ");
    }
    insert.executeUpdate();
    ResultSet rs = statement.executeQuery("SELECT l, s, m, tu, a FROM t WHERE k = 4");
    assertTrue(rs.next());
    for (int i = 1; i <= 5; i++) {
      assertEquals(null, rs.getObject(i), "column " + i);
    }
    PreparedStatement add = connection.prepareStatement("UPDATE t SET s = s + ? WHERE k = 0");
    add.setString(1, "null");
    add.executeUpdate();
    assertEquals("{1, 2, 3}", row("s").getString(1));
  }

  @Test
  void arraysAndStructsAreRefusedForScalarColumnsByWhatWasBound() throws SQLException {
    PreparedStatement insert = connection.prepareStatement("INSERT INTO t (k, l) VALUES (?, ?)");
    Array numbers = connection.createArrayOf("int", new Object[] {1, 2});
    SQLException array = assertThrows(SQLException.class, () -> insert.setArray(1, numbers));
    assertEquals("22000", array.getSQLState());
    assertTrue(
        array.getMessage().contains("a " + numbers.getClass().getName() + " cannot be a int"),
        array.getMessage());
    Struct pair = connection.createStruct("tuple<int, text>", new Object[] {1, "one"});
    SQLException struct = assertThrows(SQLException.class, () -> insert.setObject(1, pair));
    assertEquals("22000", struct.getSQLState());
    assertTrue(
        struct.getMessage().contains("a " + pair.getClass().getName() + " cannot be a int"),
        struct.getMessage());
    insert.setInt(1, 3);
    insert.setArray(2, connection.createArrayOf("text", new Object[] {"still", "fine"}));
    insert.executeUpdate();
    ResultSet rs = statement.executeQuery("SELECT l FROM t WHERE k = 3");
    assertTrue(rs.next());
    assertEquals("['still', 'fine']", rs.getString(1));
  }

  @Test
  void createArrayOfTakesAnyElementTypeAndChecksTheElements() throws SQLException {
    Array addresses =
        connection.createArrayOf(
            "shop.address", new Object[] {Map.of("street", "A"), List.of("B", 2)});
    assertEquals(
        "[{street: 'A', zip: null, since: null}, {street: 'B', zip: 2, since: null}]",
        addresses.toString());
    Array stamps = connection.createArrayOf("timestamp", new Object[] {new Timestamp(0), null});
    assertArrayEquals(new Object[] {Instant.EPOCH, null}, (Object[]) stamps.getArray());
    PreparedStatement insert = connection.prepareStatement("INSERT INTO t (k, la) VALUES (3, ?)");
    insert.setArray(1, addresses);
    insert.executeUpdate();
    ResultSet rs = connection.createStatement().executeQuery("SELECT la FROM t WHERE k = 3");
    assertTrue(rs.next());
    assertEquals(addresses.toString(), rs.getString(1));

    SQLException wrong =
        assertThrows(
            SQLException.class, () -> connection.createArrayOf("int", new Object[] {1, "two"}));
    assertTrue(wrong.getMessage().startsWith("element 2 of the array: "), wrong.getMessage());
    SQLException unknown =
        assertThrows(SQLException.class, () -> connection.createArrayOf("nothing", new Object[0]));
    assertTrue(unknown.getMessage().contains("unknown type nothing"), unknown.getMessage());
  }

  @Test
  void timestampsInsideStructsComeBackAsInstants() throws SQLException {
    Struct struct =
        connection.createStruct(
            "tuple<timestamp, int>", new Object[] {Timestamp.from(Instant.EPOCH), 1});
    assertEquals(Instant.EPOCH, struct.getAttributes()[0]);
    assertEquals("('1970-01-01 00:00:00.000+0000', 1)", struct.toString());
  }
}
