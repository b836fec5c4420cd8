package io.wcs.engine.schema;

import java.net.InetAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * The one row of {@code system.local}: this database answers as a one-node Cassandra cluster, data
 * centre {@code datacenter1}, rack {@code rack1}, Murmur3 partitioner, one token. It reports
 * release 5.0.2, CQL 3.4.7 and native protocol 5, the versions whose behaviour WCS follows, so
 * drivers pick Cassandra 5.0 features and cqlsh's version checks pass. Stateless.
 */
public final class SystemLocal {
  /** Cassandra's default cluster_name, which tools show when nothing else is configured. */
  public static final String DEFAULT_CLUSTER_NAME = "Test Cluster";

  public static final String RELEASE_VERSION = "5.0.2";
  public static final String CQL_VERSION = "3.4.7";
  public static final String NATIVE_PROTOCOL_VERSION = "5";
  public static final String PARTITIONER = "org.apache.cassandra.dht.Murmur3Partitioner";

  /**
   * The node's one token, the ring's minimum: one node owns the whole ring, the range from its
   * token round to itself.
   */
  public static final String TOKEN = Long.toString(Long.MIN_VALUE);

  private SystemLocal() {}

  /**
   * The row.
   *
   * @param hostId the node's id, stable for a database (the schema store keeps it)
   * @param address the address clients reach this node at (loopback when embedded)
   * @param nativePort the native-protocol port
   */
  public static Map<String, Object> row(
      String clusterName, UUID hostId, UUID schemaVersion, InetAddress address, int nativePort) {
    Map<String, Object> row = new LinkedHashMap<>();
    row.put("key", "local");
    row.put("bootstrapped", "COMPLETED");
    row.put("broadcast_address", address);
    row.put("broadcast_port", 7000);
    row.put("cluster_name", clusterName);
    row.put("cql_version", CQL_VERSION);
    row.put("data_center", Topology.DATA_CENTER);
    row.put("gossip_generation", 0);
    row.put("host_id", hostId);
    row.put("listen_address", address);
    row.put("listen_port", 7000);
    row.put("native_protocol_version", NATIVE_PROTOCOL_VERSION);
    row.put("partitioner", PARTITIONER);
    row.put("rack", Topology.RACK);
    row.put("release_version", RELEASE_VERSION);
    row.put("rpc_address", address);
    row.put("rpc_port", nativePort);
    row.put("schema_version", schemaVersion);
    row.put("tokens", Set.of(TOKEN));
    row.put("truncated_at", Map.of());
    return row;
  }
}
