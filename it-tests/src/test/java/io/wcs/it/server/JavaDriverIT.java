package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultProtocolVersion;
import com.datastax.oss.driver.api.core.ProtocolVersion;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.QueryTrace;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.cql.TraceEvent;
import com.datastax.oss.driver.api.core.metadata.schema.TableMetadata;
import com.datastax.oss.driver.api.core.servererrors.AlreadyExistsException;
import com.datastax.oss.driver.api.core.servererrors.InvalidQueryException;
import com.datastax.oss.driver.api.core.servererrors.SyntaxError;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Apache Cassandra Java driver 4.x, unchanged, against a WCS server on a local port: it must
 * negotiate a protocol version, read the topology and schema it reads from Cassandra, and run
 * statements, prepared statements, batches and paged queries with Cassandra's answers and errors.
 */
class JavaDriverIT {
  private static RunningServer server;
  private static CqlSession session;

  @BeforeAll
  static void start() throws Exception {
    server = RunningServer.start("java-driver-it");
    session = connect(null);
    session.execute(
        "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
  }

  @AfterAll
  static void stop() throws Exception {
    if (session != null) {
      session.close();
    }
    if (server != null) {
      server.close();
    }
  }

  static CqlSession connect(String protocolVersion) {
    return connect(protocolVersion, "none");
  }

  static CqlSession connect(String protocolVersion, String compression) {
    var config =
        DriverConfigLoader.programmaticBuilder()
            .withString(DefaultDriverOption.PROTOCOL_COMPRESSION, compression)
            .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(20))
            .withDuration(
                DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, Duration.ofSeconds(20));
    if (protocolVersion != null) {
      config = config.withString(DefaultDriverOption.PROTOCOL_VERSION, protocolVersion);
    }
    return CqlSession.builder()
        .addContactPoint(server.address())
        .withLocalDatacenter("datacenter1")
        .withConfigLoader(config.build())
        .build();
  }

  @Test
  void negotiatesProtocolV5AndReadsTheNode() {
    ProtocolVersion version = session.getContext().getProtocolVersion();
    assertEquals(DefaultProtocolVersion.V5, version);
    var nodes = session.getMetadata().getNodes().values();
    assertEquals(1, nodes.size());
    var node = nodes.iterator().next();
    assertEquals("datacenter1", node.getDatacenter());
    assertNotNull(node.getHostId());
    Row local =
        session.execute("SELECT cluster_name, release_version, rpc_port FROM system.local").one();
    assertNotNull(local);
    assertEquals("5.0.2", local.getString("release_version"));
    assertEquals(server.address().getPort(), local.getInt("rpc_port"));
  }

  /**
   * {@code system_views.clients} lists the driver's connections as Cassandra does: its address and
   * port, its STARTUP options, its stage and role, the keyspace its USE chose, and its requests.
   */
  @Test
  void listsItsConnectionsAsClients() {
    try (CqlSession other = connect(null)) {
      other.execute("USE ks");
      List<Row> rows =
          session
              .execute(
                  "SELECT address, port, client_options, connection_stage, driver_name,"
                      + " driver_version, hostname, keyspace_name, protocol_version,"
                      + " request_count, ssl_enabled, username FROM system_views.clients")
              .all();
      assertTrue(rows.size() >= 4, "two connections a session, at least: " + rows.size());
      Row used = null;
      for (Row r : rows) {
        assertEquals("127.0.0.1", r.getInetAddress("address").getHostAddress());
        assertEquals("Apache Cassandra Java Driver", r.getString("driver_name"));
        assertEquals(
            r.getString("driver_version"),
            r.getMap("client_options", String.class, String.class).get("DRIVER_VERSION"));
        assertEquals("ready", r.getString("connection_stage"));
        assertEquals(5, r.getInt("protocol_version"));
        assertFalse(r.getBool("ssl_enabled"));
        assertEquals("anonymous", r.getString("username"));
        assertTrue(r.getLong("request_count") > 0);
        if ("ks".equals(r.getString("keyspace_name"))) {
          used = r;
        }
      }
      assertNotNull(used, "the connection that ran USE ks is in ks");
      Row requests =
          session
              .execute(
                  "SELECT active_tasks, active_tasks_limit FROM system_views.thread_pools"
                      + " WHERE name = 'Native-Transport-Requests'")
              .one();
      assertNotNull(requests, "the server's request pool");
      assertTrue(requests.getInt("active_tasks") >= 1, "this query runs in it");
      Row running =
          session.execute("SELECT thread_id, task FROM system_views.queries").all().stream()
              .filter(r -> r.getString("task").contains("system_views.queries"))
              .findFirst()
              .orElseThrow();
      assertTrue(running.getString("thread_id").startsWith("Native-Transport-Requests-"));
      assertEquals(
          "QUERY SELECT thread_id, task FROM system_views.queries [pageSize = 5000] at consistency"
              + " LOCAL_ONE",
          running.getString("task"));
    }
  }

  /** A traced statement's trace, as the driver fetches it from system_traces. */
  @Test
  void tracesAStatementItAsksToTrace() {
    session.execute("CREATE TABLE ks.traced (k int, c int, v text, PRIMARY KEY (k, c))");
    session.execute("INSERT INTO ks.traced (k, c, v) VALUES (1, 1, 'x')");
    PreparedStatement read = session.prepare("SELECT v FROM ks.traced WHERE k = ?");
    ResultSet rs = session.execute(read.bind(1).setTracing(true));
    QueryTrace trace = rs.getExecutionInfo().getQueryTrace();
    assertEquals("Execute CQL3 prepared query", trace.getRequestType());
    assertEquals("LOCAL_ONE", trace.getParameters().get("consistency_level"));
    assertTrue(trace.getDurationMicros() >= 0);
    assertEquals(
        List.of(
            "Executing single-partition query on traced",
            "Acquiring sstable references",
            "Skipped 0/0 non-slice-intersecting sstables, included 0 due to tombstones",
            "Merged data from memtables and 0 sstables",
            "Read 1 live rows and 0 tombstone cells"),
        trace.getEvents().stream().map(TraceEvent::getActivity).toList());
    assertEquals(
        "Native-Transport-Requests",
        trace.getEvents().get(0).getThreadName().replaceAll("-\\d+$", ""));
    assertNull(session.execute("SELECT v FROM ks.traced").getExecutionInfo().getTracingId());
  }

  @Test
  void readsTheSchemaAndFollowsDdl() {
    session.execute(
        "CREATE TABLE ks.schema_t (k int, c text, v map<text, int>, PRIMARY KEY (k, c))");
    Optional<TableMetadata> table =
        session.getMetadata().getKeyspace("ks").flatMap(ks -> ks.getTable("schema_t"));
    assertTrue(table.isPresent(), "the driver's metadata has the new table");
    assertEquals(1, table.get().getPartitionKey().size());
    assertEquals(1, table.get().getClusteringColumns().size());
    assertEquals(
        "map<text, int>", table.get().getColumn("v").orElseThrow().getType().asCql(false, true));
  }

  /**
   * Another session sees a table it did not create: the server pushes SCHEMA_CHANGE to the
   * connections that registered for it, and the driver refreshes its metadata then.
   */
  @Test
  void toldOfSchemaChangesMadeElsewhere() throws InterruptedException {
    try (CqlSession other = connect(null)) {
      session.execute("CREATE TABLE ks.announced (k int PRIMARY KEY)");
      long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
      while (other.getMetadata().getKeyspace("ks").flatMap(ks -> ks.getTable("announced")).isEmpty()
          && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertTrue(
          other.getMetadata().getKeyspace("ks").flatMap(ks -> ks.getTable("announced")).isPresent(),
          "the other session's metadata has the table");
    }
  }

  @Test
  void runsStatementsWithEveryCommonType() {
    session.execute(
        "CREATE TABLE ks.types (k int PRIMARY KEY, t text, b bigint, d double, u uuid, ts timestamp,"
            + " dt date, bl blob, l list<int>, s set<text>, m map<text, int>, f boolean)");
    PreparedStatement insert =
        session.prepare(
            "INSERT INTO ks.types (k, t, b, d, u, ts, dt, bl, l, s, m, f)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    UUID id = UUID.randomUUID();
    Instant now = Instant.ofEpochMilli(1_700_000_000_123L);
    session.execute(
        insert.bind(
            1,
            "héllo",
            9_000_000_000L,
            2.5,
            id,
            now,
            LocalDate.of(2024, 2, 29),
            ByteBuffer.wrap(new byte[] {1, 2, 3}),
            List.of(3, 1, 2),
            Set.of("b", "a"),
            Map.of("x", 1),
            true));
    Row row = session.execute("SELECT * FROM ks.types WHERE k = 1").one();
    assertNotNull(row);
    assertEquals("héllo", row.getString("t"));
    assertEquals(9_000_000_000L, row.getLong("b"));
    assertEquals(2.5, row.getDouble("d"));
    assertEquals(id, row.getUuid("u"));
    assertEquals(now, row.getInstant("ts"));
    assertEquals(LocalDate.of(2024, 2, 29), row.getLocalDate("dt"));
    assertArrayEquals(new byte[] {1, 2, 3}, row.getByteBuffer("bl").array());
    assertEquals(List.of(3, 1, 2), row.getList("l", Integer.class));
    assertEquals(Set.of("a", "b"), row.getSet("s", String.class));
    assertEquals(Map.of("x", 1), row.getMap("m", String.class, Integer.class));
    assertTrue(row.getBoolean("f"));
  }

  @Test
  void pagesThroughALargePartition() {
    session.execute("CREATE TABLE ks.paged (k int, c int, v text, PRIMARY KEY (k, c))");
    PreparedStatement insert = session.prepare("INSERT INTO ks.paged (k, c, v) VALUES (1, ?, ?)");
    for (int c = 0; c < 250; c++) {
      session.execute(insert.bind(c, "v" + c));
    }
    ResultSet result =
        session.execute(
            SimpleStatement.newInstance("SELECT c FROM ks.paged WHERE k = 1").setPageSize(100));
    List<Integer> seen = new ArrayList<>();
    result.forEach(row -> seen.add(row.getInt("c")));
    assertEquals(250, seen.size());
    assertEquals(0, seen.get(0));
    assertEquals(249, seen.get(249));
  }

  /**
   * A thousand asynchronous writes in flight on one connection (the driver allows 1,024 a
   * connection): responses come back on their streams in any order, and every write lands.
   */
  @Test
  void carriesManyRequestsInFlight() {
    session.execute("CREATE TABLE ks.flight (k int, c int, PRIMARY KEY (k, c))");
    PreparedStatement insert = session.prepare("INSERT INTO ks.flight (k, c) VALUES (?, ?)");
    List<CompletableFuture<?>> writes = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      writes.add(session.executeAsync(insert.bind(i % 10, i)).toCompletableFuture());
    }
    CompletableFuture.allOf(writes.toArray(new CompletableFuture<?>[0])).join();
    assertEquals(1000, session.execute("SELECT COUNT(*) FROM ks.flight").one().getLong(0));
  }

  /** An answer larger than one v5 segment (128 KiB) travels in several, and a request too. */
  @Test
  void carriesValuesLargerThanASegment() {
    session.execute("CREATE TABLE ks.large (k int PRIMARY KEY, b blob)");
    byte[] big = new byte[300_000];
    for (int i = 0; i < big.length; i++) {
      big[i] = (byte) (i * 31);
    }
    session.execute(
        session.prepare("INSERT INTO ks.large (k, b) VALUES (?, ?)").bind(1, ByteBuffer.wrap(big)));
    Row row = session.execute("SELECT b FROM ks.large WHERE k = 1").one();
    assertNotNull(row);
    ByteBuffer read = row.getByteBuffer("b");
    byte[] bytes = new byte[read.remaining()];
    read.get(bytes);
    assertArrayEquals(big, bytes);
  }

  @Test
  void refusesAsCassandraDoes() {
    SyntaxError syntax = assertThrows(SyntaxError.class, () -> session.execute("SELEC 1"));
    assertTrue(syntax.getMessage().contains("line 1:0"), syntax.getMessage());
    InvalidQueryException invalid =
        assertThrows(InvalidQueryException.class, () -> session.execute("SELECT * FROM ks.nope"));
    assertEquals("table nope does not exist", invalid.getMessage());
    AlreadyExistsException exists =
        assertThrows(
            AlreadyExistsException.class,
            () ->
                session.execute(
                    "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
                        + " 'replication_factor': 1}"));
    assertEquals("Keyspace ks already exists", exists.getMessage());
  }

  @Test
  void answersLightweightTransactionsAndBatches() {
    session.execute("CREATE TABLE ks.lwt (k int PRIMARY KEY, v int)");
    assertTrue(
        session.execute("INSERT INTO ks.lwt (k, v) VALUES (1, 1) IF NOT EXISTS").wasApplied());
    ResultSet again = session.execute("INSERT INTO ks.lwt (k, v) VALUES (1, 2) IF NOT EXISTS");
    assertFalse(again.wasApplied());
    assertEquals(1, again.one().getInt("v"));

    PreparedStatement insert = session.prepare("INSERT INTO ks.lwt (k, v) VALUES (?, ?)");
    session.execute(
        BatchStatement.newInstance(BatchType.LOGGED)
            .add(insert.bind(2, 20))
            .add(SimpleStatement.newInstance("INSERT INTO ks.lwt (k, v) VALUES (3, 30)")));
    assertEquals(3, session.execute("SELECT * FROM ks.lwt").all().size());
  }

  /**
   * LZ4 compresses frame bodies in v4 and whole segments in v5, Snappy frame bodies in v4; a 300 kB
   * value crosses both ways in each.
   */
  @Test
  void compressesWithLz4InBothVersionsAndSnappyInV4() {
    session.execute("CREATE TABLE IF NOT EXISTS ks.packed (k int PRIMARY KEY, t text)");
    String text = "compressible ".repeat(25_000);
    for (String[] versionAndCompression :
        new String[][] {{"V4", "lz4"}, {"V5", "lz4"}, {"V4", "snappy"}}) {
      String version = versionAndCompression[0] + versionAndCompression[1];
      try (CqlSession packed = connect(versionAndCompression[0], versionAndCompression[1])) {
        packed.execute(
            SimpleStatement.newInstance(
                "INSERT INTO ks.packed (k, t) VALUES (?, ?)", 1, text + version));
        Row row = packed.execute("SELECT t FROM ks.packed WHERE k = 1").one();
        assertNotNull(row);
        assertEquals(text + version, row.getString("t"));
      }
    }
  }

  /**
   * A {@code SELECT *} prepared before {@code ALTER TABLE … ADD} returns the new column afterwards:
   * the server sees the driver holds other columns and sends the new ones (flagged as changed in
   * v5), in either version.
   */
  @Test
  void followsAPreparedSelectThroughAlterTable() {
    for (String version : new String[] {"V4", "V5"}) {
      String table = "ks.evolving_" + version;
      try (CqlSession client = connect(version)) {
        client.execute("CREATE TABLE " + table + " (k int PRIMARY KEY, a int)");
        client.execute("INSERT INTO " + table + " (k, a) VALUES (1, 10)");
        PreparedStatement select = client.prepare("SELECT * FROM " + table + " WHERE k = ?");
        assertEquals(2, client.execute(select.bind(1)).one().getColumnDefinitions().size());
        client.execute("ALTER TABLE " + table + " ADD b text");
        client.execute("UPDATE " + table + " SET b = 'new' WHERE k = 1");
        Row row = client.execute(select.bind(1)).one();
        assertNotNull(row);
        assertEquals(3, row.getColumnDefinitions().size(), version);
        assertEquals("new", row.getString("b"));
      }
    }
  }

  @Test
  void speaksProtocolV4WhenAsked() {
    try (CqlSession v4 = connect("V4")) {
      assertEquals(DefaultProtocolVersion.V4, v4.getContext().getProtocolVersion());
      Row row = v4.execute("SELECT release_version FROM system.local").one();
      assertNotNull(row);
      assertEquals("5.0.2", row.getString(0));
    }
  }
}
