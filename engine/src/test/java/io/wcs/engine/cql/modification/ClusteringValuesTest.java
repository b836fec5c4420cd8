package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.CqlTester;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Clustering values that the byte-comparable key alone cannot give back, answered as Cassandra
 * 5.0.2 answered them: a decimal's scale, and empty values of types such as int.
 */
class ClusteringValuesTest extends CqlTester {

  @Test
  void aDecimalClusteringIsOneRowPerNumberAndKeepsTheScaleFirstWritten() throws IOException {
    createTable("CREATE TABLE %s (k int, c decimal, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, v) VALUES (0, 1.50, 1)");
    execute("INSERT INTO %s (k, c, v) VALUES (0, 1.5, 2)");
    execute("INSERT INTO %s (k, c, v) VALUES (0, 2.0, 1)");
    execute("UPDATE %s SET v = 3 WHERE k = 0 AND c = 2.00");
    // assertRows compares with BigDecimal.equals, which compares the scale.
    assertRows(execute("SELECT * FROM %s"), row(0, dec("1.50"), 2), row(0, dec("2.0"), 3));
    flush();
    execute("UPDATE %s SET v = 4 WHERE k = 0 AND c = 2.000");
    assertRows(
        execute("SELECT * FROM %s WHERE k = 0 AND c IN (1.5000, 2)"),
        row(0, dec("1.50"), 2),
        row(0, dec("2.0"), 4));
    execute("DELETE FROM %s WHERE k = 0 AND c = 1.500");
    assertRows(execute("SELECT * FROM %s"), row(0, dec("2.0"), 4));
  }

  @Test
  void setElementsAreOnePerNumberAndKeepTheScaleLastWritten() throws IOException {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, s set<decimal>)");
    execute("INSERT INTO %s (k, s) VALUES (0, {1.50, 2.0})");
    flush();
    execute("UPDATE %s SET s = s + {1.5000, 7.0} WHERE k = 0");
    assertRows(
        execute("SELECT s FROM %s"),
        row(new LinkedHashSet<>(List.of(dec("1.5000"), dec("2.0"), dec("7.0")))));
    execute("UPDATE %s SET s = s - {1.5} WHERE k = 0");
    assertRows(
        execute("SELECT s FROM %s"), row(new LinkedHashSet<>(List.of(dec("2.0"), dec("7.0")))));
  }

  @Test
  void emptyClusteringValuesSortFirstInTheColumnsOrder() throws IOException {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, v) VALUES (0, blobAsInt(0x), 1)");
    execute("INSERT INTO %s (k, c, v) VALUES (0, -5, 2)");
    flush();
    execute("INSERT INTO %s (k, c, v) VALUES (0, 5, 3)");
    assertRows(execute("SELECT v FROM %s"), row(1), row(2), row(3));
    assertRows(execute("SELECT v FROM %s WHERE k = 0 AND c < 0"), row(1), row(2));
    assertRows(execute("SELECT v FROM %s WHERE k = 0 AND c > blobAsInt(0x)"), row(2), row(3));
    assertRows(execute("SELECT c, v FROM %s WHERE k = 0 AND c = blobAsInt(0x)"), row(null, 1));
    assertRows(execute("SELECT v FROM %s WHERE k = 0 ORDER BY c DESC"), row(3), row(2), row(1));
    execute("DELETE FROM %s WHERE k = 0 AND c = blobAsInt(0x)");
    assertRows(execute("SELECT v FROM %s"), row(2), row(3));

    createTable(
        "CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))"
            + " WITH CLUSTERING ORDER BY (c DESC)");
    execute("INSERT INTO %s (k, c, v) VALUES (0, blobAsInt(0x), 1)");
    execute("INSERT INTO %s (k, c, v) VALUES (0, -5, 2)");
    assertRows(execute("SELECT v FROM %s"), row(2), row(1));
  }

  @Test
  void emptyRegularValuesReadAsNullOutsideBlobFunctions() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, i int, d decimal)");
    execute("INSERT INTO %s (k, i) VALUES (0, blobAsInt(0x))");
    assertRows(
        execute("SELECT i, intAsBlob(i), i + 1, CAST(i AS text), toJson(i) FROM %s"),
        row(null, ByteBuffer.allocate(0).asReadOnlyBuffer(), null, null, null));
    assertRows(execute("SELECT max(i), sum(i), avg(i), count(i) FROM %s"), row(null, 0, 0, 1L));
    assertRows(execute("SELECT JSON k, i, d FROM %s"), row("{\"k\": 0, \"i\": \"\", \"d\": null}"));
    assertRows(execute("SELECT k FROM %s WHERE i < 0 ALLOW FILTERING"), row(0));
  }

  @Test
  void emptyElementsStayInCollectionsAndReadAsNull() throws IOException {
    createTable(
        "CREATE TABLE %s (k int PRIMARY KEY, l list<int>, f frozen<list<int>>, s set<int>,"
            + " m map<int, int>)");
    execute(
        "INSERT INTO %s (k, l, f, s, m) VALUES (0, [blobAsInt(0x), 1], [blobAsInt(0x), 2],"
            + " {3, blobAsInt(0x)}, {blobAsInt(0x): blobAsInt(0x), 4: 5})");
    flush();
    List<Object> emptyThen = Arrays.asList(null, 1);
    Map<Object, Object> entries = new LinkedHashMap<>();
    entries.put(null, null);
    entries.put(4, 5);
    assertRows(
        execute("SELECT l, f, s, m FROM %s"),
        row(
            emptyThen,
            Arrays.asList(null, 2),
            new LinkedHashSet<>(Arrays.asList(null, 3)),
            entries));
  }

  @Test
  void emptyFieldsStayInTupleAndUserTypeLiterals() {
    executeNet("CREATE TYPE ks.pt (x int, y text)");
    createTable("CREATE TABLE %s (k int PRIMARY KEY, tu tuple<int, text>, p frozen<pt>)");
    execute(
        "INSERT INTO %s (k, tu, p) VALUES (0, (blobAsInt(0x), 'x'), {y: 'a', x: blobAsInt(0x)})");
    assertRows(
        execute("SELECT JSON tu, p FROM %s"),
        row("{\"tu\": [\"\", \"x\"], \"p\": {\"x\": \"\", \"y\": \"a\"}}"));
  }

  private static BigDecimal dec(String text) {
    return new BigDecimal(text);
  }
}
