package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.types.NativeType;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Values the engine's codecs serialized for a prepared statement's markers ({@link
 * BoundValues#serialized}) are taken without validation by that statement only: for any other
 * markers, even of the same query, they are checked as every value is.
 */
class SerializedValuesTest extends CqlTester {
  private static final byte[] INVALID_UTF8 = {(byte) 0xC3};

  @Test
  void valuesSerializedForTheStatementsOwnMarkersAreWritten() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v text)");
    Prepared insert = prepare("INSERT INTO %s (k, v) VALUES (?, ?)");
    byte[][] values = {NativeType.INT.serialize(1), NativeType.TEXT.serialize("été")};
    execute(insert, BoundValues.serialized(values, insert.variables()));
    assertRows(execute("SELECT v FROM %s WHERE k = 1"), row("été"));
  }

  @Test
  void valuesSerializedForOtherMarkersOfTheSameQueryAreValidated() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v text)");
    Prepared insert = prepare("INSERT INTO %s (k, v) VALUES (?, ?)");
    List<ColumnSpec> lookAlikes =
        insert.variables().stream()
            .map(s -> new ColumnSpec(s.keyspace(), s.table(), s.name(), s.type()))
            .toList();
    byte[][] values = {NativeType.INT.serialize(1), INVALID_UTF8};
    InvalidRequestException e =
        assertThrows(
            InvalidRequestException.class,
            () -> execute(insert, BoundValues.serialized(values, lookAlikes)));
    assertEquals(
        "String didn't validate.\nHint: Invalid value for \"v\" of type text: invalid UTF-8 bytes"
            + " for a text value",
        e.getMessage());
  }

  /** A table dropped and made again with another type: its statements are prepared anew. */
  @Test
  void valuesSerializedForAStatementPreparedBeforeASchemaChangeAreValidated() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v text)");
    Prepared before = prepare("INSERT INTO %s (k, v) VALUES (?, ?)");
    executeNet("DROP TABLE %s");
    executeNet("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    Prepared after = prepare("INSERT INTO %s (k, v) VALUES (?, ?)");
    byte[][] values = {NativeType.INT.serialize(1), NativeType.TEXT.serialize("abc")};
    InvalidRequestException e =
        assertThrows(
            InvalidRequestException.class,
            () -> execute(after, BoundValues.serialized(values, before.variables())));
    assertTrue(
        e.getMessage()
            .startsWith("Expected 4 or 0 byte int (3)\nHint: Invalid value for \"v\" of type int"),
        e.getMessage());
  }

  @Test
  void aValueForEachVariableIsRequired() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v text)");
    Prepared insert = prepare("INSERT INTO %s (k, v) VALUES (?, ?)");
    byte[][] one = {NativeType.INT.serialize(1)};
    assertThrows(
        IllegalArgumentException.class, () -> BoundValues.serialized(one, insert.variables()));
  }

  private Prepared prepare(String cql) {
    return database.handler().prepare(cql.replace("%s", KEYSPACE + "." + tableName()), state);
  }

  private QueryResult execute(Prepared prepared, List<byte[]> values) {
    return database.handler().executePrepared(prepared.id(), state, QueryOptions.of(values));
  }
}
