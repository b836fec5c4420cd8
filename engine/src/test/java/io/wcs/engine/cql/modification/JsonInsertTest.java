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

  @Test
  void keysAreRenamedOneAfterAnotherAsCassandraRenamesThem() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, \"Cased\" int, a int)");
    // "A" becomes a and takes a's place with its own value; quoted "a" then A both name a
    execute("INSERT INTO %s JSON '{\"k\": 1, \"A\": 1, \"a\": 2}'");
    execute("INSERT INTO %s JSON '{\"k\": 2, \"\\\"a\\\"\": 1, \"A\": 2}'");
    assertRows(execute("SELECT k, a FROM %s WHERE k IN (1, 2)"), row(1, 1), row(2, 2));
    // Cased is renamed cased, which moves behind nope: the two share a hash bucket
    assertInvalidMessage(
        "JSON values map contains unrecognized column: nope",
        "INSERT INTO %s JSON '{\"k\": 3, \"Cased\": 1, \"nope\": 1}'");
  }

  @Test
  void aUserTypesFieldsAreReadBeforeANameLeftOverIsRefused() {
    executeNet("CREATE TYPE ks.jpt (x int, y text)");
    createTable("CREATE TABLE %s (k int PRIMARY KEY, p frozen<jpt>)");
    assertInvalidMessage(
        "Error decoding JSON value for p: Unable to make int from 'bad'",
        "INSERT INTO %s JSON '{\"k\": 1, \"p\": {\"zz\": 1, \"x\": \"bad\"}}'");
    assertInvalidMessage(
        "Error decoding JSON value for p: Unknown field 'qq' in value of user defined type jpt",
        "INSERT INTO %s JSON '{\"k\": 1, \"p\": {\"Y\": \"a\", \"qq\": 1}}'");
    execute("INSERT INTO %s JSON '{\"k\": 1, \"p\": {\"X\": 2, \"x\": 3}}'");
    assertRows(execute("SELECT p.x FROM %s WHERE k = 1"), row(2));
  }
}
