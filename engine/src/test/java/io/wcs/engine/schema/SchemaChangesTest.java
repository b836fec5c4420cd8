package io.wcs.engine.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.error.AlreadyExistsException;
import io.wcs.engine.error.ConfigurationException;
import io.wcs.engine.error.CqlRequestException;
import io.wcs.engine.error.ErrorCode;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.SyntaxException;
import io.wcs.engine.error.UnauthorizedException;
import io.wcs.parser.CqlParser;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class SchemaChangesTest {
  private Schema schema = Schema.empty();

  private SchemaChange exec(String cql) {
    try {
      SchemaChange change = SchemaChanges.apply(schema, CqlParser.parse(cql), "ks", 1000L);
      schema = change.schema();
      return change;
    } catch (io.wcs.parser.CqlSyntaxException e) {
      throw new AssertionError(e);
    }
  }

  private void fails(Class<? extends CqlRequestException> kind, String message, String cql) {
    CqlRequestException e = assertThrows(kind, () -> exec(cql));
    assertEquals(message, e.getMessage());
  }

  private void keyspace() {
    exec(
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
  }

  /** Two tables, or a table and a view, never share an id; Cassandra 5.0.2 fails there. */
  @Test
  void aTableIdTakenIsRefused() {
    keyspace();
    String id = "5b6962dd-3f90-4c93-8f61-eabfa4a803e2";
    exec("CREATE TABLE ks.a (k int PRIMARY KEY, v int) WITH id = " + id);
    String taken =
        "Table id " + id + " is already used by ks.a: leave out WITH id to have a new one";
    fails(
        InvalidRequestException.class,
        taken,
        "CREATE TABLE ks.b (k int PRIMARY KEY) WITH id = " + id);
    fails(
        InvalidRequestException.class,
        taken,
        "CREATE MATERIALIZED VIEW ks.v AS SELECT * FROM ks.a WHERE k IS NOT NULL AND v IS NOT NULL"
            + " PRIMARY KEY (v, k) WITH id = "
            + id);
    assertNull(schema.keyspace("ks").table("b"));
    assertEquals(
        SchemaChange.Change.CREATED, exec("CREATE TABLE ks.b (k int PRIMARY KEY)").change());
  }

  /** A system table's id is taken too, though a new table's own id is never compared with it. */
  @Test
  void aSystemTableIdIsRefused() {
    keyspace();
    UUID local = schema.table("system", "local").id();
    fails(
        InvalidRequestException.class,
        "Table id "
            + local
            + " is already used by system.local: leave out WITH id to have a new one",
        "CREATE TABLE ks.b (k int PRIMARY KEY) WITH id = " + local);
  }

  @Test
  void createKeyspaceNormalisesReplication() {
    SchemaChange change =
        exec(
            "CREATE KEYSPACE ks WITH replication = {'class': 'NetworkTopologyStrategy',"
                + " 'replication_factor': 3} AND durable_writes = false");
    KeyspaceMetadata ks = schema.keyspace("ks");
    assertEquals(
        Map.of("class", "org.apache.cassandra.locator.NetworkTopologyStrategy", "datacenter1", "3"),
        ks.replication());
    assertFalse(ks.durableWrites());
    assertEquals(SchemaChange.Change.CREATED, change.change());
    assertEquals(
        List.of(
            "Your replication factor 3 for keyspace ks is higher than the number of nodes 1 for"
                + " datacenter datacenter1"),
        change.warnings());
  }

  /**
   * ALTER KEYSPACE prepares NetworkTopologyStrategy as Cassandra 5.0 does, and warns when the
   * replicas grow.
   */
  @Test
  void alterKeyspaceKeepsDataCentresAndWarnsOnIncreases() {
    String nts = "'class': 'NetworkTopologyStrategy'";
    exec("CREATE KEYSPACE a WITH replication = {" + nts + "}");
    assertEquals("1", schema.keyspace("a").replication().get("datacenter1"), "the default factor");
    exec("ALTER KEYSPACE a WITH replication = {" + nts + ", 'datacenter1': 2}");
    exec("ALTER KEYSPACE a WITH replication = {" + nts + "}");
    assertEquals("2", schema.keyspace("a").replication().get("datacenter1"), "kept");
    exec("ALTER KEYSPACE a WITH replication = {" + nts + ", 'replication_factor': 3}");
    assertEquals("2", schema.keyspace("a").replication().get("datacenter1"), "not expanded over");
    fails(
        ConfigurationException.class,
        "Configuration for at least one datacenter must be present",
        "ALTER KEYSPACE a WITH replication = {" + nts + ", 'datacenter1': 0}");
    exec(
        "ALTER KEYSPACE a WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
    SchemaChange up =
        exec(
            "ALTER KEYSPACE a WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 3}");
    assertEquals(
        List.of(
            "Your replication factor 3 for keyspace a is higher than the number of nodes 1",
            "When increasing replication factor you need to run a full (-full) repair to"
                + " distribute the data."),
        up.warnings());
    exec("ALTER KEYSPACE a WITH replication = {" + nts + "}");
    assertEquals("3", schema.keyspace("a").replication().get("datacenter1"), "SimpleStrategy's");
    fails(
        ConfigurationException.class,
        "For input string: \"x\"",
        "CREATE KEYSPACE b WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 'x'}");
  }

  /** Index classes and a storage-attached index's options are checked as Cassandra checks them. */
  @Test
  void indexClassesAndStorageAttachedOptions() {
    keyspace();
    exec("CREATE TABLE ks.s (k int PRIMARY KEY, t text, i int, l list<int>, v vector<float, 2>)");
    fails(
        ConfigurationException.class,
        "Unable to find custom indexer class 'legacy_local_table'",
        "CREATE CUSTOM INDEX ON ks.s (i)");
    fails(
        ConfigurationException.class,
        "Unable to find custom indexer class 'sasi'",
        "CREATE INDEX ON ks.s (t) USING 'sasi'");
    fails(
        ConfigurationException.class,
        "Properties specified [index_analyzer] are not understood by StorageAttachedIndex",
        "CREATE INDEX ON ks.s (t) USING 'sai' WITH OPTIONS = {'index_analyzer': 'standard'}");
    fails(
        InvalidRequestException.class,
        "CQL type int cannot be analyzed.",
        "CREATE INDEX ON ks.s (l) USING 'sai' WITH OPTIONS = {'case_sensitive': 'false'}");
    fails(
        InvalidRequestException.class,
        "CQL type int cannot have vector options",
        "CREATE INDEX ON ks.s (i) USING 'sai' WITH OPTIONS = {'similarity_function': 'cosine'}");
    fails(
        InvalidRequestException.class,
        "Illegal value for boolean option 'normalize': maybe",
        "CREATE INDEX ON ks.s (t) USING 'sai' WITH OPTIONS = {'normalize': 'maybe'}");
    assertEquals(
        List.of(),
        exec("CREATE INDEX st ON ks.s (t) USING 'sai' WITH OPTIONS = {'case_sensitive': 'false'}")
            .warnings());
    exec(
        "CREATE INDEX sv ON ks.s (v) USING 'sai' WITH OPTIONS = {'similarity_function': 'cosine'}");
    assertEquals(
        1,
        exec("CREATE INDEX si ON ks.s (i)").warnings().size(),
        "the vector warning, while the table has a vector index");
  }

  @Test
  void keyspaceErrors() {
    keyspace();
    AlreadyExistsException e =
        assertThrows(
            AlreadyExistsException.class,
            () ->
                exec(
                    "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
                        + " 'replication_factor': 1}"));
    assertEquals("Keyspace ks already exists", e.getMessage());
    assertEquals(ErrorCode.ALREADY_EXISTS, e.code());
    assertEquals(
        SchemaChange.Change.NONE,
        exec("CREATE KEYSPACE IF NOT EXISTS ks WITH replication = {'class': 'SimpleStrategy',"
                + " 'replication_factor': 1}")
            .change());
    // Without a factor SimpleStrategy takes Cassandra's default_keyspace_rf, 1.
    exec("CREATE KEYSPACE k1 WITH replication = {'class': 'SimpleStrategy'}");
    assertEquals(
        Map.of("class", Replication.PACKAGE + "SimpleStrategy", "replication_factor", "1"),
        schema.keyspace("k1").replication());
    fails(
        ConfigurationException.class,
        "Unrecognized strategy option {dc2} passed to NetworkTopologyStrategy for keyspace k2",
        "CREATE KEYSPACE k2 WITH replication = {'class': 'NetworkTopologyStrategy', 'dc2': 1}");
    fails(
        SyntaxException.class,
        "Unknown property 'foo'",
        "CREATE KEYSPACE k2 WITH replication = {'class': 'SimpleStrategy',"
            + " 'replication_factor': 1} AND foo = 1");
    fails(InvalidRequestException.class, "Keyspace 'nope' doesn't exist", "DROP KEYSPACE nope");
    fails(
        UnauthorizedException.class,
        "system keyspace is not user-modifiable.",
        "DROP KEYSPACE system");
    assertEquals(SchemaChange.Change.DROPPED, exec("DROP KEYSPACE ks").change());
    assertNull(schema.keyspace("ks"));
  }

  @Test
  void createTableBuildsColumnsInCassandraOrder() {
    keyspace();
    exec(
        "CREATE TABLE t (z int, a text, b int, s int static, c2 int, c1 int,"
            + " PRIMARY KEY ((z, a), c1, c2)) WITH CLUSTERING ORDER BY (c1 DESC)"
            + " AND comment = 'hi' AND gc_grace_seconds = 10");
    TableMetadata t = schema.table("ks", "t");
    assertEquals(
        List.of("z", "a", "c1", "c2", "b", "s"),
        t.columns().stream().map(ColumnMetadata::name).toList());
    assertEquals("desc", t.column("c1").clusteringOrder());
    assertEquals("asc", t.column("c2").clusteringOrder());
    assertEquals(ColumnMetadata.Kind.STATIC, t.column("s").kind());
    assertEquals(-1, t.column("b").position());
    assertEquals(1, t.column("a").position());
    assertEquals("hi", t.params().comment());
    assertEquals(10, t.params().gcGraceSeconds());
    assertEquals(864000, TableParams.DEFAULT.gcGraceSeconds());
    assertEquals(Schema.FIRST_USER_STORAGE_ID, t.storageId());
    assertEquals(1, t.id().version());
    assertEquals(java.util.Set.of(5), t.storageLayout().staticColumns());
  }

  @Test
  void createTableErrors() {
    keyspace();
    fails(
        InvalidRequestException.class,
        "No PRIMARY KEY specifed for table 't' (exactly one required)",
        "CREATE TABLE t (k int, v int)");
    fails(
        InvalidRequestException.class,
        "Multiple PRIMARY KEY specified for table 't' (exactly one required)",
        "CREATE TABLE t (k int PRIMARY KEY, v int, PRIMARY KEY (k))");
    fails(
        InvalidRequestException.class,
        "Multiple PRIMARY KEY specified for table 't' (exactly one required)",
        "CREATE TABLE t (k int, v int, PRIMARY KEY (k), PRIMARY KEY (v))");
    fails(
        InvalidRequestException.class,
        "Duplicate column 'k' declaration for table 't'",
        "CREATE TABLE t (k int PRIMARY KEY, k text)");
    fails(
        InvalidRequestException.class,
        "Unknown column 'x' referenced in PRIMARY KEY for table 't'",
        "CREATE TABLE t (k int, PRIMARY KEY (x))");
    fails(
        InvalidRequestException.class,
        "Invalid non-frozen collection type list<int> for PRIMARY KEY column 'k'",
        "CREATE TABLE t (k list<int> PRIMARY KEY)");
    fails(
        InvalidRequestException.class,
        "Static column 'c' cannot be part of the PRIMARY KEY",
        "CREATE TABLE t (k int, c int static, PRIMARY KEY (k, c))");
    fails(
        InvalidRequestException.class,
        "Static columns are only useful (and thus allowed) if the table has at least one"
            + " clustering column",
        "CREATE TABLE t (k int PRIMARY KEY, s int static)");
    fails(
        InvalidRequestException.class,
        "Cannot mix counter and non counter columns in the same table",
        "CREATE TABLE t (k int PRIMARY KEY, c counter, v int)");
    fails(
        InvalidRequestException.class,
        "Missing CLUSTERING ORDER for column a",
        "CREATE TABLE t (k int, a int, b int, PRIMARY KEY (k, a, b))"
            + " WITH CLUSTERING ORDER BY (b DESC)");
    fails(
        InvalidRequestException.class,
        "The order of columns in the CLUSTERING ORDER directive must match that of the clustering"
            + " columns (a must appear before b)",
        "CREATE TABLE t (k int, a int, b int, PRIMARY KEY (k, a, b))"
            + " WITH CLUSTERING ORDER BY (b DESC, a ASC)");
    fails(
        SyntaxException.class,
        "Unknown property 'x'",
        "CREATE TABLE t (k int PRIMARY KEY) WITH x = 1");
    fails(
        ConfigurationException.class,
        "gc_grace_seconds must be greater than or equal to 0 (got -1)",
        "CREATE TABLE t (k int PRIMARY KEY) WITH gc_grace_seconds = -1");
    fails(
        InvalidRequestException.class,
        "Keyspace 'other' doesn't exist",
        "CREATE TABLE other.t (k int PRIMARY KEY)");
    exec("CREATE TABLE t (k int PRIMARY KEY)");
    fails(
        AlreadyExistsException.class,
        "Object ks.t already exists",
        "CREATE TABLE t (k int PRIMARY KEY)");
    assertEquals(
        SchemaChange.Change.NONE,
        exec("CREATE TABLE IF NOT EXISTS t (k int PRIMARY KEY)").change());
  }

  @Test
  void counterTable() {
    keyspace();
    exec("CREATE TABLE c (k int PRIMARY KEY, n counter)");
    TableMetadata t = schema.table("ks", "c");
    assertTrue(t.counter());
    assertEquals(java.util.Set.of("compound", "counter"), t.flags());
    fails(
        ConfigurationException.class,
        "ks.c: Cannot have a non counter column (\"v\") in a counter table",
        "ALTER TABLE c ADD v int");
    fails(
        InvalidRequestException.class,
        "Cannot set default_time_to_live on a table with counters",
        "ALTER TABLE c WITH default_time_to_live = 5");
  }

  @Test
  void alterTableAddDropRename() {
    keyspace();
    exec("CREATE TABLE t (k int, c int, v text, PRIMARY KEY (k, c))");
    int vId = schema.table("ks", "t").column("v").storageId();
    exec("ALTER TABLE t DROP v");
    TableMetadata t = schema.table("ks", "t");
    assertNull(t.column("v"));
    assertEquals(1000L, t.droppedColumns().get("v").droppedTimeMicros());
    exec("ALTER TABLE t ADD v text");
    int newId = schema.table("ks", "t").column("v").storageId();
    assertNotEquals(vId, newId);
    exec("ALTER TABLE t ADD w text");
    exec("ALTER TABLE t DROP w USING TIMESTAMP 5");
    fails(
        InvalidRequestException.class,
        "Cannot re-add previously dropped column 'w' of type int, incompatible with previous"
            + " type text",
        "ALTER TABLE t ADD w int");
    fails(
        InvalidRequestException.class,
        "Column with name 'v' already exists",
        "ALTER TABLE t ADD v int");
    assertEquals(SchemaChange.Change.NONE, exec("ALTER TABLE t ADD IF NOT EXISTS v int").change());
    fails(
        InvalidRequestException.class, "Cannot drop PRIMARY KEY column c", "ALTER TABLE t DROP c");
    fails(
        InvalidRequestException.class,
        "Cannot rename non PRIMARY KEY column v",
        "ALTER TABLE t RENAME v TO x");
    exec("ALTER TABLE t RENAME c TO cc");
    assertEquals(ColumnMetadata.Kind.CLUSTERING, schema.table("ks", "t").column("cc").kind());
    fails(
        InvalidRequestException.class,
        "Altering column types is no longer supported",
        "ALTER TABLE t ALTER v TYPE blob");
    exec(
        "ALTER TABLE t WITH compaction = {'class': 'LeveledCompactionStrategy'} AND comment = 'x'");
    t = schema.table("ks", "t");
    assertEquals(
        "org.apache.cassandra.db.compaction.LeveledCompactionStrategy",
        t.params().compaction().get("class"));
    assertEquals("x", t.params().comment());
    fails(
        InvalidRequestException.class,
        "Table 'ks.nope' doesn't exist",
        "ALTER TABLE nope ADD x int");
  }

  @Test
  void typesIndexesAndViews() {
    keyspace();
    exec("CREATE TYPE address (street text, zip int)");
    exec("CREATE TABLE u (k int PRIMARY KEY, a frozen<address>, m map<text, int>)");
    fails(
        InvalidRequestException.class,
        "A user type with name 'address' already exists",
        "CREATE TYPE address (x int)");
    exec("ALTER TYPE address ADD country text");
    assertEquals(
        List.of("street", "zip", "country"),
        ((io.wcs.engine.types.UserType) schema.table("ks", "u").column("a").type().freeze())
            .fieldNames());
    fails(
        InvalidRequestException.class,
        "Cannot drop user type 'ks.address' as it is still used by tables u",
        "DROP TYPE address");
    exec("CREATE INDEX ON u (keys(m))");
    IndexMetadata index = schema.table("ks", "u").index("u_m_idx");
    assertEquals("keys(m)", index.target());
    assertEquals(IndexMetadata.Kind.COMPOSITES, index.kind());
    exec("CREATE INDEX sai_a ON u (a) USING 'sai'");
    assertEquals("sai", schema.table("ks", "u").index("sai_a").options().get("class_name"));
    fails(
        InvalidRequestException.class,
        "Cannot drop column m because it has dependent secondary indexes (u_m_idx)",
        "ALTER TABLE u DROP m");
    exec("DROP INDEX u_m_idx");
    assertNull(schema.table("ks", "u").index("u_m_idx"));
    exec(
        "CREATE MATERIALIZED VIEW v AS SELECT * FROM u WHERE k IS NOT NULL AND a IS NOT NULL"
            + " PRIMARY KEY (a, k)");
    ViewMetadata v = schema.keyspace("ks").view("v");
    assertTrue(v.includeAllColumns());
    assertEquals("k IS NOT NULL AND a IS NOT NULL", v.whereClause());
    fails(
        InvalidRequestException.class,
        "Cannot drop a table when materialized views still depend on it (ks)",
        "DROP TABLE u");
    exec("DROP MATERIALIZED VIEW v");
    exec("DROP TABLE u");
    exec("DROP TYPE address");
    assertNull(schema.keyspace("ks").type("address"));
  }

  @Test
  void indexTargets() {
    keyspace();
    exec(
        "CREATE TABLE i (k int, c int, l list<int>, f frozen<set<int>>, m map<int, int>, v int,"
            + " t text, PRIMARY KEY (k, c))");
    exec("CREATE INDEX ON i (l)");
    assertEquals("values(l)", schema.table("ks", "i").index("i_l_idx").target());
    exec("CREATE INDEX ON i (full(f))");
    exec("CREATE INDEX ON i (entries(m))");
    exec("CREATE INDEX ON i (c)");
    assertEquals(
        List.of("i_l_idx", "i_f_idx", "i_m_idx", "i_c_idx"),
        schema.table("ks", "i").indexes().stream().map(IndexMetadata::name).toList());
    fails(
        InvalidRequestException.class,
        "Cannot create values() index on frozen column f. Frozen collections are immutable and"
            + " must be fully indexed by using the 'full(f)' modifier",
        "CREATE INDEX ON i (f)");
    fails(
        InvalidRequestException.class,
        "Cannot create keys() index on v. Non-collection columns only support simple indexes",
        "CREATE INDEX ON i (keys(v))");
    fails(
        InvalidRequestException.class,
        "Cannot create index on keys of column l with non-map type",
        "CREATE INDEX ON i (keys(l))");
    fails(
        InvalidRequestException.class,
        "Cannot create secondary index on the only partition key column k",
        "CREATE INDEX ON i (k)");
    fails(
        InvalidRequestException.class,
        "Index i_l_idx_1 is a duplicate of existing index i_l_idx",
        "CREATE INDEX ON i (values(l))");
    fails(
        InvalidRequestException.class,
        "Index 'i_l_idx' already exists",
        "CREATE INDEX i_l_idx ON i (v)");
    fails(
        InvalidRequestException.class,
        "Cannot specify options for a non-CUSTOM index",
        "CREATE INDEX ON i (v) WITH OPTIONS = {'a': 'b'}");
    fails(
        InvalidRequestException.class,
        "Undefined column name z in table ks.i",
        "CREATE INDEX ON i (z)");
    exec(
        "CREATE CUSTOM INDEX ON i (t) USING 'StorageAttachedIndex' WITH OPTIONS = {'case_sensitive': 'false'}");
    IndexMetadata sai = schema.table("ks", "i").index("i_t_idx");
    assertEquals(IndexMetadata.Kind.CUSTOM, sai.kind());
    assertEquals("false", sai.options().get("case_sensitive"));
    fails(InvalidRequestException.class, "Index 'ks.nope' doesn't exist'", "DROP INDEX nope");
  }

  @Test
  void typeAlterations() {
    keyspace();
    exec("CREATE TYPE a (x int)");
    exec("CREATE TYPE b (inner frozen<a>, y text)");
    exec("ALTER TYPE a RENAME x TO z");
    io.wcs.engine.types.UserType b = schema.keyspace("ks").type("b");
    assertEquals(List.of("z"), ((io.wcs.engine.types.UserType) b.fieldTypes().get(0)).fieldNames());
    fails(
        InvalidRequestException.class,
        "Unkown field q in user type ks.a",
        "ALTER TYPE a RENAME q TO r");
    fails(
        InvalidRequestException.class,
        "Cannot add field z to type ks.a: a field with name z already exists",
        "ALTER TYPE a ADD z int");
    // a clustering key holds a user type's fields by their count: rows written would be lost
    exec("CREATE TABLE clustered (k int, c frozen<b>, PRIMARY KEY (k, c))");
    assertEquals(
        "Cannot add new field w of type int to user type ks.a as the type is being used in a"
            + " clustering column by the following tables: ks.clustered",
        FixHints.withoutHint(
            assertThrows(InvalidRequestException.class, () -> exec("ALTER TYPE a ADD w int"))
                .getMessage()));
    exec("ALTER TYPE a RENAME z TO zz");
    fails(
        InvalidRequestException.class,
        "A user type cannot contain counters",
        "CREATE TYPE c (n counter)");
    fails(
        InvalidRequestException.class,
        "Duplicate field name 'x' in type 'd'",
        "CREATE TYPE d (x int, x text)");
    fails(
        InvalidRequestException.class,
        "Cannot drop user type 'ks.a' as it is still used by user types b",
        "DROP TYPE a");
    fails(
        InvalidRequestException.class,
        "Unknown type ks.nope",
        "CREATE TABLE t (k int PRIMARY KEY, v frozen<nope>)");
    fails(
        InvalidRequestException.class,
        "Non-frozen collections are not allowed inside collections: list<set<int>>",
        "CREATE TABLE t (k int PRIMARY KEY, v list<set<int>>)");
    assertEquals(SchemaChange.Change.NONE, exec("DROP TYPE IF EXISTS nope").change());
  }

  @Test
  void truncateAndUse() throws Exception {
    keyspace();
    exec("CREATE TABLE t (k int PRIMARY KEY)");
    assertEquals(
        "t",
        SchemaChanges.truncateTarget(
                schema, (io.wcs.parser.ast.Truncate) CqlParser.parse("TRUNCATE t"), "ks")
            .name());
    InvalidRequestException e =
        assertThrows(
            InvalidRequestException.class,
            () ->
                SchemaChanges.truncateTarget(
                    schema, (io.wcs.parser.ast.Truncate) CqlParser.parse("TRUNCATE nope"), "ks"));
    assertEquals("table nope does not exist", e.getMessage());
    assertEquals(
        "ks", SchemaChanges.use(schema, (io.wcs.parser.ast.Use) CqlParser.parse("USE ks")));
    e =
        assertThrows(
            InvalidRequestException.class,
            () -> SchemaChanges.use(schema, (io.wcs.parser.ast.Use) CqlParser.parse("USE nope")));
    assertEquals("Keyspace 'nope' does not exist", e.getMessage());
    e =
        assertThrows(
            InvalidRequestException.class,
            () ->
                SchemaChanges.apply(
                    schema, CqlParser.parse("CREATE TABLE t2 (k int PRIMARY KEY)"), null, 1));
    assertEquals(
        "No keyspace has been specified. USE a keyspace, or explicitly specify keyspace.tablename",
        e.getMessage());
  }

  @Test
  void materializedViews() {
    keyspace();
    exec("CREATE TABLE b (k int, c int, v int, PRIMARY KEY (k, c))");
    exec("CREATE TABLE st (k int, c int, s int static, PRIMARY KEY (k, c))");
    fails(
        InvalidRequestException.class,
        "Primary key columns v must be restricted with 'IS NOT NULL' or otherwise",
        "CREATE MATERIALIZED VIEW mv AS SELECT * FROM b WHERE k IS NOT NULL AND c IS NOT NULL"
            + " PRIMARY KEY (v, k, c)");
    fails(
        InvalidRequestException.class,
        "Cannot create materialized view 'mv' without primary key columns c from base table 'b'",
        "CREATE MATERIALIZED VIEW mv AS SELECT k, v FROM b WHERE k IS NOT NULL AND v IS NOT NULL"
            + " PRIMARY KEY (v, k)");
    fails(
        InvalidRequestException.class,
        "Cannot include static column 's' in materialized view 'mv'",
        "CREATE MATERIALIZED VIEW mv AS SELECT * FROM st WHERE k IS NOT NULL AND c IS NOT NULL"
            + " PRIMARY KEY (c, k)");
    // unlike a table's, a view's directive names every clustering column
    fails(
        InvalidRequestException.class,
        "Clustering key columns must exactly match columns in CLUSTERING ORDER BY directive",
        "CREATE MATERIALIZED VIEW mv AS SELECT k, c, v FROM b WHERE k IS NOT NULL AND c IS NOT NULL"
            + " AND v IS NOT NULL PRIMARY KEY (v, k, c) WITH CLUSTERING ORDER BY (k DESC)");
    exec(
        "CREATE MATERIALIZED VIEW mv AS SELECT k, c, v FROM b WHERE k IS NOT NULL AND c IS NOT NULL"
            + " AND v IS NOT NULL PRIMARY KEY (v, k, c) WITH CLUSTERING ORDER BY (k DESC, c ASC)");
    TableMetadata view = schema.table("ks", "mv");
    assertEquals(
        List.of("v", "k", "c"), view.columns().stream().map(ColumnMetadata::name).toList());
    assertEquals("desc", view.column("k").clusteringOrder());
    assertNotEquals(schema.table("ks", "b").storageId(), view.storageId());
    exec("ALTER MATERIALIZED VIEW mv WITH comment = 'by v'");
    assertEquals("by v", schema.table("ks", "mv").params().comment());
    fails(
        InvalidRequestException.class,
        "Forbidden default_time_to_live detected for a materialized view. Data in a materialized"
            + " view always expire at the same time than the corresponding data in the parent"
            + " table. default_time_to_live must be set to zero, see CASSANDRA-12868 for more"
            + " information",
        "ALTER MATERIALIZED VIEW mv WITH default_time_to_live = 5");
    fails(
        InvalidRequestException.class,
        "Cannot use ALTER TABLE on a materialized view; use ALTER MATERIALIZED VIEW instead",
        "ALTER TABLE mv WITH comment = 'x'");
    fails(
        InvalidRequestException.class,
        "Cannot use DROP TABLE on a materialized view. Please use DROP MATERIALIZED VIEW instead.",
        "DROP TABLE mv");
    fails(
        InvalidRequestException.class,
        "Cannot drop column v on base table b with materialized views",
        "ALTER TABLE b DROP v");
    exec("ALTER TABLE b RENAME k TO key");
    assertEquals(ColumnMetadata.Kind.CLUSTERING, schema.table("ks", "mv").column("key").kind());
    exec(
        "CREATE MATERIALIZED VIEW every AS SELECT * FROM b WHERE key IS NOT NULL AND c IS NOT NULL"
            + " AND v IS NOT NULL PRIMARY KEY (v, key, c)");
    exec("ALTER TABLE b ADD w text");
    assertEquals("w", schema.table("ks", "every").column("w").name());
    assertNull(schema.table("ks", "mv").column("w"));
    fails(
        InvalidRequestException.class,
        "Materialized view 'ks.nope' doesn't exist",
        "DROP MATERIALIZED VIEW nope");
  }

  @Test
  void versionChangesWithEveryChange() {
    java.util.UUID before = schema.version();
    keyspace();
    assertNotEquals(before, schema.version());
    assertEquals(Schema.empty().version(), before);
  }
}
