package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.types.UdtValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CollectionsTest extends CqlTester {

  @Test
  void setOperations() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, s set<text>)");
    execute("INSERT INTO %s (k, s) VALUES (1, {'b', 'a'})");
    execute("UPDATE %s SET s = s + {'c'} WHERE k = 1");
    execute("UPDATE %s SET s = s - {'a'} WHERE k = 1");
    assertRows(execute("SELECT s FROM %s"), row(Set.of("b", "c")));
    execute("DELETE s['b'] FROM %s WHERE k = 1");
    assertRows(execute("SELECT s FROM %s"), row(Set.of("c")));
    execute("UPDATE %s SET s = {'x'} WHERE k = 1");
    assertRows(execute("SELECT s FROM %s"), row(Set.of("x")));
    execute("UPDATE %s SET s = {} WHERE k = 1");
    assertRows(execute("SELECT s FROM %s"), row((Object) null));
  }

  @Test
  void listOperations() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, l list<int>)");
    execute("INSERT INTO %s (k, l) VALUES (1, [1, 2, 3])");
    execute("UPDATE %s SET l = l + [4] WHERE k = 1");
    execute("UPDATE %s SET l = [0] + l WHERE k = 1");
    assertRows(execute("SELECT l FROM %s"), row(List.of(0, 1, 2, 3, 4)));
    execute("UPDATE %s SET l[1] = 10 WHERE k = 1");
    execute("UPDATE %s SET l = l - [2, 3] WHERE k = 1");
    assertRows(execute("SELECT l FROM %s"), row(List.of(0, 10, 4)));
    execute("DELETE l[0] FROM %s WHERE k = 1");
    assertRows(execute("SELECT l FROM %s"), row(List.of(10, 4)));
    assertInvalidMessage(
        "List index 5 out of bound, list has size 2", "UPDATE %s SET l[5] = 1 WHERE k = 1");
    execute("UPDATE %s SET l = ? WHERE k = 1", List.of(7, 7));
    assertRows(execute("SELECT l FROM %s"), row(List.of(7, 7)));
  }

  @Test
  void mapOperations() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, m map<text, int>)");
    execute("INSERT INTO %s (k, m) VALUES (1, {'a': 1, 'b': 2})");
    execute("UPDATE %s SET m['c'] = 3, m = m + {'d': 4} WHERE k = 1");
    execute("UPDATE %s SET m = m - {'a'} WHERE k = 1");
    execute("DELETE m['b'] FROM %s WHERE k = 1");
    Map<String, Integer> expected = new LinkedHashMap<>();
    expected.put("c", 3);
    expected.put("d", 4);
    assertRows(execute("SELECT m FROM %s"), row(expected));
    execute("UPDATE %s SET m['c'] = null WHERE k = 1");
    assertRows(execute("SELECT m FROM %s"), row(Map.of("d", 4)));
  }

  @Test
  void frozenCollectionsAreWholeValues() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, f frozen<list<int>>)");
    execute("INSERT INTO %s (k, f) VALUES (1, [3, 1])");
    assertRows(execute("SELECT f FROM %s"), row(List.of(3, 1)));
    assertInvalidMessage(
        "Invalid operation (f = f + [2]) for frozen collection column f",
        "UPDATE %s SET f = f + [2] WHERE k = 1");
  }

  @Test
  void userTypesAndTuples() {
    executeNet("CREATE TYPE ks.address (street text, zip int)");
    createTable(
        "CREATE TABLE %s (k int PRIMARY KEY, a address, f frozen<address>, t tuple<int, text>)");
    execute("INSERT INTO %s (k, a, f, t) VALUES (1, {street: 'Main'}, {zip: 5}, (1, 'x'))");
    execute("UPDATE %s SET a.zip = 9 WHERE k = 1");
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("street", "Main");
    a.put("zip", 9);
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("street", null);
    f.put("zip", 5);
    assertRows(execute("SELECT a, f FROM %s"), row(new UdtValue(a), new UdtValue(f)));
    execute("DELETE a.street FROM %s WHERE k = 1");
    a.put("street", null);
    assertRows(execute("SELECT a FROM %s"), row(new UdtValue(a)));
    assertInvalidMessage(
        "UDT column a does not have a field named city", "UPDATE %s SET a.city = 'x' WHERE k = 1");
  }

  /**
   * Cassandra 5.0 caps neither the element count nor the element size of a non-frozen collection
   * (the old 64K limits went with protocol v2; the collection guardrails are off by default): a set
   * element and a map key past 65535 bytes and a list of more than 65535 elements are stored and
   * read back whole, from the memtable and after a flush.
   */
  @Test
  void collectionsPastTheOld64KLimitsAreKeptWhole() throws Exception {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, s set<text>, m map<text, int>, l list<int>)");
    String big = "e".repeat(70_000);
    List<Integer> many = new ArrayList<>(70_000);
    for (int i = 0; i < 70_000; i++) {
      many.add(i);
    }
    execute("INSERT INTO %s (k, s, m, l) VALUES (1, ?, ?, ?)", Set.of(big), Map.of(big, 1), many);
    assertRows(execute("SELECT s, m, l FROM %s"), row(Set.of(big), Map.of(big, 1), many));
    database.storage().flush(database.schema().table(KEYSPACE, tableName()).storageId());
    assertRows(execute("SELECT s, m, l FROM %s"), row(Set.of(big), Map.of(big, 1), many));
  }
}
