package io.wcs.driver.remote;

import io.wcs.engine.cql.QueryResult;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a cluster's nodes and tokens from the node a session is connected to, as Cassandra's
 * drivers do: the node itself from {@code system.local}, the others from {@code system.peers_v2}
 * (Cassandra 4.0 on, where each node has its own native port) or else {@code system.peers}.
 */
final class ClusterTopology {
  static final String MURMUR3 = "org.apache.cassandra.dht.Murmur3Partitioner";

  /** Runs a query on the connection the topology is read from. */
  @FunctionalInterface
  interface Select {
    QueryResult.Rows rows(String cql) throws SQLException;
  }

  private ClusterTopology() {}

  /**
   * The ring of the connected node's data centre, the node reached at {@code contact}; null when
   * the cluster places partitions with a partitioner other than Murmur3, whose tokens this driver
   * does not compute.
   */
  static TokenRing read(Select select, InetSocketAddress contact) throws SQLException {
    Row local =
        Row.first(select.rows("SELECT data_center, rack, partitioner, tokens FROM system.local"));
    if (local == null || !MURMUR3.equals(local.get("partitioner"))) {
      return null;
    }
    String datacenter = (String) local.get("data_center");
    List<TokenRing.Node> nodes = new ArrayList<>();
    nodes.add(new TokenRing.Node(contact, datacenter, (String) local.get("rack"), tokens(local)));
    for (Row peer : peers(select, "data_center, rack, tokens")) {
      InetSocketAddress address = peer.address(contact.getPort());
      if (address != null && peer.get("data_center") != null) {
        nodes.add(
            new TokenRing.Node(
                address,
                (String) peer.get("data_center"),
                (String) peer.get("rack"),
                tokens(peer)));
      }
    }
    return TokenRing.of(nodes, datacenter);
  }

  /**
   * Each keyspace's replication, as far as it places replicas by a strategy the driver knows; empty
   * where the node has no {@code system_schema} (before Cassandra 3.0), whose statements then go to
   * each partition's first node.
   */
  static Map<String, ReplicationFactors> replication(Select select) throws SQLException {
    QueryResult.Rows rows;
    try {
      rows = select.rows("SELECT keyspace_name, replication FROM system_schema.keyspaces");
    } catch (SQLException beforeCassandra3) {
      return Map.of();
    }
    Map<String, ReplicationFactors> keyspaces = new HashMap<>();
    for (Row row : Row.all(rows)) {
      ReplicationFactors replication =
          row.get("replication") instanceof Map<?, ?> options
              ? ReplicationFactors.of(strings(options))
              : null;
      if (replication != null) {
        keyspaces.put((String) row.get("keyspace_name"), replication);
      }
    }
    return keyspaces;
  }

  private static Map<String, String> strings(Map<?, ?> options) {
    Map<String, String> out = new HashMap<>();
    for (Map.Entry<?, ?> option : options.entrySet()) {
      out.put((String) option.getKey(), (String) option.getValue());
    }
    return out;
  }

  /** Whether every node the connected node knows has its schema version. */
  static boolean schemaAgrees(Select select) throws SQLException {
    Row local = Row.first(select.rows("SELECT schema_version FROM system.local"));
    Object version = local == null ? null : local.get("schema_version");
    for (Row peer : peers(select, "schema_version")) {
      Object theirs = peer.get("schema_version");
      if (theirs != null && !theirs.equals(version)) {
        return false;
      }
    }
    return true;
  }

  /** The peers' rows with {@code columns} and where clients reach them. */
  private static List<Row> peers(Select select, String columns) throws SQLException {
    QueryResult.Rows rows;
    try {
      rows =
          select.rows(
              "SELECT peer, native_address, native_port, " + columns + " FROM system.peers_v2");
    } catch (SQLException beforeCassandra4) {
      rows = select.rows("SELECT peer, rpc_address, " + columns + " FROM system.peers");
    }
    return Row.all(rows);
  }

  private static List<Long> tokens(Row row) {
    Object tokens = row.get("tokens");
    List<Long> parsed = new ArrayList<>();
    if (tokens instanceof Set<?> set) {
      for (Object token : set) {
        parsed.add(Long.parseLong((String) token));
      }
    }
    return parsed;
  }

  /** One row of a system table, its values deserialized by their columns' types. */
  private record Row(QueryResult.Rows rows, byte[][] cells) {
    static Row first(QueryResult.Rows rows) {
      return rows.rows().isEmpty() ? null : new Row(rows, rows.rows().get(0));
    }

    static List<Row> all(QueryResult.Rows rows) {
      List<Row> all = new ArrayList<>(rows.rows().size());
      for (byte[][] cells : rows.rows()) {
        all.add(new Row(rows, cells));
      }
      return all;
    }

    Object get(String column) {
      for (int i = 0; i < cells.length; i++) {
        if (rows.columns().get(i).name().equals(column)) {
          return cells[i] == null ? null : rows.columns().get(i).type().deserialize(cells[i]);
        }
      }
      return null;
    }

    /**
     * Where clients reach this peer: its native address and port (peers_v2), or its rpc address on
     * the contact's port (peers); a node listening on every interface is reached at its peer
     * address.
     */
    InetSocketAddress address(int contactPort) {
      InetAddress host =
          (InetAddress) get(get("native_address") != null ? "native_address" : "rpc_address");
      if (host == null || host.isAnyLocalAddress()) {
        host = (InetAddress) get("peer");
      }
      Object port = get("native_port");
      return host == null
          ? null
          : new InetSocketAddress(host, port instanceof Integer p ? p : contactPort);
    }
  }
}
