package io.wcs.engine.cql.modification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.QueryResult;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The collection guardrails with Cassandra's messages: a warning above the warn thresholds, a
 * refusal that writes nothing above the fail thresholds, counting what one write adds.
 */
class CollectionGuardrailsTest extends CqlTester {
  private static final String SIZE_WARNING =
      "Guardrail collection_size violated: Detected collection v of size %d, this exceeds the"
          + " warning threshold of 1024.";

  @Override
  protected DatabaseOptions options(DatabaseOptions defaults) {
    return defaults.withCollectionGuardrails(new CollectionGuardrails(1024, 4096, 2, 4));
  }

  @Test
  void setSizeCountsEachElementWithItsCellMetadata() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v set<text>)");
    assertEquals(
        List.of(), execute("INSERT INTO %s (k, v) VALUES (0, ?)", Set.of(text(1008))).warnings());
    assertEquals(
        List.of(String.format(Locale.ROOT, SIZE_WARNING, 1025)),
        execute("INSERT INTO %s (k, v) VALUES (1, ?)", Set.of(text(1009))).warnings());
    assertInvalidMessage(
        "Guardrail collection_size violated: Detected collection v of size 4113, this exceeds the"
            + " failure threshold of 4096.",
        "INSERT INTO %s (k, v) VALUES (2, ?)",
        Set.of(text(4097)));
    assertEmpty(execute("SELECT * FROM %s WHERE k = 2"));
  }

  @Test
  void listItemsWarnAndFailOnWhatOneWriteAdds() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v list<int>)");
    execute("INSERT INTO %s (k, v) VALUES (0, [1, 2])");
    assertEquals(List.of(), execute("UPDATE %s SET v = v + [3, 4] WHERE k = 0").warnings());
    assertEquals(
        List.of(
            "Guardrail items_per_collection violated: Detected collection v with 3 items, this"
                + " exceeds the warning threshold of 2."),
        execute("UPDATE %s SET v = v + [5, 6, 7] WHERE k = 0").warnings());
    assertInvalidMessage(
        "Guardrail items_per_collection violated: Detected collection v with 5 items, this"
            + " exceeds the failure threshold of 4.",
        "UPDATE %s SET v = [1, 2, 3, 4, 5] WHERE k = 0");
    assertRows(execute("SELECT v FROM %s WHERE k = 0"), row(List.of(1, 2, 3, 4, 5, 6, 7)));
  }

  @Test
  void mapEntriesCountKeyAndValueInOneCell() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v map<text, text>)");
    assertEquals(
        List.of(),
        execute("UPDATE %s SET v = v + ? WHERE k = 0", Map.of(text(500), text(508))).warnings());
    assertEquals(
        List.of(String.format(Locale.ROOT, SIZE_WARNING, 1025)),
        execute("UPDATE %s SET v = v + ? WHERE k = 0", Map.of(text(500), text(509))).warnings());
  }

  @Test
  void frozenCollectionIsOneCellWithItsItemCount() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v frozen<list<int>>)");
    assertEquals(
        List.of(
            "Guardrail items_per_collection violated: Detected collection v with 3 items, this"
                + " exceeds the warning threshold of 2."),
        execute("INSERT INTO %s (k, v) VALUES (0, [1, 2, 3])").warnings());
    assertInvalidMessage(
        "Guardrail items_per_collection violated: Detected collection v with 5 items, this"
            + " exceeds the failure threshold of 4.",
        "INSERT INTO %s (k, v) VALUES (0, [1, 2, 3, 4, 5])");
  }

  @Test
  void batchesAndConditionalWritesCarryTheWarnings() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v set<int>)");
    QueryResult batch =
        execute(
            "BEGIN BATCH INSERT INTO %1$s (k, v) VALUES (0, {1, 2, 3});"
                + " INSERT INTO %1$s (k, v) VALUES (1, {1}) APPLY BATCH");
    assertEquals(1, batch.warnings().size());
    QueryResult conditional = execute("INSERT INTO %s (k, v) VALUES (2, {1, 2, 3}) IF NOT EXISTS");
    assertEquals(1, conditional.warnings().size());
  }

  @Test
  void warnThresholdAboveFailThresholdIsRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new CollectionGuardrails(0, 0, 5, 4));
    assertEquals(
        "The warn threshold 5 for items_per_collection_warn_threshold should be lower than the"
            + " fail threshold 4",
        e.getMessage());
  }

  private static String text(int length) {
    return "x".repeat(length);
  }
}
