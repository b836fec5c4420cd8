package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.CqlTester;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What golden script 37 cannot show: where Cassandra 5.0 answers with a server error, WCS refuses
 * with a message; a map written in a selection is built when a type hint gives its type; and an
 * element's type is checked only against a type hint, as Cassandra does.
 */
class CompositeSelectorsTest extends CqlTester {

  @BeforeEach
  void table() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int, w int, x text)");
    execute("INSERT INTO %s (k, v, x) VALUES (1, 5, 'q')");
  }

  @Test
  void aSetOrAMapsKeyCannotBeANullColumn() {
    assertInvalidMessage(
        "Invalid null value in {v, w}: a frozen<set<int>> has no nulls", "SELECT {v, w} FROM %s");
    assertInvalidMessage(
        "Invalid null value in {w: k}: a frozen<map<int, int>> has no nulls",
        "SELECT (map<int, int>) {w: k} FROM %s");
  }

  @Test
  void aListKeepsANullColumnAsANullElement() {
    assertRows(execute("SELECT [v, w] FROM %s"), row(Arrays.asList(5, null)));
  }

  @Test
  void aTypeHintGivesAMapItsType() {
    assertRows(
        execute("SELECT (map<int, int>) {k: v, 2: 3}, (map<text, int>) {x: v} FROM %s"),
        row(Map.of(1, 5, 2, 3), Map.of("q", 5)));
  }

  @Test
  void elementsOfAnotherTypeAreRefusedByATypeHint() {
    assertInvalidMessage(
        "Cannot assign value (list<int>)[v, x] to (list<int>)[v, x] of type frozen<list<int>>",
        "SELECT (list<int>)[v, x] FROM %s");
    assertRows(
        execute("SELECT (list<varint>)[v, k] FROM %s"),
        row(List.of(BigInteger.valueOf(5), BigInteger.ONE)));
  }

  @Test
  void aggregatesInsideACompositeFoldTheRows() {
    execute("INSERT INTO %s (k, v) VALUES (2, 7)");
    assertRows(
        execute("SELECT [max(v), min(v)], count(*) * 2, abs(-max(v)) FROM %s"),
        row(List.of(7, 5), 4L, 7));
  }
}
