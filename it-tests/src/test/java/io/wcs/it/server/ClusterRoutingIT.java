package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.wcs.driver.WcsConnection;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * {@code jdbc:wcs://} against a Cassandra cluster of several nodes, which CI does not have: run
 * with {@code -Dwcs.it.cluster=HOST:PORT} naming one node of a running cluster (docs/server.md says
 * how to start two nodes on this machine). A table made by one statement takes writes at once on
 * every node (the session waits for schema agreement), and each prepared write, and each batch of
 * them, is coordinated by a node that holds its partition, as its trace shows: its owner where it
 * has one replica, either node where it has two.
 */
class ClusterRoutingIT {
  private static final String CLUSTER_PROPERTY = "wcs.it.cluster";

  @Test
  void routesEachPreparedWriteToItsPartitionsOwner() throws Exception {
    try (Connection connection = clusterConnection()) {
      Statement statement = connection.createStatement();
      freshKeyspace(
          statement,
          "routing_it",
          "{'class': 'SimpleStrategy', 'replication_factor': 1}",
          "(k text, c int, v text, PRIMARY KEY ((k, c)))");
      PreparedStatement insert =
          connection.prepareStatement("INSERT INTO routing_it.t (k, c, v) VALUES (?, ?, ?)");
      Set<String> coordinators = new HashSet<>();
      for (int i = 0; i < 40; i++) {
        insert.setString(1, "key" + i);
        insert.setInt(2, i);
        insert.setString(3, "v" + i);
        String coordinator = coordinatorOf(connection, statement, insert::executeUpdate);
        coordinators.add(coordinator);
        assertEquals(ownerOf(statement, "key" + i, i), coordinator, "coordinator of key" + i);
      }
      assertTrue(coordinators.size() > 1, "writes went to one node only: " + coordinators);

      for (int i = 0; i < 10; i++) {
        insert.setString(1, "batch" + i);
        insert.setInt(2, i);
        insert.setString(3, "first");
        insert.addBatch();
        insert.setString(3, "second");
        insert.addBatch();
        String coordinator = coordinatorOf(connection, statement, insert::executeBatch);
        assertEquals(
            ownerOf(statement, "batch" + i, i),
            coordinator,
            "coordinator of the batch for batch" + i);
      }
    }
  }

  /**
   * In a keyspace of two replicas on a cluster of two nodes, one partition's prepared writes are
   * coordinated by both, drawn among its replicas.
   */
  @Test
  void spreadsAPartitionsWritesOverItsReplicas() throws Exception {
    try (Connection connection = clusterConnection()) {
      Statement statement = connection.createStatement();
      freshKeyspace(
          statement,
          "replicas_it",
          "{'class': 'NetworkTopologyStrategy', 'datacenter1': 2}",
          "(k int PRIMARY KEY, v int)");
      PreparedStatement insert =
          connection.prepareStatement("INSERT INTO replicas_it.t (k, v) VALUES (?, ?)");
      Set<String> coordinators = new HashSet<>();
      // 24 draws: the chance that one node takes all of them is 2^-23
      for (int i = 0; i < 24; i++) {
        insert.setInt(1, 1);
        insert.setInt(2, i);
        coordinators.add(coordinatorOf(connection, statement, insert::executeUpdate));
      }
      assertEquals(2, coordinators.size(), "coordinators: " + coordinators);
    }
  }

  /** A connection to the cluster the run names; the test is skipped without one. */
  private static Connection clusterConnection() throws SQLException {
    String node = System.getProperty(CLUSTER_PROPERTY);
    assumeTrue(node != null, "no cluster given with -D" + CLUSTER_PROPERTY + "=HOST:PORT");
    return DriverManager.getConnection("jdbc:wcs://" + node + "/");
  }

  /** Keyspace {@code name} made anew with {@code replication}, and its table {@code t}. */
  private static void freshKeyspace(
      Statement statement, String name, String replication, String table) throws SQLException {
    statement.execute("DROP KEYSPACE IF EXISTS " + name);
    statement.execute("CREATE KEYSPACE " + name + " WITH replication = " + replication);
    statement.execute("CREATE TABLE " + name + ".t " + table);
  }

  /** A traced write. */
  @FunctionalInterface
  private interface Write {
    void run() throws SQLException;
  }

  /** The node that coordinated {@code write}, as its trace names it. */
  private static String coordinatorOf(Connection connection, Statement statement, Write write)
      throws Exception {
    WcsConnection wcs = connection.unwrap(WcsConnection.class);
    wcs.setTracing(true);
    write.run();
    wcs.setTracing(false);
    return coordinatorOf(statement, wcs.getLastTraceId());
  }

  /** The coordinator a trace names, once the trace's session row has arrived. */
  private static String coordinatorOf(Statement statement, UUID trace) throws Exception {
    for (int attempt = 0; attempt < 100; attempt++) {
      try (ResultSet rs =
          statement.executeQuery(
              "SELECT coordinator FROM system_traces.sessions WHERE session_id = " + trace)) {
        if (rs.next()) {
          return String.valueOf(rs.getObject(1));
        }
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no trace " + trace);
  }

  /** The node that owns a partition: the one of the first token at or after the partition's. */
  private static String ownerOf(Statement statement, String k, int c) throws Exception {
    TreeMap<Long, String> ring = new TreeMap<>();
    addTokens(statement, "SELECT rpc_address, tokens FROM system.local", ring);
    addTokens(statement, "SELECT native_address, tokens FROM system.peers_v2", ring);
    try (ResultSet rs =
        statement.executeQuery(
            "SELECT token(k, c) FROM routing_it.t WHERE k = '" + k + "' AND c = " + c)) {
      assertTrue(rs.next());
      Map.Entry<Long, String> owner = ring.ceilingEntry(rs.getLong(1));
      return (owner != null ? owner : ring.firstEntry()).getValue();
    }
  }

  private static void addTokens(Statement statement, String query, TreeMap<Long, String> ring)
      throws Exception {
    try (ResultSet rs = statement.executeQuery(query)) {
      while (rs.next()) {
        for (String token : tokens(rs.getObject(2))) {
          ring.put(Long.parseLong(token), String.valueOf(rs.getObject(1)));
        }
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static Set<String> tokens(Object value) {
    return (Set<String>) value;
  }
}
