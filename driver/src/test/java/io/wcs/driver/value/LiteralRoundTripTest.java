package io.wcs.driver.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The promise of {@code getString}: pasting what it returns into an INSERT writes the same value
 * back. For every CQL type (and awkward values of it) a row is written from CQL literals, in a
 * column of the type itself and in a list, set, map, tuple and UDT of it; each column is read with
 * getString, written as a literal into a second row and bound with setString into a third, and all
 * rows must read back equal through getObject.
 */
class LiteralRoundTripTest {

  private static final AtomicInteger DATABASES = new AtomicInteger();

  /** Top-level values of these types print without quotes, as cqlsh does; a user adds them. */
  private static final Set<String> QUOTED_AT_TOP =
      Set.of("ascii", "text", "date", "time", "timestamp", "inet");

  private Connection connection;
  private Statement statement;

  @BeforeEach
  void connect() throws SQLException {
    connection =
        DriverManager.getConnection("jdbc:wcs:mem:round-trip-" + DATABASES.incrementAndGet());
    statement = connection.createStatement();
    statement.execute(
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
            + " 'replication_factor': 1}");
    statement.execute("USE ks");
  }

  @AfterEach
  void close() throws SQLException {
    connection.close();
  }

  static List<String[]> values() {
    return List.of(
        new String[] {"ascii", "'it''s'"},
        new String[] {"bigint", "-9223372036854775808"},
        new String[] {"blob", "0x00ff10"},
        new String[] {"blob", "0x"},
        new String[] {"boolean", "false"},
        new String[] {"date", "'2026-11-22'"},
        new String[] {"date", "'1066-10-14'"},
        new String[] {"decimal", "-12.3400"},
        new String[] {"decimal", "1E+3"},
        new String[] {"double", "3.141592653589793"},
        new String[] {"double", "NaN"},
        new String[] {"double", "-Infinity"},
        new String[] {"double", "1.0E-300"},
        new String[] {"duration", "1y2mo3d4h5m6s7ms8us9ns"},
        new String[] {"duration", "-3d"},
        new String[] {"float", "1.1"},
        new String[] {"inet", "'10.0.0.1'"},
        new String[] {"inet", "'2001:db8::1'"},
        new String[] {"int", "-42"},
        new String[] {"smallint", "32767"},
        new String[] {"text", "'h\u00e9llo ''world'' \\ back\nslash'"},
        new String[] {"text", "''"},
        new String[] {"time", "'13:14:15.123456789'"},
        new String[] {"timestamp", "'2026-11-22 13:14:15.678+0100'"},
        new String[] {"timestamp", "'1969-12-31 23:59:59.999Z'"},
        new String[] {"timestamp", "'1066-10-14 12:00:00+0000'"},
        new String[] {"timestamp", "253402300800000"},
        new String[] {"timeuuid", "50554d6e-29bb-11e5-b345-feff819cdc9f"},
        new String[] {"tinyint", "-128"},
        new String[] {"uuid", "01234567-89ab-cdef-0123-456789abcdef"},
        new String[] {"varint", "-123456789012345678901234567890"},
        new String[] {"vector<float, 2>", "[1.5, -2.25]"});
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("values")
  void everyTypeReadsBackFromItsOwnLiteral(String type, String literal) throws SQLException {
    boolean keyable = !type.equals("duration") && !type.startsWith("vector");
    statement.execute("CREATE TYPE holder (f " + type + ", g int)");
    List<String> columns = new ArrayList<>(List.of("v", "l", "t", "u"));
    String definitions =
        "v " + type + ", l list<" + type + ">, t tuple<" + type + ", int>, u frozen<holder>";
    List<String> literals =
        new ArrayList<>(
            List.of(
                literal,
                "[" + literal + ", " + literal + "]",
                "(" + literal + ", null)",
                "{f: " + literal + "}"));
    if (keyable) {
      columns.addAll(List.of("s", "m"));
      definitions += ", s set<" + type + ">, m map<" + type + ", " + type + ">";
      literals.addAll(List.of("{" + literal + "}", "{" + literal + ": " + literal + "}"));
    }
    assertRoundTrip(
        "CREATE TABLE r (k int PRIMARY KEY, " + definitions + ")", columns, literals, type);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("nestedValues")
  void nestedFrozenCollectionsTuplesAndUdtsReadBack(String type, String literal)
      throws SQLException {
    statement.execute(
        "CREATE TYPE address (street text, \"Zip Code\" int, tags frozen<set<text>>)");
    assertRoundTrip(
        "CREATE TABLE r (k int PRIMARY KEY, v " + type + ")", List.of("v"), List.of(literal), type);
  }

  static List<String[]> nestedValues() {
    return List.of(
        new String[] {
          "frozen<map<text, frozen<list<frozen<tuple<int, text>>>>>>",
          "{'b': [(1, 'x'), (2, null)], 'a': []}"
        },
        new String[] {"frozen<set<frozen<set<int>>>>", "{{3, 1}, {2}, {}}"},
        new String[] {
          "list<frozen<address>>", "[{street: 'Main', \"Zip Code\": 12345}, {street: null}]"
        },
        new String[] {
          "frozen<address>", "{street: 'O''Neil', \"Zip Code\": null, tags: {'b', 'a'}}"
        },
        new String[] {
          "tuple<int, frozen<map<int, boolean>>, text>", "(1, {2: true, 1: false}, null)"
        },
        new String[] {
          "map<timestamp, frozen<list<blob>>>", "{'2026-01-01 00:00:00+0000': [0x01, 0x]}"
        });
  }

  /**
   * Writes row 0 from the literals; row 1 from row 0's getString pasted into the statement text;
   * row 2 from the same strings bound with setString, which reads them as literals too. Rows 1 and
   * 2 must read back equal to row 0.
   */
  private void assertRoundTrip(
      String create, List<String> columns, List<String> literals, String type) throws SQLException {
    statement.execute(create);
    String names = String.join(", ", columns);
    statement.execute(
        "INSERT INTO r (k, " + names + ") VALUES (0, " + String.join(", ", literals) + ")");
    List<String> strings = new ArrayList<>();
    try (ResultSet rs = statement.executeQuery("SELECT " + names + " FROM r WHERE k = 0")) {
      assertTrue(rs.next());
      for (int i = 1; i <= columns.size(); i++) {
        strings.add(rs.getString(i));
      }
    }
    List<String> pasted = new ArrayList<>(strings);
    if (QUOTED_AT_TOP.contains(type)) {
      pasted.set(0, "'" + strings.get(0).replace("'", "''") + "'");
    }
    statement.execute(
        "INSERT INTO r (k, " + names + ") VALUES (1, " + String.join(", ", pasted) + ")");
    try (PreparedStatement bound =
        connection.prepareStatement(
            "INSERT INTO r (k, " + names + ") VALUES (2" + ", ?".repeat(columns.size()) + ")")) {
      for (int i = 1; i <= columns.size(); i++) {
        bound.setString(i, strings.get(i - 1));
      }
      bound.executeUpdate();
    }
    for (int copy = 1; copy <= 2; copy++) {
      assertSameRow(names, copy, columns, copy == 1 ? pasted : strings);
    }
  }

  private void assertSameRow(String names, int copy, List<String> columns, List<String> written)
      throws SQLException {
    try (ResultSet first = statement.executeQuery("SELECT " + names + " FROM r WHERE k = 0");
        ResultSet second =
            connection
                .createStatement()
                .executeQuery("SELECT " + names + " FROM r WHERE k = " + copy)) {
      assertTrue(first.next());
      assertTrue(second.next());
      for (int i = 1; i <= columns.size(); i++) {
        Object expected = first.getObject(i);
        Object actual = second.getObject(i);
        assertTrue(
            Objects.deepEquals(expected, actual),
            columns.get(i - 1)
                + (copy == 1 ? " pasted as " : " bound as ")
                + written.get(i - 1)
                + ": "
                + show(expected)
                + " != "
                + show(actual));
        assertEquals(first.getString(i), second.getString(i));
      }
    }
  }

  private static String show(Object value) {
    return value instanceof byte[] bytes ? Arrays.toString(bytes) : String.valueOf(value);
  }
}
