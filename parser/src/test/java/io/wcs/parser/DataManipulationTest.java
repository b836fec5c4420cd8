package io.wcs.parser;

import static io.wcs.parser.ParserAssertions.assertCanonical;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** SELECT, INSERT, UPDATE, DELETE, BATCH, USE and TRUNCATE: input, canonical form, round trip. */
class DataManipulationTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "SELECT * FROM t",
        "SELECT JSON * FROM ks.t",
        "SELECT DISTINCT k FROM t",
        "SELECT JSON DISTINCT k, s FROM t",
        "SELECT a, b AS x, COUNT(*), count(a), WRITETIME(c), MAXWRITETIME(c), TTL(d) FROM t",
        "SELECT WRITETIME(m['k']), TTL(u.f) FROM t",
        "SELECT token(k), CAST(x AS text), tojson(a), ks.fn(a, b), \"MyFn\"(a) FROM t",
        "SELECT m['k'], s[1..3], s[..3], s[2..], u.field, u.a.b, l[0][1] FROM t",
        "SELECT a + b * c - -1, -a, a % 2, (a + b) / 2 FROM t",
        "SELECT (int) ?, (text) 'x', (list<int>) [1], (a), (a, b), [1, 2], {1, 2}, {'a': 1}, {} FROM t",
        "SELECT 1, -1.5, 'x', null, ?, :name, true FROM t",
        "SELECT (int) -1, CAST(-1 AS text), - -1, -a.b FROM t WHERE a = (int) -1 AND b = CAST(-1.5 AS text) AND c = - -1",
        "SELECT * FROM t WHERE a = 1 AND b != 2 AND c < 3 AND d <= 4 AND e > 5 AND f >= 6",
        "SELECT * FROM t WHERE a IN (1, 2) AND b IN ? AND c IN :list AND d IN ()",
        "SELECT * FROM t WHERE c CONTAINS 1 AND d CONTAINS KEY 'k' AND e LIKE 'a%'",
        "SELECT * FROM t WHERE (a, b) > (1, 2) AND (a, b) <= ? AND (a, b) IN ((1, 2), (3, 4))",
        "SELECT * FROM t WHERE (a, b) IN ? AND (a) IN ((1), (2)) AND (a, b) IN (?, ?)",
        "SELECT * FROM t WHERE TOKEN(a, b) > token(?, ?) AND TOKEN(a) <= 123",
        "SELECT * FROM t WHERE m['k'] = 3 AND m[?] > 1",
        "SELECT * FROM t WHERE expr(idx, 'query') AND expr(ks.idx, ?)",
        "SELECT a, b FROM t WHERE k = 1 GROUP BY a, floor(b, 1h)",
        "SELECT * FROM t ORDER BY x, y DESC PER PARTITION LIMIT 2 LIMIT ? ALLOW FILTERING",
        "SELECT * FROM t ORDER BY v ANN OF [1.0, 2.5] LIMIT 3",
        "SELECT ts, value FROM ks.readings WHERE sensor = ? AND ts >= ? AND ts < ? ORDER BY ts DESC LIMIT 100",
        "SELECT json, distinct FROM t WHERE json = 1",
        "SELECT \"MyCol\", \"a\"\"b\", \"select\", key, type, ttl, writetime, count, keys, values FROM t",
        "SELECT filtering, role, user, options, custom, static, list, map, frozen, as FROM t",
        "INSERT INTO ks.users (id, name, email, created) VALUES (?, ?, ?, ?) USING TTL ?",
        "INSERT INTO t (a) VALUES (1) IF NOT EXISTS USING TTL 10 AND TIMESTAMP 123",
        "INSERT INTO t (a, b, c) VALUES (now(), totimestamp(now()), ks.fn(1))",
        "INSERT INTO t (a, b) VALUES ({x: 1, \"Y\": 'a'}, (1, 'a', null))",
        "INSERT INTO t JSON '{\"a\": 1}'",
        "INSERT INTO t JSON ? DEFAULT UNSET IF NOT EXISTS USING TIMESTAMP :ts",
        "UPDATE t SET a = 1, b = 'x' WHERE k = 1",
        "UPDATE t SET c = c + 1, d = d - ? WHERE k = 1",
        "UPDATE t SET s = s + {1}, s = s - {2}, l = [1] + l, l = l + [2], m = m + {'k': 1}, m = m - {'k'} WHERE k = 1",
        "UPDATE t SET l[1] = 'x', m['k'] = 'v', u.f = 3, u.\"G\" = null WHERE k = 1 AND c IN (1, 2)",
        "UPDATE ks.t USING TTL 5 AND TIMESTAMP 6 SET a = 1 WHERE k = 1 IF EXISTS",
        "UPDATE t SET a = 1 WHERE k = 1 IF a = 2 AND m['x'] IN (1, 2) AND u.f != 3 AND b IN ? AND c CONTAINS 1",
        "UPDATE t SET exists = 1 WHERE k = 1 IF exists = 2",
        "DELETE FROM t WHERE k = 1",
        "DELETE a, m['k'], l[0], u.f FROM t USING TIMESTAMP 1 WHERE k = 1 AND c > 2 AND c <= 5 IF EXISTS",
        "DELETE FROM t WHERE k = 1 IF a = 1 AND b > 2",
        "BEGIN BATCH INSERT INTO t (a) VALUES (1); UPDATE t SET a = 2 WHERE k = 1; DELETE FROM t WHERE k = 2; APPLY BATCH",
        "BEGIN UNLOGGED BATCH USING TIMESTAMP 5 INSERT INTO t (a) VALUES (1); APPLY BATCH",
        "BEGIN COUNTER BATCH UPDATE t SET c = c + 1 WHERE k = 1; APPLY BATCH",
        "BEGIN BATCH APPLY BATCH",
        "USE ks",
        "USE \"MyKs\"",
        "TRUNCATE TABLE ks.t",
      })
  void canonicalStatementsRoundTrip(String cql) throws CqlSyntaxException {
    assertCanonical(cql);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "select a from T where K = 1 order by c asc limit 5 ;| SELECT a FROM t WHERE k = 1 ORDER BY c LIMIT 5",
        "SELECT COUNT(*) FROM t|SELECT COUNT(*) FROM t",
        "SELECT Count(A) , ToJson(B) FROM t|SELECT count(a), tojson(b) FROM t",
        "SELECT * FROM t WHERE (a = 1) AND ((b = 2))|SELECT * FROM t WHERE a = 1 AND b = 2",
        "SELECT a-1, a - 1, 5 -3 FROM t|SELECT a - 1, a - 1, 5 - 3 FROM t",
        "SELECT * FROM t WHERE a = - 1 AND b = -now() AND c=-(1)|SELECT * FROM t WHERE a = -1 AND b = -now() AND c = -(1)",
        "INSERT INTO t (a) VALUES ($$it's$$)|INSERT INTO t (a) VALUES ('it''s')",
        "INSERT INTO t JSON :j DEFAULT NULL|INSERT INTO t JSON :j",
        "INSERT INTO t (a) VALUES (1) USING TIMESTAMP 1 AND TTL 2|INSERT INTO t (a) VALUES (1) USING TTL 2 AND TIMESTAMP 1",
        "UPDATE t SET c += 1, d -= 2 WHERE k = 1|UPDATE t SET c = c + 1, d = d - 2 WHERE k = 1",
        "UPDATE t SET c = c -1 WHERE k = 1|UPDATE t SET c = c - 1 WHERE k = 1",
        "BEGIN BATCH INSERT INTO t (a) VALUES (1) DELETE FROM t WHERE k = 2 APPLY BATCH;|BEGIN BATCH INSERT INTO t (a) VALUES (1); DELETE FROM t WHERE k = 2; APPLY BATCH",
        "TRUNCATE t|TRUNCATE TABLE t",
        "TRUNCATE columnfamily t|TRUNCATE TABLE t",
        "SELECT /* c */ * FROM t -- comment|SELECT * FROM t",
        "SELECT *\\n// comment\\nFROM t|SELECT * FROM t",
      })
  void statementsPrintInCanonicalForm(String input, String canonical) throws CqlSyntaxException {
    assertCanonical(input.replace("\\n", "\n"), canonical);
  }
}
