package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.CqlTester;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class JsonInsertTest extends CqlTester {

  @Test
  void insertsEveryColumnFromTheDocument() {
    createTable(
        "CREATE TABLE %s (k int, \"Cased\" text, ts timestamp, l list<int>, s set<text>,"
            + " m map<int, text>, PRIMARY KEY (k))");
    execute(
        "INSERT INTO %s JSON '{\"k\": 1, \"\\\"Cased\\\"\": \"x\", \"ts\": \"2020-01-02 03:04:05Z\","
            + " \"l\": [1, 2], \"s\": [\"a\"], \"m\": {\"7\": \"seven\"}}'");
    assertRows(
        execute("SELECT k, \"Cased\", ts, l, s, m FROM %s"),
        row(
            1,
            "x",
            Instant.parse("2020-01-02T03:04:05Z"),
            List.of(1, 2),
            Set.of("a"),
            Map.of(7, "seven")));
  }

  @Test
  void missingColumnsAreNullUnlessDefaultUnset() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int, w int)");
    execute("INSERT INTO %s (k, v, w) VALUES (1, 1, 1)");
    execute("INSERT INTO %s JSON ? DEFAULT UNSET", "{\"k\": 1, \"v\": 2}");
    assertRows(execute("SELECT * FROM %s"), row(1, 2, 1));
    execute("INSERT INTO %s JSON ?", "{\"k\": 1, \"v\": 3}");
    assertRows(execute("SELECT * FROM %s"), row(1, 3, null));
  }

  @Test
  void badDocumentsAreRefused() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    assertInvalidMessage(
        "JSON values map contains unrecognized column: x",
        "INSERT INTO %s JSON '{\"k\": 1, \"x\": 2}'");
    assertInvalidMessage(
        "Error decoding JSON value for v: Expected an int value, but got a Boolean: true",
        "INSERT INTO %s JSON '{\"k\": 1, \"v\": true}'");
    // a blob given a number: Cassandra 5.0 passes on a ClassCastException's text, WCS says why
    createTable("CREATE TABLE %s (k int PRIMARY KEY, b blob)");
    assertInvalidMessage(
        "Error decoding JSON value for b: Value '7' is not a valid blob representation: write it"
            + " as a string such as \"0x0102\"",
        "INSERT INTO %s JSON '{\"k\": 1, \"b\": 7}'");
    createTable("CREATE TABLE %s (k int PRIMARY KEY, ve vector<float, 2>)");
    assertInvalidMessage(
        "Error decoding JSON value for ve: List had incorrect size: expected 2 but given 1; [1.0]",
        "INSERT INTO %s JSON '{\"k\": 1, \"ve\": [1.0]}'");
    assertInvalidMessage(
        "fromjson() cannot be used in the selection clause of a SELECT statement",
        "SELECT fromJson('1') FROM %s");
  }
}
