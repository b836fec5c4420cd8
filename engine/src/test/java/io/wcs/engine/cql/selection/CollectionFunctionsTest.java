package io.wcs.engine.cql.selection;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.QueryResult;
import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CollectionFunctionsTest extends CqlTester {

  @BeforeEach
  void table() {
    createTable(
        "CREATE TABLE %s (k int PRIMARY KEY, s set<text>, l list<int>, m map<text, int>,"
            + " d frozen<list<decimal>>)");
    execute(
        "INSERT INTO %s (k, s, l, m, d) VALUES (1, {'b', 'a', 'c'}, [10, 30, 20, 5],"
            + " {'x': 3, 'w': 4}, [1.5, 2.5])");
    execute("INSERT INTO %s (k) VALUES (2)");
  }

  @Test
  void mapKeysAndValuesFollowKeyOrder() {
    QueryResult result = execute("SELECT map_keys(m), map_values(m) FROM %s WHERE k = 1");
    assertEquals(
        List.of("system.map_keys(m)", "system.map_values(m)"),
        ((QueryResult.Rows) result).columns().stream().map(ColumnSpec::name).toList());
    assertRows(result, row(Set.of("w", "x"), List.of(4, 3)));
  }

  @Test
  void countMinMaxSumAndAverageOfElements() {
    assertRows(
        execute(
            "SELECT collection_count(s), collection_count(l), collection_count(m),"
                + " collection_min(l), collection_max(l), collection_min(s), collection_max(s),"
                + " collection_sum(l), collection_avg(l), collection_avg(d) FROM %s WHERE k = 1"),
        row(3, 4, 2, 5, 30, "a", "c", 65, 16, new BigDecimal("2.0")));
  }

  @Test
  void nullCollectionsGiveNull() {
    assertRows(
        execute(
            "SELECT map_keys(m), collection_count(s), collection_max(l), collection_sum(l)"
                + " FROM %s WHERE k = 2"),
        row(null, null, null, null));
  }

  @Test
  void argumentsOfTheWrongKindAreRefused() {
    assertInvalidMessage(
        "Function system.map_keys requires a map argument, but found argument s of type set<text>",
        "SELECT map_keys(s) FROM %s");
    assertInvalidMessage(
        "Function system.collection_min requires a set or list argument, but found argument m of"
            + " type map<text, int>",
        "SELECT collection_min(m) FROM %s");
    assertInvalidMessage(
        "Function system.collection_sum requires a numeric set/list argument, but found argument"
            + " s of type set<text>",
        "SELECT collection_sum(s) FROM %s");
    assertInvalidMessage(
        "Function system.collection_count requires a collection argument, but found argument k"
            + " of type int",
        "SELECT collection_count(k) FROM %s");
  }

  @Test
  void sumOfEmptyFrozenListIsZero() {
    execute("INSERT INTO %s (k, d) VALUES (3, [])");
    assertRows(
        execute("SELECT collection_sum(d), collection_min(d) FROM %s WHERE k = 3"),
        row(BigDecimal.ZERO, null));
  }
}
