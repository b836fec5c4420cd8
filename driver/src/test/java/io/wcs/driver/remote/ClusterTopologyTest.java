package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.CqlTypeParser;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The topology as the system tables of Cassandra 3 and of Cassandra 4 and later give it. */
class ClusterTopologyTest {
  private static final InetSocketAddress CONTACT = new InetSocketAddress("127.0.0.1", 9042);
  private static final UUID VERSION = UUID.fromString("aaaaaaaa-0000-0000-0000-000000000001");

  /** System tables keyed by the start of the query that reads them; a missing one is refused. */
  private final Map<String, QueryResult.Rows> tables = new HashMap<>();

  private QueryResult.Rows select(String cql) throws SQLException {
    for (Map.Entry<String, QueryResult.Rows> table : tables.entrySet()) {
      if (cql.endsWith("FROM " + table.getKey())) {
        return table.getValue();
      }
    }
    throw WcsSqlState.INVALID_REQUEST.exception("table of " + cql + " does not exist");
  }

  /** A table's rows, each as column name, type and value, in the columns' order. */
  private static QueryResult.Rows rows(List<Map<String, Object[]>> rows) {
    List<ColumnSpec> columns = new ArrayList<>();
    rows.get(0)
        .forEach(
            (name, typed) ->
                columns.add(
                    new ColumnSpec("system", "t", name, CqlTypeParser.parse((String) typed[0]))));
    List<byte[][]> cells = new ArrayList<>();
    for (Map<String, Object[]> row : rows) {
      byte[][] values = new byte[columns.size()][];
      int i = 0;
      for (Object[] typed : row.values()) {
        CqlType type = columns.get(i).type();
        values[i++] = typed[1] == null ? null : type.serialize(typed[1]);
      }
      cells.add(values);
    }
    return new QueryResult.Rows(columns, cells, null, List.of());
  }

  private static Map<String, Object[]> local(String partitioner, Set<String> tokens) {
    Map<String, Object[]> row = new LinkedHashMap<>();
    row.put("data_center", new Object[] {"text", "dc1"});
    row.put("partitioner", new Object[] {"text", partitioner});
    row.put("tokens", new Object[] {"set<text>", tokens});
    row.put("schema_version", new Object[] {"uuid", VERSION});
    return row;
  }

  private static Map<String, Object[]> peer(
      String peer, String address, String addressColumn, Integer port, String dc, String token)
      throws Exception {
    Map<String, Object[]> row = new LinkedHashMap<>();
    row.put("peer", new Object[] {"inet", InetAddress.getByName(peer)});
    row.put(addressColumn, new Object[] {"inet", InetAddress.getByName(address)});
    if (port != null) {
      row.put("native_port", new Object[] {"int", port});
    }
    row.put("data_center", new Object[] {"text", dc});
    row.put("tokens", new Object[] {"set<text>", Set.of(token)});
    row.put("schema_version", new Object[] {"uuid", VERSION});
    return row;
  }

  @Test
  void readsPeersWithTheirOwnPortsFromPeersV2() throws Exception {
    tables.put("system.local", rows(List.of(local(ClusterTopology.MURMUR3, Set.of("0")))));
    tables.put(
        "system.peers_v2",
        rows(
            List.of(
                peer("10.0.0.2", "127.0.0.2", "native_address", 9043, "dc1", "100"),
                peer("10.0.0.3", "127.0.0.3", "native_address", 9044, "dc2", "200"))));
    TokenRing ring = ClusterTopology.read(this::select, CONTACT);
    assertEquals(2, ring.nodeCount());
    assertEquals(new InetSocketAddress("127.0.0.2", 9043), ring.ownerOf(50));
    assertEquals(CONTACT, ring.ownerOf(150));
  }

  @Test
  void readsPeersOnTheContactsPortFromPeersBeforeCassandra4() throws Exception {
    tables.put("system.local", rows(List.of(local(ClusterTopology.MURMUR3, Set.of("0")))));
    tables.put(
        "system.peers",
        rows(List.of(peer("127.0.0.2", "0.0.0.0", "rpc_address", null, "dc1", "100"))));
    TokenRing ring = ClusterTopology.read(this::select, CONTACT);
    assertEquals(new InetSocketAddress("127.0.0.2", 9042), ring.ownerOf(50));
  }

  @Test
  void readsRacksAndEachKeyspacesReplication() throws Exception {
    Map<String, Object[]> local = local(ClusterTopology.MURMUR3, Set.of("0"));
    local.put("rack", new Object[] {"text", "r1"});
    tables.put("system.local", rows(List.of(local)));
    Map<String, Object[]> sameRack =
        peer("127.0.0.2", "127.0.0.2", "native_address", 9042, "dc1", "100");
    sameRack.put("rack", new Object[] {"text", "r1"});
    Map<String, Object[]> otherRack =
        peer("127.0.0.3", "127.0.0.3", "native_address", 9042, "dc1", "200");
    otherRack.put("rack", new Object[] {"text", "r2"});
    tables.put("system.peers_v2", rows(List.of(sameRack, otherRack)));
    tables.put(
        "system_schema.keyspaces",
        rows(
            List.of(
                keyspace("ks", Map.of("class", "NetworkTopologyStrategy", "dc1", "2")),
                keyspace("system", Map.of("class", "LocalStrategy")))));
    TokenRing ring = ClusterTopology.read(this::select, CONTACT);
    Map<String, ReplicationFactors> replication = ClusterTopology.replication(this::select);
    assertEquals(Set.of("ks"), replication.keySet());
    // from -50: the contact (r1); 127.0.0.2, of r1 again, passed over; then 127.0.0.3 (r2)
    assertEquals(
        List.of(CONTACT, new InetSocketAddress("127.0.0.3", 9042)),
        ring.replicas(-50, replication.get("ks")));
  }

  @Test
  void aNodeWithoutSystemSchemaHasNoKnownReplication() throws Exception {
    assertEquals(Map.of(), ClusterTopology.replication(this::select));
  }

  private static Map<String, Object[]> keyspace(String name, Map<String, String> replication) {
    Map<String, Object[]> row = new LinkedHashMap<>();
    row.put("keyspace_name", new Object[] {"text", name});
    row.put("replication", new Object[] {"frozen<map<text, text>>", replication});
    return row;
  }

  @Test
  void anotherPartitionerLeavesNoRing() throws Exception {
    tables.put(
        "system.local",
        rows(List.of(local("org.apache.cassandra.dht.RandomPartitioner", Set.of("0")))));
    assertNull(ClusterTopology.read(this::select, CONTACT));
  }

  @Test
  void theSchemaAgreesWhenEveryPeerHasTheNodesVersion() throws Exception {
    tables.put("system.local", rows(List.of(local(ClusterTopology.MURMUR3, Set.of("0")))));
    Map<String, Object[]> behind =
        peer("127.0.0.3", "127.0.0.3", "native_address", 9042, "dc1", "9");
    tables.put(
        "system.peers_v2",
        rows(List.of(peer("127.0.0.2", "127.0.0.2", "native_address", 9042, "dc1", "5"), behind)));
    assertTrue(ClusterTopology.schemaAgrees(this::select));
    behind.put("schema_version", new Object[] {"uuid", UUID.randomUUID()});
    tables.put(
        "system.peers_v2",
        rows(List.of(peer("127.0.0.2", "127.0.0.2", "native_address", 9042, "dc1", "5"), behind)));
    assertFalse(ClusterTopology.schemaAgrees(this::select));
  }
}
