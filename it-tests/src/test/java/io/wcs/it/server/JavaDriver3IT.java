package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.driver.core.BatchStatement;
import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.DataType;
import com.datastax.driver.core.Duration;
import com.datastax.driver.core.LocalDate;
import com.datastax.driver.core.PagingState;
import com.datastax.driver.core.PreparedStatement;
import com.datastax.driver.core.ProtocolVersion;
import com.datastax.driver.core.ResultSet;
import com.datastax.driver.core.Row;
import com.datastax.driver.core.Session;
import com.datastax.driver.core.SimpleStatement;
import com.datastax.driver.core.TableMetadata;
import com.datastax.driver.core.TupleValue;
import com.datastax.driver.core.UserType;
import com.datastax.driver.core.exceptions.FunctionExecutionException;
import com.datastax.driver.core.exceptions.InvalidQueryException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Java driver's 3.x line (3.11.5, the last), still under many applications, unchanged, against
 * a WCS server in each protocol version it speaks: v3, where date, time, smallint and tinyint
 * travel as custom types and no warnings come back, as Cassandra 5.0 answers it; v4; and v5, which
 * it negotiates by itself.
 */
class JavaDriver3IT {
  /**
   * {@code -Dwcs.it.cassandra=HOST:PORT} runs the same checks against that node instead, to see
   * them pass against Cassandra 5.0.
   */
  private static final String CASSANDRA = System.getProperty("wcs.it.cassandra");

  private static RunningServer server;
  private static InetSocketAddress node;

  @BeforeAll
  static void startServer() throws Exception {
    if (CASSANDRA == null) {
      server = RunningServer.start("java-driver-3-it");
      node = server.address();
    } else {
      int colon = CASSANDRA.lastIndexOf(':');
      node =
          new InetSocketAddress(
              CASSANDRA.substring(0, colon), Integer.parseInt(CASSANDRA.substring(colon + 1)));
    }
  }

  @AfterAll
  static void stopServer() throws Exception {
    if (server != null) {
      server.close();
    }
  }

  private static Cluster cluster(ProtocolVersion version) {
    Cluster.Builder builder =
        Cluster.builder()
            .addContactPoint(node.getHostString())
            .withPort(node.getPort())
            .withoutJMXReporting();
    return (version == ProtocolVersion.V5 ? builder : builder.withProtocolVersion(version)).build();
  }

  @ParameterizedTest
  @EnumSource(
      value = ProtocolVersion.class,
      names = {"V3", "V4", "V5"})
  void runsEveryKindOfStatement(ProtocolVersion version) throws Exception {
    String ks = "d3_" + version.name().toLowerCase(Locale.ROOT);
    try (Cluster cluster = cluster(version);
        Session session = cluster.connect()) {
      assertEquals(version, cluster.getConfiguration().getProtocolOptions().getProtocolVersion());
      Row local = session.execute("SELECT release_version, data_center FROM system.local").one();
      assertEquals("5.0.2", local.getString("release_version"));
      assertEquals(
          "datacenter1", cluster.getMetadata().getAllHosts().iterator().next().getDatacenter());

      session.execute("DROP KEYSPACE IF EXISTS " + ks);
      session.execute(
          "CREATE KEYSPACE "
              + ks
              + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}");
      session.execute("USE " + ks);
      session.execute("CREATE TYPE address (street text, zip int)");
      session.execute(
          "CREATE TABLE t (k text, c int, v text, n bigint, d decimal, vi varint, u uuid,"
              + " tu timeuuid, ts timestamp, dt date, tm time, du duration, b blob, bo boolean,"
              + " f float, db double, ip inet, sm smallint, ti tinyint, s set<text>,"
              + " l list<int>, m map<text, int>, tp tuple<int, text>, a frozen<address>,"
              + " PRIMARY KEY (k, c)) WITH CLUSTERING ORDER BY (c DESC)");
      assertTrue(cluster.getMetadata().checkSchemaAgreement());
      TableMetadata table = cluster.getMetadata().getKeyspace(ks).getTable("t");
      assertEquals("k", table.getPartitionKey().get(0).getName());
      assertEquals(DataType.smallint(), table.getColumn("sm").getType());
      UserType address = cluster.getMetadata().getKeyspace(ks).getUserType("address");

      bindsAndReadsEveryType(session, address, version);
      pagesAndBatches(session);
      answersConditionsWarningsAndErrors(session, version);
    }
  }

  private static void bindsAndReadsEveryType(
      Session session, UserType address, ProtocolVersion version) throws Exception {
    TupleValue tuple =
        session
            .getCluster()
            .getMetadata()
            .newTupleType(DataType.cint(), DataType.text())
            .newValue(7, "seven");
    Map<String, Object> values = new LinkedHashMap<>();
    values.put("k", "p1");
    values.put("c", 1);
    values.put("v", "h\u00e9llo");
    values.put("n", 9007199254740993L);
    values.put("d", new BigDecimal("-123.4560"));
    values.put("vi", new BigInteger("123456789012345678901234567890"));
    values.put("u", UUID.fromString("65a8874b-5136-4ca0-8cef-6ff875a25979"));
    values.put("tu", UUID.fromString("36d13ac0-ef06-11f1-9aaa-486bfb86d67f"));
    values.put("ts", new Date(1700000000123L));
    values.put("dt", LocalDate.fromYearMonthDay(2024, 2, 29));
    values.put("tm", 45296789012345L);
    values.put("du", Duration.from("1mo2d3h4ns"));
    values.put("b", ByteBuffer.wrap(new byte[] {0, 1, (byte) 254, (byte) 255}));
    values.put("bo", true);
    values.put("f", 1.5f);
    values.put("db", -2.25e300);
    values.put("ip", InetAddress.getByName("2001:db8::1"));
    values.put("sm", (short) -32768);
    values.put("ti", (byte) 127);
    values.put("s", Set.of("a", "b"));
    values.put("l", List.of(3, 1, 2));
    values.put("m", Map.of("x", 1, "y", 2));
    values.put("tp", tuple);
    values.put("a", address.newValue().setString("street", "Main").setInt("zip", 12345));
    if (version == ProtocolVersion.V3) {
      // v3 predates these types: they travel as custom types, which the driver binds and reads
      // only as bytes (against Cassandra too), so they are written as literals and read as JSON
      values.keySet().removeAll(List.of("dt", "tm", "sm", "ti"));
      session.execute(
          "INSERT INTO t (k, c, dt, tm, sm, ti) VALUES ('p1', 1, '2024-02-29', '12:34:56.789012345',"
              + " -32768, 127)");
      Row json =
          session
              .execute(
                  "SELECT toJson(dt), toJson(tm), toJson(sm), toJson(ti) FROM t WHERE k = 'p1'")
              .one();
      assertEquals(
          List.of("\"2024-02-29\"", "\"12:34:56.789012345\"", "-32768", "127"),
          List.of(json.getString(0), json.getString(1), json.getString(2), json.getString(3)));
    }
    String names = String.join(", ", values.keySet());
    String markers = String.join(", ", Collections.nCopies(values.size(), "?"));
    PreparedStatement insert =
        session.prepare("INSERT INTO t (" + names + ") VALUES (" + markers + ")");
    session.execute(insert.bind(values.values().toArray()));
    Row row =
        session
            .execute(session.prepare("SELECT * FROM t WHERE k = ? AND c = ?").bind("p1", 1))
            .one();
    for (Map.Entry<String, Object> e : values.entrySet()) {
      // a tuple value's equality takes in the protocol version its type was made for
      Object expected = e.getValue() instanceof TupleValue t ? t.toString() : e.getValue();
      Object actual = row.getObject(e.getKey());
      assertEquals(expected, actual instanceof TupleValue t ? t.toString() : actual, e.getKey());
    }
  }

  private static void pagesAndBatches(Session session) {
    PreparedStatement insert = session.prepare("INSERT INTO t (k, c, v) VALUES (?, ?, ?)");
    BatchStatement batch = new BatchStatement();
    for (int i = 0; i < 24; i++) {
      batch.add(insert.bind("p2", i, "v" + i));
    }
    session.execute(batch);
    List<Integer> seen = new ArrayList<>();
    PagingState state = null;
    int pages = 0;
    do {
      SimpleStatement select = new SimpleStatement("SELECT c FROM t WHERE k = 'p2'");
      select.setFetchSize(7);
      if (state != null) {
        select.setPagingState(state);
      }
      ResultSet page = session.execute(select);
      for (int i = page.getAvailableWithoutFetching(); i > 0; i--) {
        seen.add(page.one().getInt("c"));
      }
      state = page.getExecutionInfo().getPagingState();
      pages++;
    } while (state != null);
    assertEquals(4, pages);
    assertEquals(24, seen.size());
    assertEquals(23, seen.get(0));
  }

  private static void answersConditionsWarningsAndErrors(Session session, ProtocolVersion version) {
    String insert = "INSERT INTO t (k, c, v) VALUES ('p4', 1, 'first') IF NOT EXISTS";
    assertTrue(session.execute(insert).wasApplied());
    ResultSet lost = session.execute(insert);
    assertFalse(lost.wasApplied());
    assertEquals("first", lost.one().getString("v"));

    List<String> warnings =
        session.execute("SELECT count(*) FROM t").getExecutionInfo().getWarnings();
    assertEquals(
        version == ProtocolVersion.V3
            ? List.of()
            : List.of("Aggregation query used without partition key"),
        warnings);

    InvalidQueryException filtering =
        assertThrows(
            InvalidQueryException.class, () -> session.execute("SELECT * FROM t WHERE bo = true"));
    assertTrue(filtering.getMessage().contains("ALLOW FILTERING"), filtering.getMessage());
    String division = "SELECT 1 / 0 FROM t WHERE k = 'p1' AND c = 1";
    if (version == ProtocolVersion.V3) {
      InvalidQueryException failure =
          assertThrows(InvalidQueryException.class, () -> session.execute(division));
      assertTrue(
          failure.getMessage().startsWith("ERROR FUNCTION_FAILURE: the operation 'int / int'"),
          failure.getMessage());
    } else {
      assertNotNull(
          assertThrows(FunctionExecutionException.class, () -> session.execute(division)));
    }
  }
}
