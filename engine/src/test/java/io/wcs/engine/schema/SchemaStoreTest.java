package io.wcs.engine.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.wcs.engine.commitlog.CommitLog;
import io.wcs.engine.commitlog.CommitLogPosition;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.StorageOptions;
import io.wcs.engine.storage.TableMutation;
import io.wcs.parser.CqlParser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchemaStoreTest {
  @TempDir Path dir;
  private long time = 1_700_000_000_000_000L;

  private void exec(SchemaStore store, String cql) throws Exception {
    store.execute(CqlParser.parse(cql), "ks", ++time);
  }

  private void createKeyspace(SchemaStore store, int replicationFactor) throws Exception {
    exec(
        store,
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': "
            + replicationFactor
            + "}");
  }

  @Test
  void schemaSurvivesRestartAndTablesAreRegistered() throws Exception {
    Schema saved;
    UUID host;
    int tableId;
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      assertEquals(Schema.empty(), store.schema());
      createKeyspace(store, 1);
      exec(store, "CREATE TYPE pair (a int, b text)");
      exec(store, "CREATE TABLE t (k int, c int, p frozen<pair>, PRIMARY KEY (k, c))");
      exec(store, "ALTER TABLE t ADD gone text");
      exec(store, "ALTER TABLE t DROP gone");
      exec(store, "CREATE TABLE dropped (k int PRIMARY KEY)");
      exec(store, "CREATE INDEX ON t (p)");
      exec(
          store,
          "CREATE KEYSPACE other WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      exec(store, "DROP KEYSPACE other");
      int droppedId = store.schema().table("ks", "dropped").storageId();
      exec(store, "DROP TABLE dropped");
      assertThrows(IllegalArgumentException.class, () -> engine.tableStore(droppedId));
      saved = store.schema();
      host = store.hostId();
      assertEquals(4, host.version(), "a new database's host id is random");
      assertEquals(2, host.variant());
      tableId = saved.table("ks", "t").storageId();
      assertNotNull(engine.tableStore(tableId));
    }
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      assertEquals(saved, store.schema());
      assertEquals(saved.version(), store.schema().version());
      assertEquals(host, store.hostId());
      assertNull(store.schema().keyspace("other"));
      assertNotNull(engine.tableStore(tableId));
      assertEquals(
          saved.table("ks", "t").droppedColumns(),
          store.schema().table("ks", "t").droppedColumns());
      exec(store, "CREATE TABLE again (k int PRIMARY KEY)");
      assertEquals(saved.nextStorageId(), store.schema().table("ks", "again").storageId());
    }
  }

  /** Change timestamps stay ahead of stored ones even when the clock went back before a restart. */
  @Test
  void changesAfterARestartWinOverOlderOnesWhateverTheClock() throws Exception {
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      createKeyspace(store, 1);
      exec(store, "DROP KEYSPACE ks");
    }
    time -= 1_000_000_000L;
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      createKeyspace(store, 2);
    }
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      assertEquals(
          "2",
          SchemaStore.load(engine, 0)
              .schema()
              .keyspace("ks")
              .replication()
              .get("replication_factor"));
    }
  }

  /** A crash keeps every acknowledged change: a copy taken while open recovers the schema. */
  @Test
  void acknowledgedChangesSurviveACrash() throws Exception {
    Path live = dir.resolve("live");
    Path crashed = dir.resolve("crashed");
    Schema acknowledged;
    try (StorageEngine engine = StorageEngine.open(live, StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      createKeyspace(store, 1);
      exec(store, "CREATE TABLE t (k int PRIMARY KEY, v text) WITH comment = 'survives'");
      exec(store, "ALTER TABLE t ADD w int");
      acknowledged = store.schema();
      copyTree(live, crashed);
    }
    try (StorageEngine engine = StorageEngine.open(crashed, StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      assertEquals(acknowledged, store.schema());
      assertEquals("survives", store.schema().table("ks", "t").params().comment());
    }
  }

  /**
   * A change is one commit log record, so that a crash keeps all of it or none: a new table's
   * keyspace row and the state row that moves the storage id counter past it replay at one
   * position. Written apart, a crash between them kept the table and not the counter.
   */
  @Test
  void aChangeIsLoggedAsOneRecord() throws Exception {
    Path live = dir.resolve("live");
    Path crashed = dir.resolve("crashed");
    try (StorageEngine engine = StorageEngine.open(live, StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      createKeyspace(store, 1);
      exec(store, "CREATE TABLE t (k int PRIMARY KEY)");
      copyTree(live, crashed);
    }
    List<CommitLogPosition> positions = new ArrayList<>();
    try (CommitLog log =
        CommitLog.open(crashed.resolve("commitlog"), StorageOptions.DEFAULT.commitLog())) {
      log.replay(
          (table, body, position) -> {
            if (table == SchemaStore.SCHEMA_TABLE_ID) {
              positions.add(position);
            }
          });
    }
    // The state row written at load, then each change's keyspace row and state row.
    assertEquals(5, positions.size(), positions.toString());
    assertEquals(positions.get(1), positions.get(2), "CREATE KEYSPACE");
    assertEquals(positions.get(3), positions.get(4), "CREATE TABLE");
  }

  /**
   * A store written before changes were one write may hold a state row behind a table a crash kept:
   * the counter is moved past every table at load, so no id is given out twice.
   */
  @Test
  void aStorageIdInUseIsNeverGivenOutAgain() throws Exception {
    int t;
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      int stale = store.schema().nextStorageId();
      createKeyspace(store, 1);
      exec(store, "CREATE TABLE t (k int PRIMARY KEY)");
      t = store.schema().table("ks", "t").storageId();
      // Later than any change so far (the store stamps changes no earlier than the clock at load).
      long later = System.currentTimeMillis() * 1000 + 1_000_000_000L;
      TableMutation behind = store.state(stale, later);
      engine.apply(behind.tableId(), behind.mutation());
    }
    try (StorageEngine engine = StorageEngine.open(dir, StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      exec(store, "CREATE TABLE u (k int PRIMARY KEY)");
      assertEquals(t + 1, store.schema().table("ks", "u").storageId());
    }
  }

  private static void copyTree(Path from, Path to) throws java.io.IOException {
    try (java.util.stream.Stream<Path> files = java.nio.file.Files.walk(from)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (java.nio.file.Files.isDirectory(p)) {
          java.nio.file.Files.createDirectories(target);
        } else {
          java.nio.file.Files.copy(p, target);
        }
      }
    }
  }

  @Test
  void inMemoryEngineKeepsSchemaWhileOpen() throws Exception {
    try (StorageEngine engine = StorageEngine.inMemory(StorageOptions.DEFAULT)) {
      SchemaStore store = SchemaStore.load(engine, 0);
      createKeyspace(store, 1);
      exec(store, "CREATE TABLE t (k int PRIMARY KEY, v int)");
      assertNotNull(engine.tableStore(store.schema().table("ks", "t").storageId()));
    }
  }
}
