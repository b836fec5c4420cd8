package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.request.Batch;
import com.datastax.oss.protocol.internal.request.Execute;
import com.datastax.oss.protocol.internal.request.Prepare;
import com.datastax.oss.protocol.internal.request.Query;
import com.datastax.oss.protocol.internal.request.Register;
import com.datastax.oss.protocol.internal.request.Startup;
import com.datastax.oss.protocol.internal.response.Error;
import com.datastax.oss.protocol.internal.response.Ready;
import com.datastax.oss.protocol.internal.response.error.Unprepared;
import com.datastax.oss.protocol.internal.response.result.ColumnSpec;
import com.datastax.oss.protocol.internal.response.result.DefaultRows;
import com.datastax.oss.protocol.internal.response.result.Prepared;
import com.datastax.oss.protocol.internal.response.result.RawType;
import com.datastax.oss.protocol.internal.response.result.RowsMetadata;
import com.datastax.oss.protocol.internal.response.result.Void;
import io.wcs.engine.cql.QueryHandler.BatchChild;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.types.CqlTypeParser;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * A session routes a prepared statement to the node that owns its partition: two servers scripted
 * as the nodes of one cluster, the first of which the URL names, reporting the ring {@code 0} (its
 * own token) and {@link Long#MAX_VALUE} (the second's), so that the first owns the tokens up to 0
 * and the second the positive ones.
 */
class RoutingTest {
  private static final byte[] STATEMENT_ID = {1, 2, 3, 4};

  private ScriptedServer second;

  /** The keyspace ks's replication factor the nodes report, or 0 for no system_schema. */
  private int replicationFactor;

  /**
   * A node of the cluster: it answers the session's start, the ring and the statement, and runs the
   * statement once it has been prepared on it (before, UNPREPARED, as a node that never saw it).
   */
  private Function<Frame, Message> node() {
    boolean[] prepared = {false};
    return request -> answer(request, prepared);
  }

  private Message answer(Frame request, boolean[] prepared) {
    Message message = request.message;
    if (request.protocolVersion == ProtocolConstants.Version.V5) {
      return ScriptedServer.V5_REFUSED;
    }
    if (message instanceof Startup || message instanceof Register) {
      return new Ready();
    }
    if (message instanceof Query query && query.query.endsWith("FROM system.local")) {
      return rows(
          List.of(
              column("data_center", text()),
              column("partitioner", text()),
              column("tokens", tokens())),
          List.of(
              serialize("text", "dc1"),
              serialize("text", ClusterTopology.MURMUR3),
              serialize("set<text>", Set.of("0"))));
    }
    if (message instanceof Query query && query.query.endsWith("FROM system.peers_v2")) {
      RawType inet = RawType.PRIMITIVES.get(ProtocolConstants.DataType.INET);
      return rows(
          List.of(
              column("peer", inet),
              column("native_address", inet),
              column("native_port", RawType.PRIMITIVES.get(ProtocolConstants.DataType.INT)),
              column("data_center", text()),
              column("tokens", tokens())),
          List.of(
              serialize("inet", loopback()),
              serialize("inet", loopback()),
              serialize("int", second.port()),
              serialize("text", "dc1"),
              serialize("set<text>", Set.of(Long.toString(Long.MAX_VALUE)))));
    }
    if (message instanceof Query query
        && query.query.endsWith("FROM system_schema.keyspaces")
        && replicationFactor > 0) {
      return rows(
          List.of(column("keyspace_name", text()), column("replication", textMap())),
          List.of(
              serialize("text", "ks"),
              serialize(
                  "frozen<map<text, text>>",
                  Map.of(
                      "class",
                      "org.apache.cassandra.locator.SimpleStrategy",
                      "replication_factor",
                      Integer.toString(replicationFactor)))));
    }
    if (message instanceof Prepare) {
      prepared[0] = true;
      RowsMetadata variables =
          new RowsMetadata(
              List.of(
                  new ColumnSpec(
                      "ks", "t", "k", 0, RawType.PRIMITIVES.get(ProtocolConstants.DataType.INT))),
              null,
              new int[] {0},
              null);
      return new Prepared(
          STATEMENT_ID, null, variables, new RowsMetadata(List.of(), null, null, null));
    }
    if (message instanceof Batch) {
      return Void.INSTANCE;
    }
    if (message instanceof Execute) {
      return prepared[0] ? Void.INSTANCE : new Unprepared("unknown statement", STATEMENT_ID);
    }
    return new Error(ProtocolConstants.ErrorCode.INVALID, "not in this script: " + message);
  }

  private static InetAddress loopback() {
    return InetAddress.getLoopbackAddress();
  }

  private static RawType text() {
    return RawType.PRIMITIVES.get(ProtocolConstants.DataType.VARCHAR);
  }

  private static RawType tokens() {
    return new RawType.RawSet(text());
  }

  private static RawType textMap() {
    return new RawType.RawMap(text(), text());
  }

  private static ColumnSpec column(String name, RawType type) {
    return new ColumnSpec("system", "local", name, 0, type);
  }

  private static ByteBuffer serialize(String type, Object value) {
    return ByteBuffer.wrap(CqlTypeParser.parse(type).serialize(value));
  }

  private static DefaultRows rows(List<ColumnSpec> columns, List<ByteBuffer> row) {
    Queue<List<ByteBuffer>> data = new ArrayDeque<>();
    data.add(row);
    return new DefaultRows(new RowsMetadata(columns, null, null, null), data);
  }

  /** The keys from 0 on whose tokens are positive (the second node's) or not (the first's). */
  private static List<Integer> keys(boolean positive) {
    List<Integer> keys = new ArrayList<>();
    for (int k = 0; keys.size() < 5; k++) {
      if ((Murmur3Partitioner.token(CqlTypeParser.parse("int").serialize(k)) > 0) == positive) {
        keys.add(k);
      }
    }
    return keys;
  }

  private static long executes(ScriptedServer server) {
    return server.requests().stream().filter(f -> f.message instanceof Execute).count();
  }

  /** What a test does with the cluster: the session's own node (the first) and the session. */
  @FunctionalInterface
  private interface OnCluster {
    void run(ScriptedServer first, RemoteSession session) throws Exception;
  }

  /** Runs {@code test} on two scripted nodes, the session connected to the first. */
  private void onTwoNodes(OnCluster test) throws Exception {
    try (ScriptedServer otherNode = new ScriptedServer(node())) {
      second = otherNode;
      try (ScriptedServer first = new ScriptedServer(node());
          RemoteSession session =
              RemoteSession.connect(
                  List.of("127.0.0.1:" + first.port()),
                  new ConnectOptions(5000, 0, null, false, null))) {
        test.run(first, session);
      }
    }
  }

  private static byte[] key(int k) {
    return CqlTypeParser.parse("int").serialize(k);
  }

  @Test
  void runsEachPreparedStatementAndBatchOnTheNodeThatOwnsItsPartition() throws Exception {
    onTwoNodes(
        (first, session) -> {
          io.wcs.engine.cql.Prepared insert = session.prepare("INSERT INTO ks.t (k) VALUES (?)");
          for (int k : keys(true)) {
            session.execute(insert, QueryOptions.of(List.of(key(k))));
          }
          // the first of them twice: the node had not seen the statement
          assertEquals(6, executes(second));
          assertEquals(0, executes(first));
          assertTrue(
              second.requests().stream().anyMatch(f -> f.message instanceof Prepare),
              "the second node was asked to prepare the statement it did not know");
          for (int k : keys(false)) {
            session.execute(insert, QueryOptions.of(List.of(key(k))));
          }
          assertEquals(5, executes(first));
          assertEquals(6, executes(second));

          session.batch(
              BatchType.UNLOGGED,
              List.of(new BatchChild(null, insert.id(), List.of(key(keys(true).get(0))))),
              QueryOptions.DEFAULT);
          assertEquals(
              1, second.requests().stream().filter(f -> f.message instanceof Batch).count());
        });
  }

  /**
   * With two replicas of every partition, a partition's statements are spread over both nodes, the
   * session's own among them, whichever owns the partition's token.
   */
  @Test
  void spreadsAPartitionsStatementsOverItsReplicas() throws Exception {
    replicationFactor = 2;
    onTwoNodes(
        (first, session) -> {
          io.wcs.engine.cql.Prepared insert = session.prepare("INSERT INTO ks.t (k) VALUES (?)");
          // 64 draws: the chance that one node takes all of them is 2^-63
          for (int i = 0; i < 64; i++) {
            session.execute(insert, QueryOptions.of(List.of(key(keys(true).get(0)))));
          }
          assertTrue(executes(first) > 0, "the session's own node took none");
          assertTrue(executes(second) > 0, "the other replica took none");
        });
  }
}
