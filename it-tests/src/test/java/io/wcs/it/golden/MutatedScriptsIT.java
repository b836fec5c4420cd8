package io.wcs.it.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Bad input through JDBC must fail as an {@link SQLException} with a SQLState and a message, never
 * as another exception or an internal error, and must leave the connection usable. The inputs are
 * the golden scripts' statements, broken at random (seeded, so a failure repeats): tokens dropped,
 * swapped or replaced, or literals turned into markers that are bound with values of the wrong Java
 * class through random setters. Schema statements run as written, so that the broken statements
 * reach the engine's checks of real tables rather than stopping at a missing one.
 */
class MutatedScriptsIT {

  private static final int ROUNDS = 3;
  private static final AtomicInteger DATABASES = new AtomicInteger();
  private static final Pattern SCHEMA = Pattern.compile("(?is)\\s*(CREATE|ALTER|DROP|USE)\\b.*");
  private static final Pattern TOKEN_EDGE =
      Pattern.compile("(?<=\\s)|(?=\\s)|(?<=[(),;'=<>\\[\\]{}:])|(?=[(),;'=<>\\[\\]{}:])");
  private static final Pattern LITERAL =
      Pattern.compile("(?<![\\w.])(-?\\d+(\\.\\d+)?|'([^']|'')*')(?![\\w.])");

  // Tokens a broken statement gets in place of or beside its own, space-separated.
  private static final List<String> JUNK =
      List.of(
          ("' \" ( ) , ? -1 0x [ ] { } : null NaN '' 9999999999999999999999 1.5e400 token( IN AND"
                  + " WHERE = < > frozen< list<int> 'abc' now() 1h2m 2024-13-45 * TTL USING LIMIT 0"
                  + " ALLOW FILTERING IF EXISTS CONTAINS KEY STATIC blob int . ;")
              .split(" "));

  private static final List<Object> VALUES =
      Arrays.asList(
          1,
          -1,
          Long.MAX_VALUE,
          1.5,
          Double.NaN,
          "x",
          "",
          "null",
          "[1, 'a'",
          "{1: }",
          "(1, 2, 3)",
          new byte[] {1, 2},
          true,
          new UUID(1, 2),
          new BigDecimal("1e400"),
          List.of(1, 2),
          Arrays.asList("a", null),
          Set.of(1),
          Map.of("k", 1),
          new Timestamp(0),
          LocalDate.of(2024, 1, 1),
          Instant.EPOCH,
          new Object(),
          new int[] {1},
          null);

  private static final int[] SQL_TYPES = {
    Types.INTEGER, Types.VARCHAR, Types.BIGINT, Types.TIMESTAMP, Types.OTHER, Types.DOUBLE, 12345
  };

  @TestFactory
  Stream<DynamicTest> brokenStatementsFailAsSqlExceptions() throws Exception {
    return GoldenScriptIT.scriptFiles().stream()
        .map(
            script ->
                DynamicTest.dynamicTest(
                    script.getFileName().toString(), script.toUri(), () -> runBroken(script)));
  }

  private static void runBroken(Path script) throws Exception {
    List<ScriptStatement> statements = ScriptStatement.parse(script);
    for (int round = 0; round < ROUNDS; round++) {
      Random random = new Random(31L * script.getFileName().toString().hashCode() + round);
      try (Connection connection =
          DriverManager.getConnection("jdbc:wcs:mem:broken_" + DATABASES.incrementAndGet())) {
        for (ScriptStatement statement : statements) {
          String text = statement.text();
          boolean asWritten = SCHEMA.matcher(text).matches() || random.nextInt(3) == 0;
          try {
            if (asWritten) {
              execute(connection, text);
            } else if (random.nextBoolean()) {
              execute(connection, broken(text, random));
            } else {
              bindWrongly(connection, LITERAL.matcher(text).replaceAll("?"), random);
            }
          } catch (SQLException e) {
            checkRefusal(e, script, statement);
          } catch (RuntimeException e) {
            throw new AssertionError(
                script.getFileName() + " line " + statement.line() + ": not an SQLException", e);
          }
        }
        assertFalse(connection.isClosed());
        try (Statement check = connection.createStatement();
            ResultSet rs = check.executeQuery("SELECT release_version FROM system.local")) {
          assertTrue(rs.next(), "the connection still answers");
        }
      }
    }
  }

  private static void checkRefusal(SQLException e, Path script, ScriptStatement statement) {
    String where = script.getFileName() + " line " + statement.line() + ": " + e;
    assertNotNull(e.getSQLState(), where);
    assertEquals(5, e.getSQLState().length(), where);
    if (e.getMessage() == null || e.getMessage().isBlank()) {
      fail(where + " has no message");
    }
    if (e.getSQLState().equals("XX000") || e.getSQLState().startsWith("58")) {
      throw new AssertionError("an internal or storage error for bad input: " + where, e);
    }
  }

  private static void execute(Connection connection, String text) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      if (statement.execute(text)) {
        drain(statement.getResultSet());
      }
    }
  }

  /** The statement with one to three of its tokens dropped, replaced, added or swapped. */
  private static String broken(String text, Random random) {
    List<String> tokens = new ArrayList<>(Arrays.asList(TOKEN_EDGE.split(text)));
    int edits = 1 + random.nextInt(3);
    for (int e = 0; e < edits && !tokens.isEmpty(); e++) {
      int i = random.nextInt(tokens.size());
      String junk = JUNK.get(random.nextInt(JUNK.size()));
      switch (random.nextInt(4)) {
        case 0 -> tokens.remove(i);
        case 1 -> tokens.add(i, junk);
        case 2 -> tokens.set(i, junk);
        default -> {
          int j = random.nextInt(tokens.size());
          String swapped = tokens.get(i);
          tokens.set(i, tokens.get(j));
          tokens.set(j, swapped);
        }
      }
    }
    return String.join("", tokens);
  }

  /** Prepares the statement and binds each marker a random value through a random setter. */
  private static void bindWrongly(Connection connection, String text, Random random)
      throws SQLException {
    try (PreparedStatement statement = connection.prepareStatement(text)) {
      int markers = statement.getParameterMetaData().getParameterCount();
      for (int i = 1; i <= markers; i++) {
        Object value = VALUES.get(random.nextInt(VALUES.size()));
        int sqlType = SQL_TYPES[random.nextInt(SQL_TYPES.length)];
        switch (random.nextInt(5)) {
          case 0 -> statement.setObject(i, value);
          case 1 -> statement.setString(i, String.valueOf(value));
          case 2 -> statement.setInt(i, random.nextInt());
          case 3 -> statement.setNull(i, sqlType);
          default -> statement.setObject(i, value, sqlType);
        }
      }
      if (statement.execute()) {
        drain(statement.getResultSet());
      }
    }
  }

  private static void drain(ResultSet rs) throws SQLException {
    try (rs) {
      int columns = rs.getMetaData().getColumnCount();
      while (rs.next()) {
        for (int c = 1; c <= columns; c++) {
          rs.getObject(c);
          rs.getString(c);
        }
      }
    }
  }
}
