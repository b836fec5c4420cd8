package io.wcs.engine.cql.modification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.InvalidRequestException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A write larger than half a commit log segment is refused before anything is written, with
 * Cassandra's max_mutation_size message naming the keyspace and the largest partitions first. The
 * segments here are 64 KiB, so a write may take about 32 KiB.
 */
class OversizedWriteTest {
  private static final String BIG = "'" + "a".repeat(40_000) + "'";
  private static final String SMALL = "'" + "b".repeat(20_000) + "'";

  @Test
  void oversizedWriteIsRefusedAndNothingIsWritten(@TempDir Path dir) throws Exception {
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT.withSegmentBytes(64 * 1024))) {
      ClientState state = new ClientState(null);
      run(db, state, "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy'}");
      run(db, state, "CREATE TABLE ks.t (k int, c int, v text, PRIMARY KEY (k, c))");

      InvalidRequestException single =
          assertThrows(
              InvalidRequestException.class,
              () -> run(db, state, "INSERT INTO ks.t (k, c, v) VALUES (1, 1, " + BIG + ")"));
      assertTrue(
          single
              .getMessage()
              .matches(
                  "Rejected an oversized mutation \\(\\d+/32\\d\\d\\d\\) for keyspace: ks\\. Top keys"
                      + " are: t\\.1"),
          single.getMessage());

      InvalidRequestException batch =
          assertThrows(
              InvalidRequestException.class,
              () ->
                  run(
                      db,
                      state,
                      "BEGIN UNLOGGED BATCH INSERT INTO ks.t (k, c, v) VALUES (2, 1, "
                          + SMALL
                          + "); INSERT INTO ks.t (k, c, v) VALUES (3, 1, "
                          + SMALL
                          + "); INSERT INTO ks.t (k, c, v) VALUES (3, 2, 'c') APPLY BATCH"));
      assertTrue(batch.getMessage().endsWith("Top keys are: t.3, t.2"), batch.getMessage());

      QueryResult.Rows rows = (QueryResult.Rows) run(db, state, "SELECT * FROM ks.t");
      assertEquals(0, rows.rows().size());
      run(db, state, "INSERT INTO ks.t (k, c, v) VALUES (1, 1, " + SMALL + ")");
      rows = (QueryResult.Rows) run(db, state, "SELECT * FROM ks.t");
      assertEquals(1, rows.rows().size());
    }
  }

  private static QueryResult run(Database db, ClientState state, String cql) {
    return db.handler().execute(cql, state, QueryOptions.DEFAULT);
  }
}
