package io.wcs.engine.cql.modification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.CqlRequestException;
import io.wcs.engine.types.InvalidValueException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;

/**
 * Collection limits as Apache Cassandra 5.0.2 answered them with its default configuration (the
 * same statements were run against it): the 64K limits of protocol v2 are gone, since elements and
 * counts are serialized with int lengths from v3 on, so neither a set element or map key over 65535
 * bytes nor a list of more than 65535 elements is refused, in literals, in bound values, frozen or
 * not; and the collection guardrails (collection_size_*, items_per_collection_*) are disabled by
 * default in cassandra.yaml, so nothing warns either. What remains is the key limit: a frozen
 * collection in the primary key is a key component, and each is limited to 65535 bytes.
 */
class CollectionLimitsTest extends CqlTester {
  private static final String BIG = "a".repeat(70_000);
  private static final int MANY = 70_000;

  private static String manyInts() {
    StringJoiner list = new StringJoiner(", ", "[", "]");
    for (int i = 0; i < MANY; i++) {
      list.add(Integer.toString(i));
    }
    return list.toString();
  }

  private static List<Integer> manyIntsList() {
    List<Integer> list = new ArrayList<>(MANY);
    for (int i = 0; i < MANY; i++) {
      list.add(i);
    }
    return list;
  }

  private void assertAcceptedWithoutWarning(String cql) {
    QueryResult result = execute(cql);
    assertEquals(List.of(), result.warnings(), cql.substring(0, 40));
  }

  @Test
  void literalElementsAndKeysPast65535BytesAreStoredWithoutWarning() {
    createTable(
        "CREATE TABLE %s (k int PRIMARY KEY, s set<text>, m map<text, text>,"
            + " fs frozen<set<text>>, fm frozen<map<text, text>>)");
    assertAcceptedWithoutWarning("INSERT INTO %s (k, s) VALUES (1, {'" + BIG + "'})");
    assertAcceptedWithoutWarning("INSERT INTO %s (k, m) VALUES (2, {'" + BIG + "': 'v'})");
    assertAcceptedWithoutWarning("UPDATE %s SET s = s + {'" + BIG + "'} WHERE k = 3");
    assertAcceptedWithoutWarning("UPDATE %s SET m['" + BIG + "'] = 'v' WHERE k = 4");
    assertAcceptedWithoutWarning("INSERT INTO %s (k, m) VALUES (5, {'k': '" + BIG + "'})");
    assertAcceptedWithoutWarning("INSERT INTO %s (k, fs) VALUES (6, {'" + BIG + "'})");
    assertAcceptedWithoutWarning("INSERT INTO %s (k, fm) VALUES (7, {'" + BIG + "': 'v'})");
    String select = "SELECT s, m, fs, fm FROM %s WHERE k = ";
    assertRows(execute(select + 1), row(Set.of(BIG), null, null, null));
    assertRows(execute(select + 2), row(null, Map.of(BIG, "v"), null, null));
    assertRows(execute(select + 3), row(Set.of(BIG), null, null, null));
    assertRows(execute(select + 4), row(null, Map.of(BIG, "v"), null, null));
    assertRows(execute(select + 5), row(null, Map.of("k", BIG), null, null));
    assertRows(execute(select + 6), row(null, null, Set.of(BIG), null));
    assertRows(execute(select + 7), row(null, null, null, Map.of(BIG, "v")));

    assertAcceptedWithoutWarning("UPDATE %s SET s = s - {'" + BIG + "'} WHERE k = 1");
    assertAcceptedWithoutWarning("DELETE m['" + BIG + "'] FROM %s WHERE k = 2");
    assertRows(execute(select + 1), row(null, null, null, null));
    assertRows(execute(select + 2), row(null, null, null, null));
  }

  @Test
  void literalListsOfMoreThan65535ElementsAreStoredWithoutWarning() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, l list<int>, fl frozen<list<int>>)");
    String many = manyInts();
    assertAcceptedWithoutWarning("INSERT INTO %s (k, l) VALUES (1, " + many + ")");
    assertAcceptedWithoutWarning("INSERT INTO %s (k, fl) VALUES (2, " + many + ")");
    assertAcceptedWithoutWarning("UPDATE %s SET l = l + " + many + " WHERE k = 3");
    List<Integer> expected = manyIntsList();
    assertRows(execute("SELECT l, fl FROM %s WHERE k = 1"), row(expected, null));
    assertRows(execute("SELECT l, fl FROM %s WHERE k = 2"), row(null, expected));
    assertRows(execute("SELECT l, fl FROM %s WHERE k = 3"), row(expected, null));
  }

  @Test
  void boundFrozenCollectionsPastTheOld64KLimitsAreStored() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, fs frozen<set<text>>, fl frozen<list<int>>)");
    execute("INSERT INTO %s (k, fs, fl) VALUES (1, ?, ?)", Set.of(BIG), manyIntsList());
    assertRows(execute("SELECT fs, fl FROM %s"), row(Set.of(BIG), manyIntsList()));
  }

  @Test
  void aFrozenCollectionInTheKeyIsBoundByTheKeyLimit() {
    // A frozen set of one element: 4 bytes of count, 4 of length, then the element.
    createTable("CREATE TABLE %s (k int, c frozen<set<text>>, PRIMARY KEY (k, c))");
    assertRefused(
        "Key length of 70008 is longer than maximum of 65535",
        "INSERT INTO %s (k, c) VALUES (1, {'" + BIG + "'})");
    createTable("CREATE TABLE %s (k frozen<set<text>> PRIMARY KEY, v int)");
    assertRefused(
        "Key length of 70008 is longer than maximum of 65535",
        "INSERT INTO %s (k, v) VALUES ({'" + BIG + "'}, 1)");
    createTable("CREATE TABLE %s (k int, c text, PRIMARY KEY (k, c))");
    assertRefused(
        "Key length of 70000 is longer than maximum of 65535",
        "INSERT INTO %s (k, c) VALUES (1, '" + BIG + "')");
  }

  /**
   * Refused with this message, as an invalid request: a {@code CqlRequestException}, or for a
   * partition key the codec's {@code InvalidValueException}, which the driver and server report as
   * one.
   */
  private void assertRefused(String message, String cql) {
    RuntimeException e =
        assertThrows(
            RuntimeException.class, () -> execute(cql), () -> "accepted: " + cql.substring(0, 40));
    assertTrue(
        e instanceof CqlRequestException || e instanceof InvalidValueException, e.toString());
    assertEquals(message, e.getMessage());
  }
}
