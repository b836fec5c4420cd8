package io.wcs.parser;

import static io.wcs.parser.ParserAssertions.assertError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Error messages and positions; carets mark where each error must be reported. */
class SyntaxErrorTest {

  /** A native type's name names a user type only quoted, as in Cassandra's grammar. */
  @Test
  void nativeTypeNamesAreNoUserTypeNames() throws CqlSyntaxException {
    assertError("CREATE TYPE ks.^int^ (x int)", "no viable alternative at input 'int'");
    assertError("DROP TYPE ^text^", "no viable alternative at input 'text'");
    assertError(
        "ALTER TYPE ks.^timestamp^ ADD y int", "no viable alternative at input 'timestamp'");
    CqlParser.parse("CREATE TYPE ks.\"int\" (x int)");
    CqlParser.parse("CREATE TYPE ks.vector_like (x int)");
  }

  @Test
  void misspelledKeyword() {
    CqlSyntaxException e =
        assertError("SELECT * ^FORM^ t", "mismatched input 'FORM' expecting FROM");
    assertEquals(
        List.of(
            "line 1:9 mismatched input 'FORM' expecting FROM", "SELECT * FORM t", "         ^^^^"),
        e.getMessage().lines().toList());
  }

  @Test
  void unknownStatement() {
    assertError(
        "^FOO^ BAR",
        "mismatched input 'FOO' expecting one of SELECT, INSERT, UPDATE, DELETE, BEGIN, USE, TRUNCATE, CREATE, ...");
  }

  @Test
  void tokenAfterTheStatement() {
    assertError(
        "SELECT * FROM t WHERE a = 1 ^)^",
        "mismatched input ')' expecting one of AND, LIMIT, PER, ORDER, ALLOW, GROUP, ';', '*', ...");
  }

  @Test
  void relationExpected() {
    assertError(
        "SELECT * FROM t WHERE ^LIMIT^ 1",
        "mismatched input 'LIMIT' expecting one of TOKEN, identifier, 'expr(', '('"
            + " (LIMIT is a reserved word: write it in double quotes to use it as a name)");
  }

  @Test
  void endOfInput() {
    assertError("SELECT * FROM^^", "mismatched input '<EOF>' expecting identifier");
    assertError(
        "SELECT * FROM t WHERE a IN^^", "mismatched input '<EOF>' expecting one of '(', ':', '?'");
    assertError(
        "^^",
        "mismatched input '<EOF>' expecting one of SELECT, INSERT, UPDATE, DELETE, BEGIN, USE, TRUNCATE, CREATE, ...");
  }

  @Test
  void reservedKeywordsAreNotNames() {
    assertError(
        "CREATE TABLE t (^select^ int PRIMARY KEY)",
        "mismatched input 'select' expecting one of PRIMARY, identifier"
            + " (select is a reserved word: write it in double quotes to use it as a name)");
  }

  @Test
  void expectedConstantsAreSummarised() {
    assertError(
        "INSERT INTO t (a) VALUES (1) USING TTL ^'x'^",
        "mismatched input ''x'' expecting one of integer, ':', '?', '-'");
    assertError(
        "UPDATE t SET a = ^WHERE^ k = 1",
        "mismatched input 'WHERE' expecting one of TOKEN, NULL, identifier, constant, '(', '[', '{', ':', ...");
  }

  @Test
  void lexicalErrors() {
    assertError("SELECT * FROM t WHERE ^#^ = 1", "mismatched character '#'");
    assertError("SELECT ^'^abc FROM t", "unterminated string literal");
    assertError("SELECT a FROM t WHERE b = ^$^$abc", "unterminated string literal");
    assertError("SELECT ^\"^abc FROM t", "unterminated quoted identifier");
    assertError("SELECT * FROM t ^/^* open", "unterminated comment");
    assertError("SELECT * FROM t WHERE a = ^1-2-3-4-5^", "invalid UUID 1-2-3-4-5");
    assertError("SELECT * FROM t WHERE a = ^P1Y1Y^", "invalid ISO 8601 duration P1Y1Y");
  }

  @Test
  void positionsOnLaterLines() {
    assertError(
        "SELECT *\nFROM t\nWHERE a = 1 ^LIMT^ 5",
        "mismatched input 'LIMT' expecting one of AND, LIMIT, PER, ORDER, ALLOW, GROUP, ';', '*', ...");
    assertError(
        "SELECT *\r\n  FROM t\r\n  ^WHER^",
        "mismatched input 'WHER' expecting one of WHERE, LIMIT, PER, ORDER, ALLOW, GROUP, ';', <EOF>");
  }

  @Test
  void scriptErrorsPointIntoTheScript() {
    CqlSyntaxException e =
        assertThrows(
            CqlSyntaxException.class,
            () -> CqlParser.parseScript("USE ks;\nSELECT * FROM t;\n\tSELECT * FORM t;"));
    assertEquals(
        List.of(
            "line 3:10 mismatched input 'FORM' expecting FROM",
            "\tSELECT * FORM t;",
            "\t         ^^^^"),
        e.getMessage().lines().toList());
    assertEquals(3, e.line());
    assertEquals(11, e.column());
  }

  @Test
  void rulesBeyondTheGrammarShape() {
    CqlSyntaxException e =
        assertThrows(
            CqlSyntaxException.class, () -> CqlParser.parse("UPDATE t SET a = b + 1 WHERE k = 1"));
    assertEquals(
        List.of(
            "Only expressions of the form X = X +<value> are supported.",
            "line 1:13",
            "UPDATE t SET a = b + 1 WHERE k = 1",
            "             ^"),
        e.getMessage().lines().toList(),
        "worded as Cassandra words it, the position after");
    assertEquals(14, e.column());
    e =
        assertThrows(
            CqlSyntaxException.class,
            () -> CqlParser.parse("UPDATE t SET l = [1] + m WHERE k = 1"));
    assertEquals(
        "Only expressions of the form X = <value> + X are supported.",
        e.getMessage().lines().findFirst().orElseThrow());
    assertError(
        "CREATE TABLE t (v vector<float, ^99999999999^>)",
        "vector dimension 99999999999 is too large");
  }

  @Test
  void operationsOnOneColumnThatDoNotGoTogether() throws CqlSyntaxException {
    for (String set :
        List.of("v = 1, v = 2", "l = l + [1], l = [2]", "l = [2], l[0] = 1", "u.a = 1, u.a = 2")) {
      CqlSyntaxException e =
          assertThrows(
              CqlSyntaxException.class,
              () -> CqlParser.parse("UPDATE t SET " + set + " WHERE k = 1"));
      String column = set.substring(0, 1);
      assertEquals(
          "Multiple incompatible setting of column " + column,
          e.getMessage().lines().findFirst().orElseThrow(),
          set);
    }
    for (String set :
        List.of("l = l + [1], l[0] = 2", "u.a = 1, u.b = 2", "m['a'] = 1, m['a'] = 2")) {
      CqlParser.parse("UPDATE t SET " + set + " WHERE k = 1");
    }
  }

  @Test
  void aMinusTouchingADurationIsItsSignAsInCassandrasLexer() throws CqlSyntaxException {
    assertError(
        "INSERT INTO t (k, d) VALUES (1, 1h^-^30m)", "no viable alternative at input '-30m'");
    CqlParser.parse("INSERT INTO t (k, d) VALUES (1, 1h - 30m)");
    CqlParser.parse("SELECT a -1, a-b FROM t");
  }

  @Test
  void nestingIsLimited() {
    // The relation is the first of the 100 levels allowed, each parenthesis one more.
    assertError(
        "SELECT * FROM t WHERE a = " + "(".repeat(99) + "^(^1",
        "statement nested deeper than 100 levels");
  }
}
