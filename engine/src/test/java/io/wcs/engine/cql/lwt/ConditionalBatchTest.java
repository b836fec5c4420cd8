package io.wcs.engine.cql.lwt;

import io.wcs.engine.cql.CqlTester;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler.BatchChild;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.types.NativeType;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConditionalBatchTest extends CqlTester {

  @Test
  void allConditionsCheckedThenAllChangesApplied() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, v) VALUES (0, 0, 0)");
    execute("INSERT INTO %s (k, c, v) VALUES (0, 1, 1)");
    assertRows(
        execute(
            "BEGIN BATCH UPDATE %1$s SET v = 10 WHERE k = 0 AND c = 0 IF v = 0;"
                + " UPDATE %1$s SET v = 11 WHERE k = 0 AND c = 1 IF v = 1;"
                + " INSERT INTO %1$s (k, c, v) VALUES (0, 2, 12); APPLY BATCH"),
        row(true));
    assertRows(execute("SELECT c, v FROM %s WHERE k = 0"), row(0, 10), row(1, 11), row(2, 12));
    assertRows(
        execute(
            "BEGIN BATCH UPDATE %1$s SET v = 20 WHERE k = 0 AND c = 1 IF v = 11;"
                + " UPDATE %1$s SET v = 20 WHERE k = 0 AND c = 0 IF v = 0; APPLY BATCH"),
        row(false, 0, 0, 10),
        row(false, 0, 1, 11));
    assertRows(execute("SELECT c, v FROM %s WHERE k = 0"), row(0, 10), row(1, 11), row(2, 12));
    assertRows(
        execute(
            "BEGIN BATCH INSERT INTO %1$s (k, c, v) VALUES (0, 3, 3) IF NOT EXISTS;"
                + " DELETE FROM %1$s WHERE k = 0 AND c = 2 IF EXISTS; APPLY BATCH"),
        row(true));
    assertRows(execute("SELECT c, v FROM %s WHERE k = 0"), row(0, 10), row(1, 11), row(3, 3));
  }

  @Test
  void conditionalBatchRefusals() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    assertInvalidMessage(
        "Batch with conditions cannot span multiple partitions",
        "BEGIN BATCH UPDATE %1$s SET v = 1 WHERE k = 0 AND c = 0 IF v = 0;"
            + " UPDATE %1$s SET v = 1 WHERE k = 1 AND c = 0; APPLY BATCH");
    assertInvalidMessage(
        "Cannot provide custom timestamp for conditional BATCH",
        "BEGIN BATCH USING TIMESTAMP 5 UPDATE %1$s SET v = 1 WHERE k = 0 AND c = 0 IF v = 0;"
            + " APPLY BATCH");
    assertInvalidMessage(
        "Cannot mix IF conditions and IF NOT EXISTS for the same row",
        "BEGIN BATCH INSERT INTO %1$s (k, c, v) VALUES (0, 0, 0) IF NOT EXISTS;"
            + " UPDATE %1$s SET v = 1 WHERE k = 0 AND c = 0 IF v = 0; APPLY BATCH");
  }

  @Test
  void protocolBatchWithPreparedConditionalStatement() {
    createTable("CREATE TABLE %s (k int, c int, v int, PRIMARY KEY (k, c))");
    execute("INSERT INTO %s (k, c, v) VALUES (0, 0, 0)");
    Prepared update =
        database
            .handler()
            .prepare(
                "UPDATE ks." + tableName() + " SET v = ? WHERE k = 0 AND c = ? IF v = ?", state);
    List<BatchChild> children =
        List.of(
            new BatchChild(null, update.id(), List.of(integer(5), integer(0), integer(0))),
            new BatchChild(
                "INSERT INTO ks." + tableName() + " (k, c, v) VALUES (0, ?, 1)",
                null,
                List.of(integer(1))));
    QueryResult applied =
        database.handler().batch(BatchType.LOGGED, children, state, QueryOptions.DEFAULT);
    assertRows(applied, row(true));
    QueryResult notApplied =
        database.handler().batch(BatchType.LOGGED, children, state, QueryOptions.DEFAULT);
    assertRows(notApplied, row(false, 0, 0, 5));
    assertRows(execute("SELECT c, v FROM %s WHERE k = 0"), row(0, 5), row(1, 1));
  }

  private static byte[] integer(int value) {
    return NativeType.INT.serialize(value);
  }
}
