package io.wcs.driver.remote;

import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.request.Batch;
import com.datastax.oss.protocol.internal.request.Execute;
import com.datastax.oss.protocol.internal.request.Prepare;
import com.datastax.oss.protocol.internal.request.Query;
import com.datastax.oss.protocol.internal.request.Register;
import com.datastax.oss.protocol.internal.response.Error;
import com.datastax.oss.protocol.internal.response.error.AlreadyExists;
import com.datastax.oss.protocol.internal.response.error.Unprepared;
import com.datastax.oss.protocol.internal.response.event.SchemaChangeEvent;
import com.datastax.oss.protocol.internal.response.event.StatusChangeEvent;
import com.datastax.oss.protocol.internal.response.event.TopologyChangeEvent;
import com.datastax.oss.protocol.internal.response.result.Rows;
import com.datastax.oss.protocol.internal.response.result.SchemaChange;
import com.datastax.oss.protocol.internal.response.result.SetKeyspace;
import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.driver.session.Session;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler.BatchChild;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.cql.StopCondition;
import io.wcs.engine.error.AlreadyExistsException;
import io.wcs.engine.error.StatementStoppedException;
import io.wcs.engine.partition.Murmur3Partitioner;
import io.wcs.engine.partition.PartitionKeyCodec;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.InvalidValueException;
import io.wcs.engine.util.ByteBuffers;
import io.wcs.engine.util.LruCache;
import io.wcs.parser.ast.Identifier;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A session on a WCS server or a Cassandra node, over the native protocol: one connection to the
 * first of the URL's hosts that answers, in v5 when the server speaks it and v4 otherwise. In a
 * cluster of several nodes, prepared statements and batches run on a node that holds a replica of
 * their partition ({@link TokenRing}), drawn among them, each node reached by a connection of its
 * own. When the session's connection is lost (the server restarted, the node went down), the next
 * request connects again, to the next of the URL's hosts that answers, or else to another node of
 * the cluster, in the session's keyspace. The request that was in flight fails as a lost
 * connection: it may have run, so only its caller can tell whether to run it again. Results arrive
 * in the engine's {@link QueryResult} shape, values still serialized, so the JDBC classes read them
 * as they read an embedded engine's. A statement the server no longer knows (UNPREPARED: restarted,
 * or evicted from its cache) is prepared again from its text and run once more, as Cassandra's
 * drivers do. A statement's {@link StopCondition} stops the wait for its answer (the server may
 * still finish it).
 *
 * <p>Thread-safe: requests from several threads share the connection, each on its own stream.
 */
public final class RemoteSession implements Session {
  static final int REMEMBERED_STATEMENTS = 1000;

  /** How often a wait for an answer looks at the statement's stop condition. */
  private static final long STOP_CHECK_MILLIS = 50;

  /** How long a schema change waits for every node to have it (the Java driver's default). */
  private static final long SCHEMA_AGREEMENT_MILLIS = 10_000;

  private static final long SCHEMA_AGREEMENT_POLL_MILLIS = 200;

  private final List<InetSocketAddress> hosts;
  private final ConnectOptions connectOptions;
  private final LruCache<ByteBuffer, PreparedHere> preparedHere =
      new LruCache<>(REMEMBERED_STATEMENTS, p -> 1);

  /** Held while connecting again, so that one thread does it and the others use its connection. */
  private final Object reconnecting = new Object();

  private volatile NativeConnection connection;

  /** The index in {@link #hosts} of the host {@link #connection} is to. */
  private volatile int connectedHost;

  /** Where {@link #connection} is connected, resolved. */
  private volatile InetSocketAddress connectedAddress;

  /** The cluster's ring as {@link #connection}'s node reports it; null when it cannot be used. */
  private volatile TokenRing ring;

  /** Each keyspace's replication, by name, as the ring's node reports it. */
  private volatile Map<String, ReplicationFactors> replication = Map.of();

  /**
   * Set when the cluster reports a node added, removed or moved, or a keyspace changed: the ring
   * and the keyspaces' replication are read again.
   */
  private volatile boolean clusterChanged;

  private final NodeConnections nodes = new NodeConnections(this::openToNode);

  private volatile boolean closed;
  private volatile String keyspace;
  private volatile boolean tracing;
  private volatile UUID lastTraceId;

  private RemoteSession(List<InetSocketAddress> hosts, ConnectOptions options) {
    this.hosts = hosts;
    this.connectOptions = options;
  }

  /**
   * A prepared statement, the result metadata id the server gave it (v5; null before), and the
   * codec of its partition key when its variables bind the whole key (null otherwise).
   */
  private record PreparedHere(
      Prepared prepared, byte[] resultMetadataId, PartitionKeyCodec partitionKey) {}

  /**
   * Connects to the first host that answers, in the highest protocol version it speaks.
   *
   * @param hosts {@code host:port} each
   * @throws SQLException (08001) naming every host tried and why each failed
   */
  public static RemoteSession connect(List<String> hosts, ConnectOptions options)
      throws SQLException {
    List<InetSocketAddress> addresses = new ArrayList<>(hosts.size());
    for (String host : hosts) {
      int colon = host.lastIndexOf(':');
      String name = host.substring(0, colon).replace("[", "").replace("]", "");
      addresses.add(
          InetSocketAddress.createUnresolved(name, Integer.parseInt(host.substring(colon + 1))));
    }
    RemoteSession session = new RemoteSession(List.copyOf(addresses), options);
    session.connection = session.connectFrom(0);
    session.followCluster(session.connection);
    return session;
  }

  /**
   * A new connection to the first host that answers, trying them in the URL's order from {@code
   * first} on and round to the start, then the other nodes of the cluster the session has read.
   *
   * @throws SQLException (08001) naming every host tried and why each failed
   */
  private NativeConnection connectFrom(int first) throws SQLException {
    SQLException failures = null;
    TokenRing known = ring;
    List<InetSocketAddress> discovered = known == null ? List.of() : known.nodes();
    Set<InetSocketAddress> tried = new HashSet<>();
    for (int i = 0; i < hosts.size() + discovered.size(); i++) {
      int host = (first + i) % hosts.size();
      InetSocketAddress unresolved = hosts.get(host);
      // a URL's host is resolved at each attempt: its name may point elsewhere once its node is
      // replaced
      InetSocketAddress address =
          i < hosts.size()
              ? new InetSocketAddress(unresolved.getHostString(), unresolved.getPort())
              : discovered.get(i - hosts.size());
      if (!tried.add(address)) {
        continue;
      }
      try {
        NativeConnection opened = negotiate(address, connectOptions);
        if (i < hosts.size()) {
          connectedHost = host;
        }
        connectedAddress = address;
        return opened;
      } catch (SQLException e) {
        if (failures == null) {
          failures = e;
        } else {
          failures.setNextException(e);
        }
      }
    }
    throw failures;
  }

  /**
   * The session's connection, open: a lost one is replaced by a connection to the next host that
   * answers, in the session's keyspace.
   */
  private NativeConnection live() throws SQLException {
    NativeConnection current = connection;
    if (current.isOpen()) {
      return current;
    }
    synchronized (reconnecting) {
      if (closed) {
        throw WcsSqlState.CONNECTION_CLOSED.exception("the session is closed");
      }
      if (!connection.isOpen()) {
        NativeConnection replacement = connectFrom(connectedHost + 1);
        try {
          useKeyspace(replacement, keyspace);
        } catch (SQLException e) {
          replacement.close();
          throw e;
        }
        connection = replacement;
        followCluster(replacement);
      }
      return connection;
    }
  }

  /** Sets {@code inKeyspace}, if there is one, on {@code target}. */
  private static void useKeyspace(NativeConnection target, String inKeyspace) throws SQLException {
    if (inKeyspace == null) {
      return;
    }
    Frame answer = ask(target, "USE " + new Identifier(inKeyspace).toCql());
    if (!(answer.message instanceof SetKeyspace)) {
      throw unexpected(target, answer.message);
    }
  }

  /**
   * Reads the cluster's ring from {@code on}'s node, to route prepared statements by their
   * partition keys, and asks the node for the cluster's topology and status events, to read it
   * again when a node is added, removed or moved, and to try a node again as soon as it is up. A
   * node that cannot tell (no such system tables, another partitioner) leaves every statement to
   * the session's connection.
   */
  private void followCluster(NativeConnection on) {
    clusterChanged = false;
    readCluster(on);
    on.onEvents(this::clusterEvent);
    try {
      await(
          on,
          on.send(
              new Register(
                  List.of(
                      ProtocolConstants.EventType.TOPOLOGY_CHANGE,
                      ProtocolConstants.EventType.STATUS_CHANGE,
                      ProtocolConstants.EventType.SCHEMA_CHANGE))),
          StopCondition.NEVER);
    } catch (SQLException noEvents) {
      // the ring is read again at the next reconnection only
    }
  }

  /** An event from the session's node, on its connection's reader thread: only noted. */
  private void clusterEvent(Message event) {
    if (event instanceof TopologyChangeEvent
        || (event instanceof SchemaChangeEvent schema
            && ProtocolConstants.SchemaChangeTarget.KEYSPACE.equals(schema.target))) {
      clusterChanged = true;
    } else if (event instanceof StatusChangeEvent status
        && ProtocolConstants.StatusChangeType.UP.equals(status.changeType)) {
      nodes.upAgain(status.address);
    }
  }

  /**
   * Reads the ring and the keyspaces' replication from {@code from}'s node; what cannot be read
   * leaves what was read last.
   */
  private void readCluster(NativeConnection from) {
    ClusterTopology.Select select = cql -> rowsFrom(from, cql);
    try {
      ring = ClusterTopology.read(select, connectedAddress);
      replication = ClusterTopology.replication(select);
    } catch (SQLException | RuntimeException unreadable) {
      // statements keep the routes they had, or stay on the session's connection
    }
  }

  /** The answer of the session's own statement {@code cql}, run on {@code on} as it is. */
  private static Frame ask(NativeConnection on, String cql) throws SQLException {
    Query query =
        new Query(cql, com.datastax.oss.protocol.internal.request.query.QueryOptions.DEFAULT);
    return await(on, on.send(query), StopCondition.NEVER);
  }

  private QueryResult.Rows rowsFrom(NativeConnection from, String cql) throws SQLException {
    Frame answer = ask(from, cql);
    if (answer.message instanceof Rows) {
      return (QueryResult.Rows) result(answer);
    }
    throw unexpected(from, answer.message);
  }

  /** A connection for statements routed to {@code node}, in the session's protocol version. */
  private NativeConnection openToNode(InetSocketAddress node) throws SQLException {
    return NativeConnection.open(node, connection.version(), connectOptions);
  }

  /**
   * The connection to a node that holds the partition a prepared statement's values name, when it
   * is another node than the session's; null to run it on the session's connection.
   */
  private NativeConnection routed(PreparedHere here, List<byte[]> values) {
    if (clusterChanged) {
      clusterChanged = false;
      readCluster(connection);
    }
    TokenRing current = ring;
    if (current == null || current.nodeCount() < 2 || here == null || here.partitionKey() == null) {
      return null;
    }
    int[] indexes = here.prepared().partitionKeyIndexes();
    byte[][] key = new byte[indexes.length][];
    for (int i = 0; i < indexes.length; i++) {
      byte[] value = indexes[i] < values.size() ? values.get(indexes[i]) : null;
      if (value == null || QueryOptions.isUnset(value)) {
        return null;
      }
      key[i] = value;
    }
    long token;
    try {
      token = Murmur3Partitioner.token(here.partitionKey().encode(key));
    } catch (InvalidValueException unroutable) {
      return null;
    }
    List<InetSocketAddress> replicas = replicas(current, here.prepared(), indexes[0], token);
    // any replica may take the statement: as Cassandra's drivers spread a partition's statements
    // over its replicas, the first one tried is drawn, and one that cannot be reached passed over
    int first = replicas.size() < 2 ? 0 : ThreadLocalRandom.current().nextInt(replicas.size());
    for (int i = 0; i < replicas.size(); i++) {
      InetSocketAddress replica = replicas.get((first + i) % replicas.size());
      if (replica.equals(connectedAddress)) {
        return null;
      }
      NativeConnection to = nodes.to(replica);
      if (to != null) {
        return to;
      }
    }
    return null;
  }

  /**
   * The nodes of the session's data centre that hold the partition at {@code token} of the table a
   * prepared statement's variable at {@code keyIndex} is of; the partition's first node there when
   * its keyspace's replication is not known.
   */
  private List<InetSocketAddress> replicas(
      TokenRing current, Prepared prepared, int keyIndex, long token) {
    String keyspace = prepared.variables().get(keyIndex).keyspace();
    ReplicationFactors placed = keyspace == null ? null : replication.get(keyspace);
    List<InetSocketAddress> replicas = placed == null ? List.of() : current.replicas(token, placed);
    if (!replicas.isEmpty()) {
      return replicas;
    }
    InetSocketAddress owner = current.ownerOf(token);
    return owner == null ? List.of() : List.of(owner);
  }

  /**
   * Waits, as Cassandra's drivers do, until every node reports the schema version of the node that
   * changed it, so that the next statements find the change wherever they are routed; gives up
   * after {@link #SCHEMA_AGREEMENT_MILLIS}, as the change is made and will spread.
   */
  private void awaitSchemaAgreement() {
    TokenRing current = ring;
    if (current == null || current.nodeCount() < 2) {
      return;
    }
    NativeConnection on = connection;
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(SCHEMA_AGREEMENT_MILLIS);
    try {
      while (!ClusterTopology.schemaAgrees(cql -> rowsFrom(on, cql))
          && System.nanoTime() < deadline) {
        Thread.sleep(SCHEMA_AGREEMENT_POLL_MILLIS);
      }
    } catch (SQLException lost) {
      // the change is made: a lost connection only ends the wait for it to spread
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Connects in v5, and in v4 when the server refuses v5 (Cassandra 3, ScyllaDB). */
  private static NativeConnection negotiate(InetSocketAddress address, ConnectOptions options)
      throws SQLException {
    try {
      return NativeConnection.open(address, ProtocolConstants.Version.V5, options);
    } catch (NativeConnection.VersionRefusedException e) {
      return NativeConnection.open(address, ProtocolConstants.Version.V4, options);
    }
  }

  /** The protocol version this session speaks. */
  public int protocolVersion() {
    return connection.version();
  }

  @Override
  public QueryResult execute(String cql, QueryOptions options) throws SQLException {
    return result(call(new Query(cql, protocolOptions(options)), options.stop()));
  }

  @Override
  public Prepared prepare(String cql) throws SQLException {
    return prepare(cql, keyspace, StopCondition.NEVER, null).prepared();
  }

  /**
   * Prepares {@code cql} on {@code target}, or the session's connection when null. Before v5 a
   * PREPARE carries no keyspace, so a node's connection is put in the statement's first.
   */
  private PreparedHere prepare(
      String cql, String inKeyspace, StopCondition stop, NativeConnection target)
      throws SQLException {
    boolean v5 = connection.version() >= ProtocolConstants.Version.V5;
    Message answer;
    if (target == null) {
      answer = call(null, new Prepare(cql, v5 ? inKeyspace : null), stop).message;
    } else {
      synchronized (target) {
        if (!v5) {
          useKeyspace(target, inKeyspace);
        }
        answer = call(target, new Prepare(cql, v5 ? inKeyspace : null), stop).message;
      }
    }
    if (!(answer instanceof com.datastax.oss.protocol.internal.response.result.Prepared p)) {
      throw unexpected(answer);
    }
    int[] partitionKey = p.variablesMetadata.pkIndices;
    Prepared prepared =
        new Prepared(
            p.preparedQueryId,
            cql,
            inKeyspace,
            ProtocolTypes.columns(p.variablesMetadata.columnSpecs),
            ProtocolTypes.columns(p.resultMetadata.columnSpecs),
            partitionKey == null ? new int[0] : partitionKey,
            // the server's answers carry their own columns; nothing here reads the flag
            false);
    PreparedHere here = new PreparedHere(prepared, p.resultMetadataId, partitionKey(prepared));
    preparedHere.put(ByteBuffer.wrap(prepared.id()), here);
    return here;
  }

  /** The codec of a statement's partition key, when its variables bind all of it. */
  private static PartitionKeyCodec partitionKey(Prepared prepared) {
    int[] indexes = prepared.partitionKeyIndexes();
    if (indexes.length == 0) {
      return null;
    }
    List<CqlType> types = new ArrayList<>(indexes.length);
    for (int index : indexes) {
      types.add(prepared.variables().get(index).type());
    }
    return new PartitionKeyCodec(types);
  }

  /**
   * Runs a prepared statement on the node that holds its partition, when the cluster has several; a
   * statement the node no longer knows (or never saw) is prepared again there from its text, then
   * run.
   */
  @Override
  public QueryResult execute(Prepared prepared, QueryOptions options) throws SQLException {
    PreparedHere here = preparedHere.get(ByteBuffer.wrap(prepared.id()));
    byte[] metadataId = here == null ? null : here.resultMetadataId();
    NativeConnection target = options.names() == null ? routed(here, options.values()) : null;
    Frame answer = call(target, executeRequest(prepared.id(), metadataId, options), options.stop());
    if (answer.message instanceof Unprepared) {
      PreparedHere again = prepare(prepared.query(), prepared.keyspace(), options.stop(), target);
      answer =
          call(
              target,
              executeRequest(again.prepared().id(), again.resultMetadataId(), options),
              options.stop());
    }
    return result(answer);
  }

  private Execute executeRequest(byte[] id, byte[] resultMetadataId, QueryOptions options)
      throws SQLException {
    return new Execute(id, resultMetadataId, protocolOptions(options));
  }

  /**
   * Runs a batch of prepared statements on the node that holds the partition of its first, as
   * Cassandra's drivers route a batch; a batch naming a statement the node no longer knows runs
   * again with it prepared again there.
   */
  @Override
  public QueryResult batch(BatchType type, List<BatchChild> children, QueryOptions options)
      throws SQLException {
    NativeConnection target = null;
    if (allPrepared(children)) {
      BatchChild first = children.get(0);
      target = routed(preparedHere.get(ByteBuffer.wrap(first.preparedId())), first.values());
    }
    Frame answer = call(target, batchRequest(type, children, options), options.stop());
    if (answer.message instanceof Unprepared unprepared) {
      PreparedHere known = preparedHere.get(ByteBuffer.wrap(unprepared.id));
      if (known == null) {
        throw error(unprepared);
      }
      prepare(known.prepared().query(), known.prepared().keyspace(), options.stop(), target);
      answer = call(target, batchRequest(type, children, options), options.stop());
    }
    return result(answer);
  }

  /**
   * Whether every statement of a batch is prepared: only those can leave the session's connection,
   * since a statement's text is read in the keyspace of the connection it arrives on.
   */
  private static boolean allPrepared(List<BatchChild> children) {
    for (BatchChild child : children) {
      if (child.preparedId() == null) {
        return false;
      }
    }
    return !children.isEmpty();
  }

  private Batch batchRequest(BatchType type, List<BatchChild> children, QueryOptions options)
      throws SQLException {
    List<Object> queriesOrIds = new ArrayList<>(children.size());
    List<List<ByteBuffer>> values = new ArrayList<>(children.size());
    for (BatchChild child : children) {
      queriesOrIds.add(child.query() != null ? child.query() : child.preparedId());
      values.add(values(child.values()));
    }
    byte batchType =
        switch (type) {
          case LOGGED -> ProtocolConstants.BatchType.LOGGED;
          case UNLOGGED -> ProtocolConstants.BatchType.UNLOGGED;
          case COUNTER -> ProtocolConstants.BatchType.COUNTER;
        };
    return new Batch(
        batchType,
        queriesOrIds,
        values,
        options.consistency().code(),
        options.serialConsistency().code(),
        options.timestamp(),
        perRequestKeyspace(options),
        options.nowInSeconds());
  }

  private com.datastax.oss.protocol.internal.request.query.QueryOptions protocolOptions(
      QueryOptions options) throws SQLException {
    List<ByteBuffer> positional = List.of();
    Map<String, ByteBuffer> named = Map.of();
    if (options.names() == null) {
      positional = values(options.values());
    } else {
      named = new LinkedHashMap<>();
      for (int i = 0; i < options.names().size(); i++) {
        named.put(options.names().get(i), value(options.values().get(i)));
      }
    }
    return new com.datastax.oss.protocol.internal.request.query.QueryOptions(
        options.consistency().code(),
        positional,
        named,
        false,
        options.pageSize(),
        options.pagingState() == null ? null : ByteBuffer.wrap(options.pagingState()),
        options.serialConsistency().code(),
        options.timestamp(),
        perRequestKeyspace(options),
        options.nowInSeconds());
  }

  /** The statement's own keyspace, which only v5 can carry. */
  private String perRequestKeyspace(QueryOptions options) throws SQLException {
    if (options.keyspace() != null && connection.version() < ProtocolConstants.Version.V5) {
      throw SqlExceptions.notSupported(
          "a keyspace per statement over native protocol v" + connection.version());
    }
    return options.keyspace();
  }

  private static List<ByteBuffer> values(List<byte[]> values) {
    List<ByteBuffer> buffers = new ArrayList<>(values.size());
    for (byte[] value : values) {
      buffers.add(value(value));
    }
    return buffers;
  }

  private static ByteBuffer value(byte[] value) {
    if (value == null) {
      return null;
    }
    return QueryOptions.isUnset(value) ? ProtocolConstants.UNSET_VALUE : ByteBuffer.wrap(value);
  }

  /**
   * Sends a request and waits for its answer, checking {@code stop} while it waits. An ERROR answer
   * is returned as it is: UNPREPARED is for the caller to handle.
   */
  private Frame call(Message request, StopCondition stop) throws SQLException {
    return call(null, request, stop);
  }

  /** {@link #call(Message, StopCondition)} on {@code target}, or the session's connection. */
  private Frame call(NativeConnection target, Message request, StopCondition stop)
      throws SQLException {
    NativeConnection sender = target != null ? target : live();
    boolean traced = tracing && !(request instanceof Prepare);
    Frame answer = await(sender, sender.send(request, traced), stop);
    if (traced && answer.tracingId != null) {
      lastTraceId = answer.tracingId;
    }
    return answer;
  }

  @Override
  public void setTracing(boolean on) {
    tracing = on;
  }

  @Override
  public UUID lastTraceId() {
    return lastTraceId;
  }

  private static Frame await(
      NativeConnection sender, CompletableFuture<Frame> response, StopCondition stop)
      throws SQLException {
    while (true) {
      try {
        return response.get(STOP_CHECK_MILLIS, TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        try {
          stop.check();
        } catch (StatementStoppedException stopped) {
          response.cancel(false);
          throw SqlExceptions.fromEngine(stopped);
        }
      } catch (ExecutionException e) {
        throw WcsSqlState.CONNECTION_LOST.exception(
            "the connection to "
                + sender.address()
                + " failed before the server answered, so the statement may or may not have run: "
                + e.getCause().getMessage(),
            e.getCause());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        response.cancel(false);
        throw WcsSqlState.CANCELLED.exception("interrupted while waiting for the server", e);
      }
    }
  }

  /** The answer to a statement as the engine's result; an ERROR answer is thrown. */
  private QueryResult result(Frame frame) throws SQLException {
    Message answer = frame.message;
    List<String> warnings = frame.warnings == null ? List.of() : frame.warnings;
    if (answer instanceof Rows rows) {
      ByteBuffer pagingState = rows.getMetadata().pagingState;
      return new QueryResult.Rows(
          ProtocolTypes.columns(rows.getMetadata().columnSpecs),
          cells(rows),
          pagingState == null ? null : ByteBuffers.bytes(pagingState),
          warnings);
    }
    if (answer instanceof SetKeyspace set) {
      keyspace = set.keyspace;
      return new QueryResult.KeyspaceSet(set.keyspace, warnings);
    }
    if (answer instanceof SchemaChange change) {
      awaitSchemaAgreement();
      return new QueryResult.SchemaChanged(
          io.wcs.engine.schema.SchemaChange.Change.valueOf(change.changeType),
          io.wcs.engine.schema.SchemaChange.Target.valueOf(change.target),
          change.keyspace,
          change.object,
          warnings);
    }
    if (answer instanceof com.datastax.oss.protocol.internal.response.result.Void) {
      return new QueryResult.Void(warnings);
    }
    if (answer instanceof Error error) {
      throw error(error);
    }
    throw unexpected(answer);
  }

  private static List<byte[][]> cells(Rows rows) {
    List<byte[][]> cells = new ArrayList<>(rows.getData().size());
    for (List<ByteBuffer> row : rows.getData()) {
      byte[][] values = new byte[row.size()][];
      for (int i = 0; i < values.length; i++) {
        ByteBuffer value = row.get(i);
        values[i] = value == null ? null : ByteBuffers.bytes(value);
      }
      cells.add(values);
    }
    return cells;
  }

  /**
   * The server's error as a SQLException. An ALREADY_EXISTS one is worded from the names it
   * carries, as the embedded engine words it (and Cassandra's drivers), not as the server wrote it:
   * Cassandra says "Cannot add already existing table …".
   */
  private static SQLException error(Error error) {
    if (error instanceof AlreadyExists exists) {
      String message =
          (exists.table.isEmpty()
                  ? AlreadyExistsException.keyspace(exists.keyspace)
                  : AlreadyExistsException.table(exists.keyspace, exists.table))
              .getMessage();
      return SqlExceptions.fromProtocol(error.code, message);
    }
    return SqlExceptions.fromProtocol(error.code, error.message);
  }

  private SQLException unexpected(Message answer) {
    return unexpected(connection, answer);
  }

  private static SQLException unexpected(NativeConnection from, Message answer) {
    if (answer instanceof Error error) {
      return error(error);
    }
    return WcsSqlState.INTERNAL_ERROR.exception(
        "the server at " + from.address() + " answered with an unexpected " + answer);
  }

  @Override
  public String keyspace() {
    return keyspace;
  }

  @Override
  public boolean isValid() {
    try {
      live();
      return true;
    } catch (SQLException e) {
      return false;
    }
  }

  @Override
  public void close() {
    synchronized (reconnecting) {
      closed = true;
      connection.close();
    }
    nodes.close();
  }
}
