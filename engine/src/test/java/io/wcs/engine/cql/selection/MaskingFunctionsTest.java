package io.wcs.engine.cql.selection;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.types.CqlDuration;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The masking functions where the golden script {@code 31_functions_5_0.cql} cannot compare
 * Cassandra's answers (its driver shows these values in a form of its own), and their refusals.
 */
class MaskingFunctionsTest extends CqlTester {

  @BeforeEach
  void table() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, tu timeuuid, du duration, v text, n int)");
    execute("INSERT INTO %s (k, tu, du, v, n) VALUES (1, now(), 1h, 'secret', 7)");
  }

  @Test
  void aMaskedTimeuuidIsTheLowestAtTheEpochAndADurationZero() {
    assertRows(
        execute("SELECT mask_default(tu), mask_default(du) FROM %s WHERE k = 1"),
        row(UUID.fromString("13814000-1dd2-11b2-8080-808080808080"), new CqlDuration(0, 0, 0)));
  }

  @Test
  void aMaskWritesAValueOfItsArgumentsOwnType() {
    execute("UPDATE %s SET v = mask_inner('secret', 1, 1), n = mask_replace(7, 9) WHERE k = 1");
    assertRows(execute("SELECT v, n FROM %s WHERE k = 1"), row("s****t", 9));
    // a null has no type of its own, and Cassandra takes none from the column
    assertInvalidMessage(
        "Cannot infer type of argument NULL in call to function system.mask_null(any): use type"
            + " casts to disambiguate",
        "UPDATE %s SET n = mask_null(null) WHERE k = 1");
    assertInvalidMessage(
        "Aggregation function are not supported in the where clause",
        "UPDATE %s SET n = max(1) WHERE k = 1");
  }

  @Test
  void aHashsAlgorithmIsLabelledAsWritten() {
    assertColumnNames(
        execute("SELECT mask_hash(v, 'ShA-256') FROM %s WHERE k = 1"),
        "system.mask_hash(v, 'ShA-256')");
  }

  @Test
  void callsWithTheWrongArgumentsAreRefused() {
    // Cassandra 5.0.2's words, the count checked before anything else (none at all too)
    assertInvalidMessage(
        "Invalid number of arguments for function system.mask_inner([text|varchar|ascii], int,"
            + " int, [text])",
        "SELECT mask_inner(v, 1) FROM %s WHERE k = 1");
    assertInvalidMessage(
        "Invalid number of arguments for function system.mask_null(any)",
        "SELECT mask_null() FROM %s WHERE k = 1");
    assertInvalidMessage(
        "Invalid number of arguments for function system.mask_hash(any, [text])",
        "SELECT mask_hash(?, 'MD5', 'x') FROM %s WHERE k = 1");
    assertInvalidMessage(
        "Type error: v cannot be passed as argument 1 of function system.mask_replace of type int",
        "SELECT mask_replace(n, v) FROM %s WHERE k = 1");
    assertInvalidMessage(
        "Hash algorithm not found: SHA-0", "SELECT mask_hash(v, 'SHA-0') FROM %s WHERE k = 1");
    // a constant algorithm is checked as the call is prepared, whatever rows there are
    assertInvalidMessage(
        "Hash algorithm not found: SHA-0", "SELECT mask_hash(v, 'SHA-0') FROM %s WHERE k = 2");
  }
}
