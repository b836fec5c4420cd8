package io.wcs.engine.cql.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.CqlRequestException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Selectors, labels, aggregates, DISTINCT, GROUP BY, ORDER BY, LIMIT, static rows and JSON. */
class SelectClausesTest extends SelectTester {

  @Test
  void labelsAndAliases() {
    ddl("CREATE TABLE t (k int, c int, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO t (k, c, v) VALUES (1, 1, 10)");
    assertColumnNames(
        execute("SELECT k, v AS value, count(*), max(v), writetime(v), ttl(v), token(k) FROM t"),
        "k",
        "value",
        "count",
        "system.max(v)",
        "writetime(v)",
        "ttl(v)",
        "system.token(k)");
    assertColumnNames(execute("SELECT * FROM t"), "k", "c", "v");
    ddl("CREATE TABLE w (k int, c int, z int static, a int, PRIMARY KEY (k, c))");
    assertColumnNames(execute("SELECT * FROM w"), "k", "c", "z", "a");
    assertColumnNames(
        execute("SELECT cast(v as text), count(1) FROM t"), "cast(v as text)", "count");
    assertRows(execute("SELECT cast(v as text) FROM t"), row("10"));
    // Cassandra casts numbers, times, uuids, booleans and inets to ascii, never text.
    String refusal =
        assertThrows(
                CqlRequestException.class,
                () -> execute("SELECT cast(cast(v as text) as ascii) FROM t"))
            .getMessage();
    assertTrue(
        refusal.startsWith("Invalid call to function system.cast_as_ascii, none of its type"),
        refusal);
    assertRows(
        execute("SELECT blobAsInt(intAsBlob(v)) FROM t WHERE k = 1 ORDER BY c DESC"), row(10));
    assertColumnNames(
        execute("SELECT blobAsInt(intAsBlob(v)) FROM t"), "system.blobasint(system.intasblob(v))");
    assertInvalidMessage("Unknown function 'nosuch'", "SELECT nosuch(v) FROM t");
  }

  @Test
  void writetimeAndTtlOfElementsSlicesAndFields() {
    executeNet("CREATE TYPE ks.pair (a int, b text)");
    ddl(
        "CREATE TABLE e (k int PRIMARY KEY, m map<text, int>, s set<int>, p pair,"
            + " fm frozen<map<text, int>>, l list<int>)");
    execute(
        "INSERT INTO e (k, m, s, p, fm, l) VALUES (1, {'x': 1}, {5}, {a: 1, b: 'z'}, {'x': 1},"
            + " [1]) USING TIMESTAMP 1000 AND TTL 500");
    execute("UPDATE e USING TIMESTAMP 2000 SET m['y'] = 2, p.b = 'q' WHERE k = 1");
    assertRows(
        execute(
            "SELECT writetime(m['y']), writetime(m['nope']), writetime(m['a'..'z']),"
                + " maxwritetime(m['a'..'z']), writetime(s[5]), writetime(p.b), ttl(p.a),"
                + " writetime(fm['x']), writetime(fm['nope']) FROM e"),
        row(2000L, null, List.of(1000L, 2000L), 2000L, 1000L, 2000L, 500, 1000L, null));
    assertColumnNames(execute("SELECT writetime(m['y']) FROM e"), "writetime(m['y'])");
    assertInvalidMessage(
        "Element selection is only allowed on sets and maps, but l is a list",
        "SELECT writetime(l[0]) FROM e");
  }

  @Test
  void countOfAValueCountsTheRowsWhereItIsNotNull() {
    ddl("CREATE TABLE c (k int PRIMARY KEY, v int)");
    execute("INSERT INTO c (k, v) VALUES (1, 1)");
    execute("INSERT INTO c (k) VALUES (2)");
    assertRows(execute("SELECT count(1), count(null), count(v) FROM c"), row(2L, 0L, 1L));
    assertColumnNames(execute("SELECT count(null) FROM c"), "system.count(NULL)");
    // a bind marker is a blob: the rows are counted unless it is bound to null
    assertRows(execute("SELECT count(?) FROM c", (Object) new byte[] {0}), row(2L));
    assertRows(execute("SELECT count(?) FROM c", (Object) null), row(0L));
  }

  @Test
  void floatsCastToDecimalAndVarintAsCassandraDoes() {
    ddl("CREATE TABLE n (k int PRIMARY KEY, f float, d double)");
    execute("INSERT INTO n (k, f, d) VALUES (1, 0.1, 1e30)");
    // A decimal takes the digits Java prints for the float, not the double nearest it; a varint
    // takes the long value, saturated.
    assertRows(
        execute("SELECT cast(f as decimal), cast(d as decimal), cast(d as varint) FROM n"),
        row(new BigDecimal("0.1"), new BigDecimal("1.0E30"), BigInteger.valueOf(Long.MAX_VALUE)));
  }

  @Test
  void aLiteralIsCastOnlyOnceATypeHintGivesItAType() {
    ddl("CREATE TABLE n (k int PRIMARY KEY, v int)");
    execute("INSERT INTO n (k, v) VALUES (1, 7)");
    for (String literal : List.of("1", "-1", "1.5", "'a'", "true", "NULL")) {
      assertInvalidMessage(
          "Cannot infer type for term "
              + literal
              + " in selection clause (try using a cast to force a type)",
          "SELECT cast(" + literal + " as text) FROM n");
    }
    assertInvalidMessage(
        "Cannot infer type for term NULL in selection clause (try using a cast to force a type)",
        "SELECT null FROM n");
    assertRows(execute("SELECT cast((int) 1 as text) FROM n"), row("1"));
  }

  @Test
  void castsBeyondTheTargetsRangeAsCassandraCastsThem() {
    ddl("CREATE TABLE n (k int PRIMARY KEY, b bigint, ts timestamp, d double)");
    execute(
        "INSERT INTO n (k, b, ts, d) VALUES (1, -7734028178902504357, -7734028178902504357, NaN)");
    // A bigint is a timestamp's millis; its day, far beyond a date's range, wraps round 32 bits.
    assertRows(
        execute("SELECT CAST(b AS date), toDate(ts) FROM n"),
        row(LocalDate.ofEpochDay(680098183), LocalDate.ofEpochDay(680098183)));
    assertInvalidMessage(
        "the function 'system.cast_as_decimal(double)' failed: A NaN cannot be converted into a"
            + " decimal",
        "SELECT CAST(d AS decimal) FROM n");
  }

  @Test
  void functionArgumentsInSelections() {
    ddl("CREATE TABLE t (k int, c text, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO t (k, c, v) VALUES (1, 'a', 1)");
    // A literal only needs to be assignable to the parameter: a string to a timestamp, a large
    // integer to a timestamp, -1 to a varint.
    assertRows(
        execute(
            "SELECT toUnixTimestamp(minTimeuuid('2013-06-13 11:00:00+0000')), toDate(1371123732000),"
                + " blobAsVarint(varintAsBlob(-1)) FROM t"),
        row(1371121200000L, LocalDate.of(2013, 6, 13), BigInteger.ONE.negate()));
    // Any value converts to a blob; token() takes any values of the partition key's types.
    assertRows(execute("SELECT blobAsInt(v) FROM t"), row(1));
    assertEquals(
        rowsOf(execute("SELECT token(k) FROM t")), rowsOf(execute("SELECT token(v) FROM t")));
    // A function of one signature names the argument it refuses, as Cassandra 5.0.2 does.
    assertInvalidMessage(
        "Type error: c cannot be passed as argument 0 of function system.token of type int",
        "SELECT token(c) FROM t");
  }

  @Test
  void arithmeticAndMathInSelections() {
    ddl(
        "CREATE TABLE t (k int PRIMARY KEY, i int, d double, b bigint, f float, n decimal, s text)");
    execute("INSERT INTO t (k, i, d, b, f, n) VALUES (1, 20, 1.0, 3000000000, 1.5, 2.5)");
    QueryResult r = execute("SELECT i + 1, i % 7, -i, d * 2, b / 1000, i * f, i - n FROM t");
    assertColumnNames(r, "i + 1", "i % 7", "-i", "d * 2", "b / 1000", "i * f", "i - n");
    // Each operation computes in the wider operand type: int, double, bigint, float, decimal.
    assertRows(r, row(21, 6, -20, 2.0, 3000000L, 30.0f, new BigDecimal("17.5")));
    assertRows(
        execute("SELECT abs(-5), abs(d - 3), round(f), round(n), exp(0.0), log10(100.0) FROM t"),
        row(5, 2.0, 2.0f, new BigDecimal("3"), 1.0, 2.0));
    assertInvalidMessage(
        "the '+' operation is not supported between s and 1", "SELECT s + 1 FROM t");
  }

  @Test
  void blobConstantInArithmeticIsATinyintOfItsFirstByte() {
    ddl("CREATE TABLE t (k int PRIMARY KEY, i int)");
    execute("INSERT INTO t (k, i) VALUES (1, 20)");
    // As Cassandra reads it: 0x0102 is the tinyint 1, and the empty blob is null.
    QueryResult r = execute("SELECT i + 0x0102, 0xff * i, i - 0x FROM t");
    assertColumnNames(r, "i + 0x0102", "0xff * i", "i - 0x");
    assertRows(r, row(21, -20, null));
    assertInvalidMessage(
        "the operation 'int / tinyint' failed: / by zero", "SELECT i / 0x00 FROM t");
  }

  @Test
  void decimalOperandsOfOtherTypesAsCassandraConvertsThem() {
    ddl("CREATE TABLE t (k int PRIMARY KEY, m decimal, i int, b bigint, v varint)");
    execute("INSERT INTO t (k, m, i, b, v) VALUES (1, 1E+3, 1, 9007199254740993, 1)");
    // An int or bigint joins through its double's digits (1 is 1.0, 9007199254740993 is
    // 9.007199254740992E15), a varint exactly; negation keeps the decimal's scale.
    assertRows(
        execute("SELECT m + i, m + b, m + v, -m FROM t"),
        row(
            new BigDecimal("1001.0"),
            new BigDecimal("9007199254741992"),
            new BigDecimal("1001"),
            new BigDecimal("-1E+3")));
    assertInvalidMessage(
        "the function 'system.log(decimal)' failed: Natural log of number zero or less",
        "SELECT log(m - m) FROM t");
    assertInvalidMessage(
        "the function 'system.log10(varint)' failed: Log10 of number zero or less",
        "SELECT log10(v - v) FROM t");
    // Computed in decimals, so beyond a double's range, and for a varint truncated.
    assertRows(
        execute("SELECT log(m * 1e397), exp(v * 50) FROM t"),
        row(
            new BigDecimal("921.03403719761827360719658187375"),
            new BigInteger("5184705528587072464087")));
  }

  @Test
  void aggregates() {
    ddl("CREATE TABLE t (k int, c int, v int, d double, PRIMARY KEY (k, c))");
    assertRows(
        execute("SELECT count(*), count(v), min(v), max(v), sum(v), avg(v), avg(d) FROM t"),
        row(0L, 0L, null, null, 0, 0, 0.0));
    execute("INSERT INTO t (k, c, v, d) VALUES (1, 1, 1, 1.5)");
    execute("INSERT INTO t (k, c, v, d) VALUES (1, 2, 2, 2.5)");
    execute("INSERT INTO t (k, c) VALUES (2, 1)");
    assertRows(
        execute("SELECT count(*), count(v), min(v), max(v), sum(v), avg(v), avg(d) FROM t"),
        row(3L, 2L, 1, 2, 3, 1, 2.0));
    assertRows(execute("SELECT k, count(*) FROM t GROUP BY k"), row(1, 2L), row(2, 1L));
    assertRows(execute("SELECT k, c, v FROM t GROUP BY k"), row(1, 1, 1), row(2, 1, null));
    assertRows(
        execute("SELECT k, c, count(*) FROM t WHERE k = 1 GROUP BY c"),
        row(1, 1, 1L),
        row(1, 2, 1L));
    assertRows(execute("SELECT k, count(*) FROM t GROUP BY k LIMIT 1"), row(1, 2L));
    assertInvalidMessage(
        "Group by is currently only supported on the columns of the PRIMARY KEY, got v",
        "SELECT count(*) FROM t GROUP BY v");
    assertInvalidMessage(
        "Group by currently only support groups of columns following their declared order in the PRIMARY KEY",
        "SELECT count(*) FROM t GROUP BY c");
  }

  /**
   * An aggregate or toJson of a bind marker or a null has no type to take: min, max and toJson
   * cannot infer one, sum and avg could be of any number type (a null of any but counter).
   */
  @Test
  void aggregatesOfUntypedArguments() {
    ddl("CREATE TABLE t (k int PRIMARY KEY, v int)");
    for (String call : List.of("min(?)", "max(null)", "tojson(?)", "tojson(null)")) {
      String shown = call.replace("null", "NULL");
      assertInvalidMessage(
          "Cannot infer type of argument "
              + shown.substring(shown.indexOf('(') + 1, shown.length() - 1)
              + " in call to function system."
              + call.substring(0, call.indexOf('('))
              + "(any): use type casts to disambiguate",
          "SELECT " + call + " FROM t");
    }
    String sum = refusal("SELECT sum(?) FROM t");
    assertTrue(sum.startsWith("Ambiguous call to function sum (can be matched by"), sum);
    assertTrue(sum.contains("system.sum : (counter) -> counter"), sum);
    assertEquals(9, sum.split("system.sum :").length - 1, sum);
    String avg = refusal("SELECT avg(null) FROM t");
    assertTrue(avg.startsWith("Ambiguous call to function avg (can be matched by"), avg);
    assertFalse(avg.contains("counter"), "a null cannot be a counter: " + avg);
    assertEquals(8, avg.split("system.avg :").length - 1, avg);
    assertRows(execute("SELECT sum((int) ?) FROM t", 1), row(0));
  }

  private String refusal(String cql) {
    return assertThrows(CqlRequestException.class, () -> execute(cql)).getMessage();
  }

  @Test
  void writetimeAndTtl() {
    ddl("CREATE TABLE t (k int PRIMARY KEY, v int, s set<int>)");
    execute("INSERT INTO t (k, v) VALUES (1, 10) USING TTL 100");
    execute("INSERT INTO t (k, v, s) VALUES (2, 20, {1, 2})");
    List<List<Object>> rows =
        rowsOf(execute("SELECT k, ttl(v), writetime(v), maxwritetime(s) FROM t WHERE k IN (1, 2)"));
    assertRows(
        rows,
        row(1, 100, rows.get(0).get(2), null),
        row(2, null, rows.get(1).get(2), rows.get(1).get(2)));
    assertInvalidMessage(
        "Cannot use selection function writetime on PRIMARY KEY part k",
        "SELECT writetime(k) FROM t");
    assertInvalidMessage(
        "Cannot use selection function ttl on PRIMARY KEY part k", "SELECT ttl(k) FROM t");
  }

  @Test
  void collectionsAndContains() {
    ddl("CREATE TABLE t (k int PRIMARY KEY, s set<text>, m map<text, int>, l list<int>)");
    execute("INSERT INTO t (k, s, m, l) VALUES (1, {'a', 'b'}, {'x': 1, 'y': 2}, [3, 1, 3])");
    execute("INSERT INTO t (k, s, m, l) VALUES (2, {'c'}, {'z': 3}, [])");
    assertRows(
        execute("SELECT s, m, l FROM t WHERE k = 1"),
        row(Set.of("a", "b"), Map.of("x", 1, "y", 2), List.of(3, 1, 3)));
    assertRows(execute("SELECT k FROM t WHERE s CONTAINS 'c' ALLOW FILTERING"), row(2));
    assertRows(execute("SELECT k FROM t WHERE m CONTAINS KEY 'y' ALLOW FILTERING"), row(1));
    assertRows(execute("SELECT k FROM t WHERE m CONTAINS 3 ALLOW FILTERING"), row(2));
    assertRows(execute("SELECT k FROM t WHERE m['x'] = 1 ALLOW FILTERING"), row(1));
    assertRows(execute("SELECT k FROM t WHERE l CONTAINS 1 ALLOW FILTERING"), row(1));
    assertInvalidMessage(
        "Cannot use CONTAINS KEY on non-map column s",
        "SELECT k FROM t WHERE s CONTAINS KEY 'a' ALLOW FILTERING");
  }

  @Test
  void staticRowsAndDistinct() {
    ddl("CREATE TABLE t (k int, c int, s int static, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO t (k, s) VALUES (1, 100)");
    execute("INSERT INTO t (k, c, s, v) VALUES (2, 1, 200, 21)");
    execute("INSERT INTO t (k, c, v) VALUES (2, 2, 22)");
    assertRows(execute("SELECT k, c, s, v FROM t WHERE k = 1"), row(1, null, 100, null));
    assertRows(execute("SELECT k, c, s, v FROM t WHERE k = 1 AND c = 1"));
    assertRows(
        execute("SELECT k, c, s, v FROM t WHERE k = 2"), row(2, 1, 200, 21), row(2, 2, 200, 22));
    // Static columns alone still read every row of the partition: one answer per row, or the
    // static row for a partition without rows.
    assertRows(
        execute("SELECT k, s FROM t WHERE k IN (1, 2)"), row(1, 100), row(2, 200), row(2, 200));
    assertRows(
        execute("SELECT k, s FROM t WHERE s = 200 ALLOW FILTERING"), row(2, 200), row(2, 200));
    assertRows(execute("SELECT k, c FROM t WHERE s = 200 ALLOW FILTERING"), row(2, 1), row(2, 2));
    assertRows(execute("SELECT k, c, v FROM t WHERE k = 2 PER PARTITION LIMIT 1"), row(2, 1, 21));
    assertRows(execute("SELECT DISTINCT k, s FROM t WHERE k IN (1, 2)"), row(1, 100), row(2, 200));
    assertInvalidMessage(
        "SELECT DISTINCT queries must only request partition key columns and/or static columns (not c)",
        "SELECT DISTINCT k, c FROM t");
    assertInvalidMessage(
        "SELECT DISTINCT queries must request all the partition key columns (missing k)",
        "SELECT DISTINCT s FROM t");
    assertInvalidMessage(
        "PER PARTITION LIMIT is not allowed with SELECT DISTINCT queries",
        "SELECT DISTINCT k FROM t PER PARTITION LIMIT 1");
    assertInvalidMessage(
        "Cannot restrict clustering columns when selecting only static columns",
        "SELECT s FROM t WHERE k = 1 AND c = 1");
  }

  @Test
  void orderByAndLimits() {
    ddl(
        "CREATE TABLE t (k int, a int, b int, PRIMARY KEY (k, a, b)) WITH CLUSTERING ORDER BY (a ASC, b DESC)");
    for (int a = 0; a < 3; a++) {
      for (int b = 0; b < 3; b++) {
        execute("INSERT INTO t (k, a, b) VALUES (0, " + a + ", " + b + ")");
      }
    }
    assertRows(
        execute("SELECT a, b FROM t WHERE k = 0 AND a = 1"), row(1, 2), row(1, 1), row(1, 0));
    assertRows(
        execute("SELECT a, b FROM t WHERE k = 0 AND a = 1 ORDER BY a DESC, b ASC"),
        row(1, 0),
        row(1, 1),
        row(1, 2));
    assertRows(
        execute("SELECT a, b FROM t WHERE k = 0 AND (a, b) > (0, 1) AND (a, b) <= (1, 1)"),
        row(0, 2),
        row(1, 1),
        row(1, 0));
    assertRows(execute("SELECT a, b FROM t WHERE k = 0 LIMIT 2"), row(0, 2), row(0, 1));
    assertInvalidMessage(
        "Unsupported order by relation", "SELECT * FROM t WHERE k = 0 ORDER BY a DESC, b DESC");
    assertInvalidMessage(
        "Order by currently only supports the ordering of columns following their declared order in the PRIMARY KEY",
        "SELECT * FROM t WHERE k = 0 ORDER BY b DESC");
    assertRows(
        execute("SELECT a, b FROM t WHERE k = 0 AND a = 2 ORDER BY b ASC"),
        row(2, 0),
        row(2, 1),
        row(2, 2));
    assertInvalidMessage(
        "PER PARTITION LIMIT is not allowed with aggregate queries.",
        "SELECT count(*) FROM t PER PARTITION LIMIT 1");
    assertInvalidMessage(
        "Order by is currently only supported on the clustered columns of the PRIMARY KEY, got k",
        "SELECT * FROM t WHERE k = 0 ORDER BY k DESC");
    assertInvalidMessage(
        "ORDER BY is only supported when the partition key is restricted by an EQ or an IN.",
        "SELECT * FROM t ORDER BY a DESC");
    assertInvalidMessage("LIMIT must be strictly positive", "SELECT * FROM t LIMIT 0");
    assertInvalidMessage(
        "LIMIT must be strictly positive", "SELECT * FROM t PER PARTITION LIMIT -1");
    assertInvalidMessage("Invalid null value of limit", "SELECT * FROM t LIMIT ?", (Object) null);
  }

  @Test
  void json() {
    ddl(
        "CREATE TABLE t (k int PRIMARY KEY, \"Name\" text, ts timestamp, m map<int, text>, b blob)");
    execute(
        "INSERT INTO t (k, \"Name\", ts, m, b) VALUES (1, 'a\"b', '2021-02-03 04:05:06.789Z', {1: 'x'}, 0xcafe)");
    assertColumnNames(execute("SELECT JSON * FROM t"), "[json]");
    assertRows(
        execute("SELECT JSON k, \"Name\", ts, m, b FROM t"),
        row(
            "{\"k\": 1, \"\\\"Name\\\"\": \"a\\\"b\", \"ts\": \"2021-02-03 04:05:06.789Z\", \"m\": {\"1\": \"x\"}, \"b\": \"0xcafe\"}"));
    assertRows(execute("SELECT JSON count(*) FROM t"), row("{\"count\": 1}"));
  }

  @Test
  void elementFieldAndSliceSelection() {
    ddl("CREATE TYPE ks.addr (street text, zip int)");
    ddl(
        "CREATE TABLE t (k int PRIMARY KEY, m map<text, int>, s set<int>, l list<int>, a addr, f frozen<addr>)");
    execute(
        "INSERT INTO t (k, m, s, l, a, f) VALUES (1, {'a': 1, 'b': 2, 'c': 3}, {1, 5, 9}, [1], {street: 'x', zip: 7}, {street: 'y'})");
    assertRows(execute("SELECT m['b'], m['z'], s[5], s[6] FROM t"), row(2, null, 5, null));
    assertColumnNames(execute("SELECT m['b'], a.zip FROM t"), "m['b']", "a.zip");
    assertRows(
        execute("SELECT m['b'..'c'], s[..5], s[2..] FROM t"),
        row(Map.of("b", 2, "c", 3), Set.of(1, 5), Set.of(5, 9)));
    assertRows(execute("SELECT a.street, a.zip, f.street, f.zip FROM t"), row("x", 7, "y", null));
    assertRows(execute("SELECT m[?] FROM t", "c"), row(3));
    assertInvalidMessage(
        "Element selection is only allowed on sets and maps, but l is a list",
        "SELECT l[0] FROM t");
    assertInvalidMessage(
        "Invalid field selection: k of type int is not a user type", "SELECT k.x FROM t");
  }

  @Test
  void toJsonAndAggregationWarnings() {
    ddl("CREATE TABLE t (k int, c int, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO t (k, c, v) VALUES (1, 1, 10)");
    assertRows(execute("SELECT tojson(v), toJson(k) FROM t"), row("10", "1"));
    assertColumnNames(execute("SELECT toJson(v) FROM t"), "system.tojson(v)");
    assertEquals(
        List.of("Aggregation query used without partition key"),
        ((io.wcs.engine.cql.QueryResult.Rows) execute("SELECT count(*) FROM t")).warnings());
    assertEquals(
        List.of("Aggregation query used on multiple partition keys (IN restriction)"),
        ((io.wcs.engine.cql.QueryResult.Rows) execute("SELECT count(*) FROM t WHERE k IN (1, 2)"))
            .warnings());
    assertEquals(
        List.of(),
        ((io.wcs.engine.cql.QueryResult.Rows) execute("SELECT count(*) FROM t WHERE k = 1"))
            .warnings());
    assertEquals(
        List.of(),
        ((io.wcs.engine.cql.QueryResult.Rows) execute("SELECT count(*) FROM t WHERE token(k) > 0"))
            .warnings());
  }

  /**
   * Which IN restrictions of the partition key make Cassandra 5.0.2 warn of an aggregation over
   * several partitions (its answers, recorded through the native protocol): a filtered IN too, but
   * not one beside a token relation, nor an IN of one value, which is an equality.
   */
  @Test
  void aggregationWarningsOfFilteredAndSingleValueIn() {
    ddl("CREATE TABLE t (p1 int, p2 text, c int, v int, PRIMARY KEY ((p1, p2), c))");
    execute("INSERT INTO t (p1, p2, c, v) VALUES (1, 'a', 1, 10)");
    String multiple = "Aggregation query used on multiple partition keys (IN restriction)";
    assertEquals(
        List.of(multiple),
        warnings("SELECT count(*) FROM t WHERE p2 IN ('a', 'b') ALLOW FILTERING"));
    assertEquals(
        List.of(multiple),
        warnings("SELECT count(*) FROM t WHERE p1 IN (1, 2) AND p2 > 'a' ALLOW FILTERING"));
    assertEquals(List.of(), warnings("SELECT count(*) FROM t WHERE p1 IN (1) AND p2 IN ('a')"));
    assertEquals(
        List.of(),
        warnings(
            "SELECT count(*) FROM t WHERE token(p1, p2) > 0 AND p1 IN (1, 2) ALLOW FILTERING"));
    assertEquals(
        List.of(multiple),
        warnings("SELECT count(*) FROM t WHERE p1 IN (1, 2) AND p2 = 'a' AND token(p1, p2) > 0"));
  }

  private List<String> warnings(String cql) {
    return ((io.wcs.engine.cql.QueryResult.Rows) execute(cql)).warnings();
  }

  @Test
  void annOrderingNeedsAnIndex() {
    ddl("CREATE TABLE vt (k int PRIMARY KEY, v vector<float, 3>, n int)");
    assertInvalidMessage(
        "ANN ordering by vector requires the column to be indexed",
        "SELECT * FROM vt ORDER BY v ANN OF [1.0, 2.0, 3.0] LIMIT 3");
    // the query vector is a value of the column first
    assertInvalidMessage(
        "Unexpected receiver type 'int'; only list and vector are expected",
        "SELECT * FROM vt ORDER BY n ANN OF [1.0, 2.0, 3.0] LIMIT 3");
    assertInvalidMessage(
        "ANN ordering is only supported on float vector indexes",
        "SELECT * FROM vt ORDER BY n ANN OF 1 LIMIT 3");
    assertInvalidMessage(
        "Descending ANN ordering is not supported",
        "SELECT * FROM vt ORDER BY v ANN OF [1.0, 2.0, 3.0] DESC LIMIT 3");
  }
}
