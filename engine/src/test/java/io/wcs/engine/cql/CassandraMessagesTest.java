package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.restrictions.WhereClause;
import io.wcs.engine.error.CqlRequestException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Refusals worded as Cassandra 5.0.2 words them (the golden corpus recorded each of these), so an
 * application moving between WCS and Cassandra reads the same errors.
 */
class CassandraMessagesTest extends CqlTester {

  @Test
  void schemaStatements() {
    assertInvalidMessage(
        "Keyspace ks already exists",
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
    assertInvalidMessage(
        "System keyspace 'system' is not user-modifiable",
        "CREATE KEYSPACE system WITH replication = {'class': 'SimpleStrategy'}");
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    assertInvalidMessage(
        "Object " + KEYSPACE + "." + tableName() + " already exists",
        "CREATE TABLE %s (k int PRIMARY KEY)");
    assertInvalidMessage(
        "Only clustering key columns can be defined in CLUSTERING ORDER directive: [v] are not"
            + " clustering columns",
        "CREATE TABLE ks.bad (k int, c int, v int, PRIMARY KEY (k, c))"
            + " WITH CLUSTERING ORDER BY (v ASC)");
    assertInvalidMessage(
        "A user type cannot contain non-frozen UDTs", "CREATE TYPE ks.bad (x nosuchtype)");
    assertInvalidMessage(
        KEYSPACE
            + "."
            + tableName()
            + ": Cannot have a counter column (\"n\") in a non counter table",
        "ALTER TABLE %s ADD n counter");
  }

  @Test
  void constantsThatDoNotFitTheirType() {
    createTable(
        "CREATE TABLE %s (k int PRIMARY KEY, bi bigint, si smallint, ti tinyint, a ascii,"
            + " tu timeuuid, ts timestamp, tm time, b blob, fs frozen<set<text>>,"
            + " tp tuple<int, text>, m map<text, int>)");
    assertInvalidMessage(
        "Unable to make long from '9223372036854775808'",
        "INSERT INTO %s (k, bi) VALUES (1, 9223372036854775808)");
    assertInvalidMessage(
        "Unable to make short from '32768'", "INSERT INTO %s (k, si) VALUES (1, 32768)");
    assertInvalidMessage(
        "Unable to make byte from '128'", "INSERT INTO %s (k, ti) VALUES (1, 128)");
    assertInvalidMessage(
        "Invalid ASCII character in string literal:"
            + " java.nio.charset.UnmappableCharacterException: Input length = 1",
        "INSERT INTO %s (k, a) VALUES (1, 'é')");
    assertInvalidMessage(
        "TimeUUID supports only version 1 UUIDs",
        "INSERT INTO %s (k, tu) VALUES (1, 756716f7-2e54-4715-9f00-91dcbea6cf50)");
    assertInvalidMessage(
        "Unable to parse a date/time from 'soon'", "INSERT INTO %s (k, ts) VALUES (1, 'soon')");
    assertInvalidMessage(
        "(TimeType) Unable to coerce '25:00:00' to a formatted time (long)",
        "INSERT INTO %s (k, tm) VALUES (1, '25:00:00')");
    assertInvalidMessage(
        "Unable to make long (for time) from: '86400000000000'",
        "INSERT INTO %s (k, tm) VALUES (1, 86400000000000)");
    assertInvalidMessage(
        "cannot parse 'caf' as hex bytes", "INSERT INTO %s (k, b) VALUES (1, 0xcaf)");
    assertInvalidMessage(
        "Invalid set literal for fs: value 1 is not of type text",
        "INSERT INTO %s (k, fs) VALUES (1, {1, 2})");
    assertInvalidMessage(
        "Invalid tuple literal for tp: component 1 is not of type text",
        "INSERT INTO %s (k, tp) VALUES (1, (1, 2))");
    assertInvalidMessage(
        "Invalid map literal for m: value 'b' is not of type int",
        "INSERT INTO %s (k, m) VALUES (1, {'a': 'b'})");
    assertInvalidMessage(
        "The column names contains duplicates", "INSERT INTO %s (k, bi, bi) VALUES (1, 2, 3)");
  }

  @Test
  void collectionAndCounterOperations() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, s set<text>, m map<text, int>)");
    assertInvalidMessage(
        "Unexpected receiver type 'set<text>'; only list and vector are expected",
        "UPDATE %s SET s = s + ['y'] WHERE k = 1");
    assertInvalidMessage(
        "Invalid STRING constant (y) for \"s\" of type set<text>",
        "UPDATE %s SET s = 'y' + s WHERE k = 1");
    assertInvalidMessage(
        "Value for a map addition has to be a map, but was: '{'a'}'",
        "UPDATE %s SET m = m + {'a'} WHERE k = 1");
    assertInvalidMessage(
        "Value for a map substraction has to be a set, but was: '{'a': 1}'",
        "UPDATE %s SET m = m - {'a': 1} WHERE k = 1");
    assertInvalidMessage(
        "Invalid operation (m = {'a': 1} - m) for non list column m",
        "UPDATE %s SET m = {'a': 1} + m WHERE k = 1");
    assertInvalidMessage(
        "Invalid map literal for s of type set<text>",
        "UPDATE %s SET s = s - {'a': 1} WHERE k = 1");
    createTable("CREATE TABLE %s (k int PRIMARY KEY, n counter)");
    assertInvalidMessage(
        "Invalid null value for counter increment/decrement",
        "UPDATE %s SET n = n + null WHERE k = 1");
    // a null bound at execution is worded apart, as in Cassandra
    assertInvalidMessage(
        "Invalid null value for counter increment",
        "UPDATE %s SET n = n - ? WHERE k = 1",
        (Object) null);
    assertInvalidMessage(
        "Conditions on counters are not supported", "UPDATE %s SET n = n + 1 WHERE k = 1 IF n = 1");
  }

  @Test
  void selections() {
    createTable("CREATE TABLE %s (k int, c int, d int, t text, PRIMARY KEY (k, c, d))");
    execute("INSERT INTO %s (k, c, d) VALUES (1, 1, 1)");
    assertInvalidMessage(
        "LIMIT must be strictly positive", "SELECT * FROM %s PER PARTITION LIMIT 0");
    assertInvalidMessage(
        "Undefined column name nosuch in table " + KEYSPACE + "." + tableName(),
        "SELECT k, count(*) FROM %s GROUP BY nosuch");
    assertInvalidMessage("c cannot be cast to blob", "SELECT CAST(c AS blob) FROM %s");
    String castMessage = message("SELECT CAST(t AS int) FROM %s");
    assertTrue(
        castMessage.startsWith(
            "Invalid call to function system.cast_as_int, none of its type signatures match"),
        castMessage);
    assertTrue(castMessage.contains("system.cast_as_int : (varint) -> int"), castMessage);
    assertTrue(!castMessage.contains("(text)"), castMessage);
    assertTrue(message("SELECT sum(t) FROM %s").contains("system.sum : (decimal) -> decimal"));
    assertInvalidMessage(
        "In call to function system.blobasint, value 0x0102 is not a valid binary representation"
            + " for type int",
        "SELECT blobAsInt(0x0102) FROM %s");
    assertInvalidMessage(
        "More than one restriction was found for the start bound on k",
        "SELECT * FROM %s WHERE token(k) > 0 AND token(k) > 10");
    assertInvalidMessage(
        "Expected 2 elements in value tuple, but got 3: (1, 2, 3)",
        "SELECT * FROM %s WHERE k = 1 AND (c, d) = (1, 2, 3)");
    assertInvalidMessage(
        "Expected 2 elements in value tuple, but got 3: (1, 2, 3)",
        "SELECT * FROM %s WHERE k = 1 AND (c, d) IN ((1, 2), (1, 2, 3))");
    assertInvalidMessage(
        "Unsupported null value for column t", "SELECT * FROM %s WHERE t = null ALLOW FILTERING");
  }

  @Test
  void anEmptyPartitionKeyIsRefusedByReadsAsByWrites() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    assertInvalidMessage("Key may not be empty", "SELECT * FROM %s WHERE k = blobAsInt(0x)");
    assertInvalidMessage("Key may not be empty", "INSERT INTO %s (k, v) VALUES (blobAsInt(0x), 1)");
    createTable("CREATE TABLE %s (t text PRIMARY KEY, v int)");
    assertInvalidMessage("Key may not be empty", "SELECT * FROM %s WHERE t IN ('a', '')");
    createTable("CREATE TABLE %s (a text, b int, v int, PRIMARY KEY ((a, b)))");
    execute("INSERT INTO %s (a, b, v) VALUES ('', blobAsInt(0x), 1)");
    assertRows(execute("SELECT v FROM %s WHERE a = '' AND b = blobAsInt(0x)"), row(1));
  }

  @Test
  void insertJsonPassesOnTheJsonParsersWords() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, tags set<text>)");
    assertInvalidMessage(
        "Could not decode JSON string as a map: com.fasterxml.jackson.core.JsonParseException:"
            + " Unrecognized token 'not': was expecting (JSON String, Number, Array, Object or"
            + " token 'null', 'true' or 'false')\n at [Source: (String)\"not json\"; line: 1,"
            + " column: 4]. (String was: not json)",
        "INSERT INTO %s JSON 'not json'");
    assertInvalidMessage(
        "Error decoding JSON value for k: Unable to make int from 'x'",
        "INSERT INTO %s JSON '{\"k\": \"x\"}'");
    execute("INSERT INTO %s JSON '{\"k\": 1, \"tags\": \"[\\\"a\\\"]\"}'");
    assertInvalidMessage(
        "Error decoding JSON value for tags: Expected a list (representing a set), but got a"
            + " LinkedHashMap: {a=1}",
        "INSERT INTO %s JSON '{\"k\": 1, \"tags\": {\"a\": 1}}'");
    assertInvalidMessage(
        "Could not decode JSON string as a map:"
            + " com.fasterxml.jackson.databind.exc.MismatchedInputException: Cannot deserialize"
            + " value of type `java.util.LinkedHashMap<java.lang.Object,java.lang.Object>` from"
            + " Array value (token `JsonToken.START_ARRAY`)\n at [Source: (String)\"[1]\"; line:"
            + " 1, column: 1]. (String was: [1])",
        "INSERT INTO %s JSON '[1]'");
    assertRows(execute("SELECT tags FROM %s"), row(java.util.Set.of("a")));
  }

  @Test
  void refusalsThatDoNotSayHowToFixTheQueryGetAHint() {
    createTable("CREATE TABLE %s (a int, b int, c int, v int, PRIMARY KEY ((a, b), c))");
    String table = KEYSPACE + "." + tableName();
    assertEquals(
        "Some partition key parts are missing: b\nHint: restrict every partition key column of "
            + table
            + " with = or IN, as in WHERE a = ? AND b = ?",
        message("UPDATE %s SET v = 1 WHERE a = 1 AND c = 1"));
    String filtering = message("SELECT * FROM %s WHERE v = 1");
    assertEquals(
        List.of(
            WhereClause.REQUIRES_ALLOW_FILTERING_MESSAGE,
            "Hint: "
                + table
                + " is partitioned by (a, b), so this query would read rows it then drops. A table"
                + " keyed for this query (the columns it restricts by = first in its PRIMARY KEY)"
                + " answers it directly; add ALLOW FILTERING only if scanning is intended."),
        filtering.lines().toList());
    assertEquals(
        "ORDER BY is only supported when the partition key is restricted by an EQ or an IN.\n"
            + "Hint: rows are ordered by their clustering columns inside each partition only:"
            + " restrict every partition key column of "
            + table
            + " with = or IN, as in WHERE a = ? AND b = ?, or keep the rows this query orders in one"
            + " partition of a table keyed for it",
        message("SELECT * FROM %s ORDER BY c DESC"));
    createTable("CREATE TABLE %s (k int, c1 int, c2 int, PRIMARY KEY (k, c1, c2))");
    assertEquals(
        "PRIMARY KEY column \"c2\" cannot be restricted as preceding column \"c1\" is not"
            + " restricted\nHint: a partition's rows are sorted by their clustering columns in"
            + " declared order, so restrict c1 with = or IN to restrict c2, or query a table whose"
            + " clustering columns start with c2",
        message("SELECT * FROM %s WHERE k = 1 AND c2 = 1"));
    assertEquals(
        "Hint: a partition's rows are sorted by their clustering columns in declared order, so only"
            + " the last restricted one may take a range: restrict c1 with = to restrict c2, or"
            + " query a table whose clustering columns start with c2",
        message("SELECT * FROM %s WHERE k = 1 AND c1 > 1 AND c2 = 1").lines().toList().get(1));
  }

  @Test
  void aQueryWithSeveralFaultsIsRefusedForTheOneCassandraMeetsFirst() {
    createTable(
        "CREATE TABLE %s (k int, c1 int, c2 int, c3 int, v int, PRIMARY KEY (k, c1, c2, c3))");
    // clustering relations are checked one by one, in the order written
    assertInvalidMessage(
        "Clustering column \"c3\" cannot be restricted (preceding column \"c1\" is restricted by a"
            + " non-EQ relation)",
        "SELECT * FROM %s WHERE k = 0 AND c1 > 0 AND c3 = 1");
    assertInvalidMessage(
        "PRIMARY KEY column \"c3\" cannot be restricted (preceding column \"c1\" is restricted by a"
            + " non-EQ relation)",
        "SELECT * FROM %s WHERE k = 0 AND c3 = 1 AND c1 > 0");
    assertInvalidMessage(
        "PRIMARY KEY column \"c2\" cannot be restricted (preceding column \"c1\" is restricted by a"
            + " non-EQ relation)",
        "UPDATE %s SET v = 1 WHERE k = 0 AND c2 = 1 AND c1 > 0 AND c3 = 1");
    // a merge names the columns the two relations share
    assertInvalidMessage(
        "More than one restriction was found for the start bound on c1",
        "SELECT * FROM %s WHERE k = 0 AND (c1, c2) > (1, 1) AND c1 > 0");
    assertInvalidMessage(
        "Column \"c2\" cannot be restricted by both an equality and an inequality relation",
        "SELECT * FROM %s WHERE k = 0 AND (c1, c2) > (0, 0) AND c2 IN (1, 2)");
    assertInvalidMessage(
        "c2 cannot be restricted by more than one relation if it includes an Equal",
        "SELECT * FROM %s WHERE k = 0 AND c2 IN (1) AND (c1, c2) = (1, 1)");
    // ALLOW FILTERING is the last rule of a SELECT
    assertInvalidMessage(
        "ORDER BY is only supported when the partition key is restricted by an EQ or an IN.",
        "SELECT c1 FROM %s WHERE c1 > 3 ORDER BY c1 DESC");
    assertInvalidMessage(
        "PER PARTITION LIMIT is not allowed with aggregate queries.",
        "SELECT count(*) FROM %s WHERE c1 IN (1, 2) PER PARTITION LIMIT 2");
  }

  private String message(String cql) {
    return assertThrows(CqlRequestException.class, () -> execute(cql)).getMessage();
  }

  @Test
  void describeNamesTheKindOfObjectMissing() {
    assertEquals("Table 'nosuch' not found in keyspace 'ks'", message("DESCRIBE TABLE ks.nosuch"));
  }
}
