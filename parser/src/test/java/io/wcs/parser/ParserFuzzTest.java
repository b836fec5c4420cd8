package io.wcs.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.wcs.parser.ast.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Malformed input must only ever produce a CqlSyntaxException, and whatever still parses must print
 * and re-parse to the same tree. Pathological inputs check that nothing blows the stack or goes
 * super-linear (a hang would trip the timeout, which is a safety net, not a measurement).
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class ParserFuzzTest {
  private static final int MUTATIONS = 20_000;

  private static final List<String> SEEDS =
      List.of(
          "SELECT a, b AS x, COUNT(*), WRITETIME(c), CAST(d AS text), m['k'], s[1..3], u.f FROM ks.t WHERE k = ? AND c IN (1, 2) AND (a, b) > (1, 2) ORDER BY c DESC LIMIT 10 ALLOW FILTERING",
          "SELECT JSON DISTINCT k FROM t WHERE TOKEN(k) > token(?) AND m CONTAINS KEY 'x' AND v LIKE 'a%' GROUP BY k PER PARTITION LIMIT 2",
          "SELECT (int) ?, a + b * -c, [1, 2], {1: 'a'}, {}, (x, y) FROM t WHERE expr(idx, 'q')",
          "INSERT INTO ks.users (id, name, tags, addr) VALUES (uuid(), 'it''s', {'a', 'b'}, {street: 'x', zip: 1}) IF NOT EXISTS USING TTL 86400 AND TIMESTAMP 123",
          "INSERT INTO t JSON '{\"a\": 1}' DEFAULT UNSET",
          "UPDATE t USING TTL ? SET c = c + 1, l = [1] + l, m['k'] = 2, u.f = 3 WHERE k = 1 IF a = 2 AND b IN (1, 2)",
          "DELETE a, m['k'], u.f FROM t USING TIMESTAMP 1 WHERE k = 1 AND c >= 2 IF EXISTS",
          "BEGIN UNLOGGED BATCH USING TIMESTAMP 5 INSERT INTO t (a) VALUES (1); UPDATE t SET a = 2 WHERE k = 1; APPLY BATCH",
          "CREATE TABLE IF NOT EXISTS ks.t (a int, b text STATIC, c frozen<map<text, list<int>>>, d vector<float, 3>, e text MASKED WITH DEFAULT, PRIMARY KEY ((a, b), c)) WITH CLUSTERING ORDER BY (c DESC) AND comment = 'x' AND compaction = {'class': 'LCS'}",
          "ALTER TABLE t ADD IF NOT EXISTS (x int, y set<text>)",
          "ALTER TABLE t RENAME a TO b AND c TO d",
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1} AND durable_writes = false",
          "CREATE CUSTOM INDEX IF NOT EXISTS idx ON t (KEYS(m)) USING 'sai' WITH OPTIONS = {'a': 'b'}",
          "CREATE MATERIALIZED VIEW v AS SELECT a, b FROM t WHERE a IS NOT NULL AND b IS NOT NULL PRIMARY KEY (b, a)",
          "CREATE OR REPLACE FUNCTION ks.f(a int, b list<text>) CALLED ON NULL INPUT RETURNS int LANGUAGE java AS $$ return a; $$",
          "CREATE AGGREGATE ks.agg(int) SFUNC s STYPE tuple<int, bigint> FINALFUNC f INITCOND (0, 0)",
          "CREATE TYPE ks.addr (street text, zip int)",
          "CREATE ROLE r WITH PASSWORD = 'p' AND LOGIN = true AND OPTIONS = {'a': 1} AND ACCESS TO DATACENTERS {'dc1'}",
          "CREATE USER bob WITH PASSWORD 'p' SUPERUSER",
          "GRANT SELECT, MODIFY ON KEYSPACE ks TO r",
          "REVOKE EXECUTE ON FUNCTION ks.f(int) FROM r",
          "LIST ALL PERMISSIONS ON ALL KEYSPACES OF r NORECURSIVE",
          "DESCRIBE ONLY KEYSPACE ks WITH INTERNALS",
          "DROP MATERIALIZED VIEW IF EXISTS ks.v",
          "SELECT * FROM t WHERE a = 1.5e-3 AND b = -Infinity AND c = 0xCAFE AND d = 1h30m AND e = P1Y2M AND f = 123e4567-e89b-12d3-a456-426614174000 /* c */ -- end");

  private static final List<String> POOL =
      List.of(
          "SELECT",
          "FROM",
          "WHERE",
          "AND",
          "(",
          ")",
          "[",
          "]",
          "{",
          "}",
          ",",
          ";",
          ".",
          "..",
          ":",
          "?",
          "=",
          "!=",
          "<",
          ">=",
          "+",
          "-",
          "*",
          "/",
          "%",
          "+=",
          "'x'",
          "'",
          "\"",
          "\"Q\"",
          "$$",
          "1",
          "-1",
          "1.5",
          "NaN",
          "true",
          "null",
          "key",
          "json",
          "token",
          "ttl",
          "count",
          "frozen",
          "<",
          ">",
          "IF",
          "EXISTS",
          "NOT",
          "IN",
          "CONTAINS",
          "AS",
          "TYPE",
          "--",
          "/*",
          "*/",
          "expr(",
          "0x",
          "P1Y",
          "1d",
          "#",
          "\n",
          "\u00b5",
          "\u00e9",
          "\t");

  private static final Pattern TOKEN =
      Pattern.compile("'(?:[^']|'')*'|\\$\\$.*?\\$\\$|\"(?:[^\"]|\"\")*\"|[A-Za-z0-9_.\\-]+|\\S");

  @Test
  void mutatedStatementsFailOnlyWithSyntaxErrors() {
    Random random = new Random(20240611L);
    int parsed = 0;
    for (int i = 0; i < MUTATIONS; i++) {
      List<String> tokens = tokens(SEEDS.get(random.nextInt(SEEDS.size())));
      int edits = 1 + random.nextInt(3);
      for (int e = 0; e < edits && !tokens.isEmpty(); e++) {
        mutate(tokens, random);
      }
      String cql = String.join(random.nextInt(8) == 0 ? "" : " ", tokens);
      if (random.nextInt(10) == 0) {
        cql = cql.substring(0, random.nextInt(cql.length() + 1));
      }
      parsed += check(cql) ? 1 : 0;
    }
    assertTrue(parsed > MUTATIONS / 50, "too few mutants parsed to test printing: " + parsed);
  }

  @Test
  void seedsRoundTrip() {
    for (String seed : SEEDS) {
      assertTrue(check(seed), seed);
    }
  }

  @Test
  void pathologicalInputsFailFast() {
    int n = 20_000;
    List<String> inputs =
        List.of(
            "SELECT * FROM t WHERE a = " + "(".repeat(n) + "1" + ")".repeat(n),
            "SELECT * FROM t WHERE a = " + "[".repeat(n),
            "INSERT INTO t (a) VALUES (" + "{".repeat(n),
            "SELECT " + "(".repeat(n) + "a FROM t",
            "SELECT " + "- ".repeat(n) + "a FROM t",
            "SELECT " + "(frozen<".repeat(n) + " FROM t",
            "CREATE TABLE t (a " + "frozen<".repeat(n) + "int" + ">".repeat(n) + ")",
            "CREATE TABLE t (a " + "map<int, ".repeat(n) + ")",
            "SELECT * FROM t WHERE " + "(".repeat(n) + "a = 1" + ")".repeat(n),
            "SELECT * FROM t WHERE " + "(a, ".repeat(n),
            "SELECT " + "count(".repeat(n) + " FROM t",
            "SELECT * FROM t WHERE a = " + "f(".repeat(n),
            "SELECT * FROM t WHERE a = " + "1 + ".repeat(n) + "1",
            "SELECT a" + "[1]".repeat(n) + ".f FROM t",
            "SELECT a" + " * a".repeat(n) + " FROM t",
            "SELECT * FROM t WHERE a = '" + "x".repeat(1_000_000),
            "SELECT * FROM t /*" + " *".repeat(500_000),
            "#".repeat(n),
            ";".repeat(n));
    for (String input : inputs) {
      assertThrows(CqlSyntaxException.class, () -> CqlParser.parse(input));
    }
  }

  @Test
  void longButFlatStatementsParse() throws CqlSyntaxException {
    int n = 100_000;
    check("SELECT * FROM t WHERE a IN (" + "1, ".repeat(n) + "2)");
    check("SELECT * FROM t WHERE " + "a = 1 AND ".repeat(n) + "b = 2");
    check("SELECT " + "a, ".repeat(n) + "b FROM t");
    check("INSERT INTO t (a) VALUES ('" + "x''".repeat(n) + "')");
    assertEquals(n + 1, CqlParser.parseScript("USE ks;".repeat(n) + "USE ks").size());
  }

  /** Parses {@code cql}: a syntax error is fine, a tree must print and re-parse to itself. */
  private static boolean check(String cql) {
    Statement statement;
    try {
      statement = CqlParser.parse(cql);
    } catch (CqlSyntaxException e) {
      assertTrue(e.line() >= 1 && e.column() >= 1, () -> "position of " + e.getMessage());
      return false;
    } catch (RuntimeException | Error e) {
      throw new AssertionError("not a syntax error for: " + cql, e);
    }
    String printed = statement.toCql();
    try {
      assertEquals(statement, CqlParser.parse(printed), () -> cql + "\nprinted as\n" + printed);
    } catch (CqlSyntaxException e) {
      fail(cql + "\nprinted as\n" + printed + "\nwhich does not parse: " + e.getMessage());
    }
    return true;
  }

  private static List<String> tokens(String cql) {
    List<String> tokens = new ArrayList<>();
    Matcher matcher = TOKEN.matcher(cql);
    while (matcher.find()) {
      tokens.add(matcher.group());
    }
    return tokens;
  }

  private static void mutate(List<String> tokens, Random random) {
    int at = random.nextInt(tokens.size());
    switch (random.nextInt(6)) {
      case 0 -> tokens.remove(at);
      case 1 -> tokens.add(at, tokens.get(at));
      case 2 -> {
        int other = random.nextInt(tokens.size());
        String swapped = tokens.get(at);
        tokens.set(at, tokens.get(other));
        tokens.set(other, swapped);
      }
      case 3 -> tokens.add(at, POOL.get(random.nextInt(POOL.size())));
      case 4 -> tokens.set(at, POOL.get(random.nextInt(POOL.size())));
      default -> {
        String token = tokens.get(at);
        int cut = random.nextInt(token.length() + 1);
        char c = (char) (random.nextBoolean() ? 32 + random.nextInt(95) : random.nextInt(0x3000));
        tokens.set(at, token.substring(0, cut) + c + token.substring(cut));
      }
    }
  }
}
