package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.error.CqlRequestException;
import io.wcs.engine.error.ErrorCode;
import io.wcs.engine.error.SyntaxException;
import io.wcs.engine.error.UnpreparedException;
import io.wcs.engine.schema.SchemaChange;
import io.wcs.engine.types.NativeType;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueryHandlerTest extends CqlTester {

  @Test
  void ddlAnswersSchemaChangesAndUseSetsTheKeyspace() {
    QueryResult created = executeNet("CREATE TABLE ks.t (k int PRIMARY KEY, v int)");
    assertEquals(
        new QueryResult.SchemaChanged(
            SchemaChange.Change.CREATED, SchemaChange.Target.TABLE, "ks", "t", List.of()),
        created);
    assertTrue(
        executeNet("CREATE TABLE IF NOT EXISTS ks.t (k int PRIMARY KEY)")
            instanceof QueryResult.Void);
    ClientState other = new ClientState(null);
    assertEquals(
        new QueryResult.KeyspaceSet("ks", List.of()),
        database.handler().execute("USE ks", other, QueryOptions.DEFAULT));
    assertEquals("ks", other.keyspace());
    assertInvalidMessage("Keyspace 'nope' does not exist", "USE nope");
    executeNet("ALTER TABLE ks.t ADD w text");
    execute("INSERT INTO ks.t (k, v, w) VALUES (1, 2, 'x')");
    assertRows(execute("SELECT * FROM ks.t"), row(1, 2, "x"));
  }

  @Test
  void systemTablesShowTheCurrentSchema() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    assertRows(
        execute("SELECT table_name FROM system_schema.tables WHERE keyspace_name = 'ks'"),
        row(tableName()));
    assertRows(
        execute(
            "SELECT column_name, kind FROM system_schema.columns"
                + " WHERE keyspace_name = 'ks' AND table_name = ?",
            tableName()),
        row("k", "partition_key"),
        row("v", "regular"));
    assertRows(
        execute("SELECT cluster_name, schema_version FROM system.local WHERE key = 'local'"),
        row("Test Cluster", database.schema().version()));
  }

  @Test
  void describeAnswersRowsOfCreateStatements() {
    executeNet("CREATE TYPE ks.point (x int, y int)");
    executeNet("CREATE TABLE ks.shapes (k int PRIMARY KEY, p frozen<point>)");
    List<List<Object>> rows = rowsOf(executeNet("DESCRIBE KEYSPACE ks"));
    assertEquals(List.of("ks", "keyspace", "ks"), rows.get(0).subList(0, 3));
    assertEquals(List.of("ks", "type", "point"), rows.get(1).subList(0, 3));
    assertEquals(List.of("ks", "table", "shapes"), rows.get(2).subList(0, 3));
    assertTrue(((String) rows.get(2).get(3)).startsWith("CREATE TABLE ks.shapes ("));
    // like Cassandra's, the listing includes the system keyspaces' tables
    assertEquals(List.of("ks", "table", "shapes"), rowsOf(executeNet("DESCRIBE TABLES")).get(0));
    assertEquals(rows.subList(2, 3), rowsOf(executeNet("DESCRIBE shapes")));
    assertInvalidMessage("Table 'nope' not found in keyspace 'ks'", "DESCRIBE TABLE nope");
    assertRows(
        executeNet("DESCRIBE CLUSTER"),
        row(
            "Test Cluster",
            "org.apache.cassandra.dht.Murmur3Partitioner",
            "org.apache.cassandra.locator.SimpleSnitch"));
  }

  @Test
  void tokenOfTheTablesPartitionKey() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, t bigint)");
    execute("INSERT INTO %s (k, t) VALUES (1, token(1))");
    assertRows(
        execute("SELECT token(k), t FROM %s"), row(-4069959284402364209L, -4069959284402364209L));
  }

  @Test
  void truncateEmptiesTheTable() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    execute("INSERT INTO %s (k, v) VALUES (1, 1)");
    assertEquals(QueryResult.Void.EMPTY, execute("TRUNCATE %s"));
    assertEmpty(execute("SELECT * FROM %s"));
    CqlRequestException system =
        assertThrows(CqlRequestException.class, () -> executeNet("TRUNCATE system.local"));
    assertEquals(ErrorCode.INVALID, system.code());
  }

  @Test
  void preparedIdsAreStableAndUnknownIdsAreUnprepared() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    String query = "INSERT INTO ks." + tableName() + " (k, v) VALUES (?, :val)";
    Prepared first = database.handler().prepare(query, state);
    Prepared second = database.handler().prepare(query, state);
    assertArrayEquals(first.id(), second.id());
    assertEquals(
        List.of(
            new ColumnSpec("ks", tableName(), "k", NativeType.INT),
            new ColumnSpec("ks", tableName(), "val", NativeType.INT)),
        first.variables());
    assertArrayEquals(new int[] {0}, first.partitionKeyIndexes());
    assertArrayEquals(
        new int[] {1},
        database
            .handler()
            .prepare(
                "SELECT * FROM ks." + tableName() + " WHERE v = ? AND k = ? ALLOW FILTERING", state)
            .partitionKeyIndexes());
    UnpreparedException e =
        assertThrows(
            UnpreparedException.class,
            () -> database.handler().executePrepared(new byte[16], state, QueryOptions.DEFAULT));
    assertEquals(ErrorCode.UNPREPARED, e.code());
  }

  @Test
  void preparedStatementsSurviveSchemaChanges() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    Prepared select = database.handler().prepare("SELECT * FROM ks." + tableName(), state);
    execute("INSERT INTO %s (k, v) VALUES (1, 1)");
    executeNet("ALTER TABLE %s ADD w int");
    assertRows(
        database.handler().executePrepared(select.id(), state, QueryOptions.DEFAULT),
        row(1, 1, null));
  }

  @Test
  void aStatementIsPreparedOnceWhileTheSchemaStands() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    String query = "SELECT * FROM ks." + tableName();
    Prepared first = database.handler().prepare(query, state);
    assertSame(first, database.handler().prepare(query, state));
    executeNet("CREATE TABLE ks.other (k int PRIMARY KEY)");
    Prepared again = database.handler().prepare(query, state);
    assertNotSame(first, again);
    assertArrayEquals(first.id(), again.id());
    assertSame(again, database.handler().prepare(query, state));
  }

  @Test
  void aBatchRunsEachChildsOwnPreparedStatement() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    String table = "ks." + tableName();
    Prepared insert =
        database.handler().prepare("INSERT INTO " + table + " (k, v) VALUES (?, ?)", state);
    Prepared update =
        database.handler().prepare("UPDATE " + table + " SET v = ? WHERE k = ?", state);
    List<QueryHandler.BatchChild> children =
        List.of(
            child(insert, 1, 10),
            child(insert, 2, 20),
            child(update, 30, 3),
            child(insert, 4, 40),
            new QueryHandler.BatchChild(
                "INSERT INTO " + table + " (k, v) VALUES (5, 50)", null, List.of()),
            child(insert, 6, 60));
    database.handler().batch(QueryHandler.BatchType.LOGGED, children, state, QueryOptions.DEFAULT);
    assertRows(
        execute("SELECT k, v FROM %s WHERE k IN (1, 2, 3, 4, 5, 6)"),
        row(1, 10),
        row(2, 20),
        row(3, 30),
        row(4, 40),
        row(5, 50),
        row(6, 60));
  }

  private static QueryHandler.BatchChild child(Prepared p, int first, int second) {
    return new QueryHandler.BatchChild(
        null, p.id(), List.of(NativeType.INT.serialize(first), NativeType.INT.serialize(second)));
  }

  @Test
  void namedValuesBindByName() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
    Prepared p =
        database
            .handler()
            .prepare("INSERT INTO ks." + tableName() + " (k, v) VALUES (:a, :b)", state);
    QueryOptions byName =
        new QueryOptions(
            List.of(NativeType.INT.serialize(2), NativeType.INT.serialize(1)),
            List.of("b", "a"),
            QueryOptions.DEFAULT_PAGE_SIZE,
            null,
            Consistency.ONE,
            Consistency.SERIAL,
            QueryOptions.NO_TIMESTAMP,
            null,
            QueryOptions.NO_NOW);
    database.handler().executePrepared(p.id(), state, byName);
    assertRows(execute("SELECT * FROM %s"), row(1, 2));
  }

  @Test
  void syntaxErrorsAndUnsupportedStatements() {
    SyntaxException e = assertThrows(SyntaxException.class, () -> executeNet("SELEC * FROM x"));
    assertTrue(e.getMessage().startsWith("line 1:0"), e.getMessage());
    CqlRequestException noKeyspace =
        assertThrows(
            CqlRequestException.class,
            () ->
                database
                    .handler()
                    .execute(
                        "INSERT INTO t (k) VALUES (1)",
                        new ClientState(null),
                        QueryOptions.DEFAULT));
    assertEquals(
        "No keyspace has been specified. USE a keyspace, or explicitly specify keyspace.tablename",
        noKeyspace.getMessage());
    assertInvalidMessage(
        "User-defined functions are disabled in cassandra.yaml - set"
            + " user_defined_functions_enabled=true to enable",
        "CREATE FUNCTION ks.f (a int) RETURNS NULL ON NULL INPUT RETURNS int LANGUAGE java AS"
            + " 'return a;'");
  }

  @Test
  void fileDatabasesKeepDataAndSchemaAcrossRestarts(@TempDir Path dir) throws Exception {
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT.withSync("batch"))) {
      ClientState s = new ClientState(null);
      db.handler()
          .execute(
              "CREATE KEYSPACE k2 WITH replication = {'class': 'SimpleStrategy',"
                  + " 'replication_factor': 1}",
              s,
              QueryOptions.DEFAULT);
      db.handler()
          .execute("CREATE TABLE k2.t (k int PRIMARY KEY, v text)", s, QueryOptions.DEFAULT);
      db.handler().execute("INSERT INTO k2.t (k, v) VALUES (1, 'kept')", s, QueryOptions.DEFAULT);
    }
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT)) {
      assertRows(
          db.handler().execute("SELECT * FROM k2.t", new ClientState(null), QueryOptions.DEFAULT),
          row(1, "kept"));
    }
  }
}
