package io.wcs.engine.cql.modification;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler.BatchChild;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.types.NativeType;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchTest extends CqlTester {

  @Test
  void appliesEveryStatementWithTheBatchTimestamp() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    execute(
        "BEGIN BATCH USING TIMESTAMP 10"
            + " INSERT INTO %1$s (k, c, v) VALUES (1, 1, 1);"
            + " INSERT INTO %1$s (k, c, v) VALUES (2, 1, 2);"
            + " UPDATE %1$s SET v = 3 WHERE k = 1 AND c = 2;"
            + " APPLY BATCH");
    assertRows(
        execute("SELECT k, c, v, writetime(v) FROM %s"),
        row(1, 1, 1, 10L),
        row(1, 2, 3, 10L),
        row(2, 1, 2, 10L));
  }

  @Test
  void bindMarkersAreNumberedThroughTheWholeBatch() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    execute(
        "BEGIN UNLOGGED BATCH INSERT INTO %1$s (k, v) VALUES (?, ?);"
            + " DELETE FROM %1$s USING TIMESTAMP ? WHERE k = ?; APPLY BATCH",
        1, 1, Long.MAX_VALUE - 1, 2);
    assertRows(execute("SELECT * FROM %s"), row(1, 1));
  }

  @Test
  void protocolBatchesBindEachStatementSeparately() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    Prepared insert =
        database
            .handler()
            .prepare("INSERT INTO ks." + tableName() + " (k, v) VALUES (?, ?)", state);
    byte[] one = NativeType.INT.serialize(1);
    byte[] two = NativeType.INT.serialize(2);
    database
        .handler()
        .batch(
            BatchType.LOGGED,
            List.of(
                new BatchChild(null, insert.id(), List.of(one, two)),
                new BatchChild(
                    "UPDATE ks." + tableName() + " SET v = 5 WHERE k = ?", null, List.of(two))),
            state,
            QueryOptions.DEFAULT);
    assertRows(execute("SELECT * FROM %s"), row(1, 2), row(2, 5));
  }

  @Test
  void unloggedBatchesAcrossManyPartitionsWarn() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    StringBuilder batch = new StringBuilder("BEGIN UNLOGGED BATCH ");
    for (int k = 0; k < 11; k++) {
      batch.append("INSERT INTO %1$s (k, v) VALUES (").append(k).append(", 1); ");
    }
    QueryResult result = execute(batch.append("APPLY BATCH").toString());
    assertEquals(
        List.of(
            "Unlogged batch covering 11 partitions detected against table [ks."
                + tableName()
                + "]. You should use a logged batch for atomicity, or asynchronous writes for"
                + " performance."),
        result.warnings());
  }

  @Test
  void countersGoInCounterOrUnloggedBatchesAlone() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, c counter)");
    executeNet("CREATE TABLE ks.plain (k int PRIMARY KEY, v int)");
    assertInvalidMessage(
        "Cannot include a counter statement in a logged batch",
        "BEGIN BATCH UPDATE %s SET c = c + 1 WHERE k = 1; APPLY BATCH");
    assertInvalidMessage(
        "Cannot include non-counter statement in a counter batch",
        "BEGIN COUNTER BATCH UPDATE %s SET c = c + 1 WHERE k = 1;"
            + " INSERT INTO ks.plain (k, v) VALUES (1, 1); APPLY BATCH");
    assertInvalidMessage(
        "Counter and non-counter mutations cannot exist in the same batch",
        "BEGIN BATCH UPDATE %s SET c = c + 1 WHERE k = 1;"
            + " INSERT INTO ks.plain (k, v) VALUES (1, 1); APPLY BATCH");
    assertInvalidMessage(
        "Cannot provide custom timestamp for counter BATCH",
        "BEGIN COUNTER BATCH USING TIMESTAMP 10 UPDATE %s SET c = c + 1 WHERE k = 1; APPLY BATCH");
    assertInvalidMessage(
        "Cannot provide custom timestamp for a BATCH containing counters",
        "BEGIN UNLOGGED BATCH USING TIMESTAMP 10 UPDATE %s SET c = c + 1 WHERE k = 1;"
            + " APPLY BATCH");
    execute(
        "BEGIN COUNTER BATCH UPDATE %1$s SET c = c + 1 WHERE k = 1;"
            + " UPDATE %1$s SET c = c + 2 WHERE k = 1; APPLY BATCH");
    execute("BEGIN UNLOGGED BATCH UPDATE %s SET c = c + 4 WHERE k = 1; APPLY BATCH");
    assertRows(execute("SELECT c FROM %s"), row(7L));
  }

  /** Each row is 1036 bytes of Cassandra data size: 12 row deletion, 8 marker, 16 + 1000 cell. */
  private static String insertBatch(int partitions) {
    String value = "x".repeat(1000);
    StringBuilder batch = new StringBuilder("BEGIN BATCH ");
    for (int k = 0; k < partitions; k++) {
      batch.append("INSERT INTO %1$s (k, v) VALUES (").append(k).append(", '");
      batch.append(value).append("'); ");
    }
    return batch.append("APPLY BATCH").toString();
  }

  @Test
  void multiPartitionBatchesOverTheWarnThresholdWarn() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v text)");
    assertEquals(List.of(), execute(insertBatch(4)).warnings());
    assertEquals(
        List.of(
            "Batch for [ks."
                + tableName()
                + "] is of size 6216, exceeding specified threshold of 5120 by 1096."),
        execute(insertBatch(6)).warnings());
  }

  @Test
  void theSizeWarningNamesEveryTableOnceInOrder() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v text)");
    execute("CREATE TABLE ks.a_first (k int PRIMARY KEY, v text)");
    String value = "x".repeat(1000);
    StringBuilder batch = new StringBuilder("BEGIN BATCH ");
    for (int k = 0; k < 3; k++) {
      for (String table : List.of("%1$s", "ks.a_first")) {
        batch.append("INSERT INTO ").append(table).append(" (k, v) VALUES (").append(k);
        batch.append(", '").append(value).append("'); ");
      }
    }
    assertEquals(
        List.of(
            "Batch for [ks.a_first, ks."
                + tableName()
                + "] is of size 6216, exceeding specified threshold of 5120 by 1096."),
        execute(batch.append("APPLY BATCH").toString()).warnings());
  }

  @Test
  void multiPartitionBatchesOverTheFailThresholdAreRefusedAndWriteNothing() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v text)");
    assertInvalidMessage("Batch too large", insertBatch(50));
    assertEmpty(execute("SELECT k FROM %s"));
  }

  @Test
  void singlePartitionBatchesHaveNoSizeLimit() {
    createTable("CREATE TABLE %s (k int, c int, v text, PRIMARY KEY (k, c))");
    String value = "x".repeat(1000);
    StringBuilder batch = new StringBuilder("BEGIN BATCH ");
    for (int c = 0; c < 60; c++) {
      batch.append("INSERT INTO %1$s (k, c, v) VALUES (1, ").append(c).append(", '");
      batch.append(value).append("'); ");
    }
    assertEquals(List.of(), execute(batch.append("APPLY BATCH").toString()).warnings());
    assertEquals(60, rowsOf(execute("SELECT c FROM %s")).size());
  }

  @Test
  void loggedBatchesOnTablesWithoutGcGraceWarn() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int) WITH gc_grace_seconds = 0");
    assertEquals(
        List.of(
            "Executing a LOGGED BATCH on table [ks."
                + tableName()
                + "], configured with a gc_grace_seconds of 0. The gc_grace_seconds is used to TTL"
                + " batchlog entries, so setting gc_grace_seconds too low on tables involved in an"
                + " atomic batch might cause batchlog entries to expire before being replayed."),
        execute("BEGIN BATCH INSERT INTO %s (k, v) VALUES (1, 1); APPLY BATCH").warnings());
    assertEquals(
        List.of(),
        execute("BEGIN UNLOGGED BATCH INSERT INTO %s (k, v) VALUES (1, 1); APPLY BATCH")
            .warnings());
  }

  @Test
  void timestampOnBothBatchAndStatementIsRefused() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    assertInvalidMessage(
        "Timestamp must be set either on BATCH or individual statements",
        "BEGIN BATCH USING TIMESTAMP 1 INSERT INTO %s (k, v) VALUES (1, 1) USING TIMESTAMP 2;"
            + " APPLY BATCH");
  }
}
