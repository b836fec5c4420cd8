package io.wcs.server;

import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.request.Batch;
import com.datastax.oss.protocol.internal.request.Execute;
import com.datastax.oss.protocol.internal.request.Prepare;
import com.datastax.oss.protocol.internal.request.Query;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.Consistency;
import io.wcs.engine.cql.NodeAddress;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.cql.QueryHandler.BatchChild;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.ReadFailureException;
import io.wcs.engine.trace.TraceSession;
import io.wcs.engine.trace.Tracing;
import io.wcs.engine.util.ByteBuffers;
import io.wcs.engine.util.LruCache;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs the requests that carry CQL (QUERY, PREPARE, EXECUTE, BATCH) on the engine: their protocol
 * options become the engine's {@link QueryOptions}, and the engine's answer or refusal becomes the
 * response. Runs on request threads, never on an event loop (the engine may wait for the disk).
 * Thread-safe.
 */
final class CqlRequests {
  /** How many prepared statements' result metadata ids are remembered for v4 clients. */
  private static final int REMEMBERED_METADATA_IDS = 10_000;

  private final QueryHandler handler;
  private final NodeAddress node;
  private final Tracing tracing;

  /**
   * What each statement was when it was last prepared: its result metadata id (what a v4 client,
   * which does not send it, holds) and whether it is a lightweight transaction. A statement not
   * found here gets its columns sent.
   */
  private final LruCache<ByteBuffer, PreparedResult> preparedResults =
      new LruCache<>(REMEMBERED_METADATA_IDS, id -> 1);

  private record PreparedResult(byte[] metadataId, boolean conditional) {}

  CqlRequests(QueryHandler handler, NodeAddress node, Tracing tracing) {
    this.handler = handler;
    this.node = node;
    this.tracing = tracing;
  }

  /**
   * {@link #run} with the request traced, as a client asks with the frame's tracing flag: the
   * response carries the trace's id, and {@code system_traces} holds it once the response is made.
   */
  Response traced(Message request, ConnectionState connection, InetAddress client) {
    TraceSession trace = tracing.begin(client, requestName(request), parameters(request));
    Response response;
    try {
      response = run(request, connection);
    } finally {
      tracing.end(trace);
    }
    return response.traced(trace.id());
  }

  /** The request as Cassandra's {@code system_traces.sessions} names it. */
  private static String requestName(Message request) {
    return switch (request.opcode) {
      case ProtocolConstants.Opcode.QUERY -> "Execute CQL3 query";
      case ProtocolConstants.Opcode.EXECUTE -> "Execute CQL3 prepared query";
      case ProtocolConstants.Opcode.BATCH -> "Execute batch of CQL3 queries";
      default -> "Preparing CQL3 query";
    };
  }

  /** The parameters Cassandra records of a traced request. */
  private static Map<String, String> parameters(Message request) {
    if (request instanceof Batch batch) {
      return Tracing.parameters(
          null,
          consistency(batch.consistency).name(),
          consistency(batch.serialConsistency).name(),
          0);
    }
    if (request instanceof Prepare prepare) {
      return Map.of("query", prepare.cqlQuery);
    }
    com.datastax.oss.protocol.internal.request.query.QueryOptions options =
        request instanceof Query query ? query.options : ((Execute) request).options;
    return Tracing.parameters(
        request instanceof Query query ? query.query : null,
        consistency(options.consistency).name(),
        consistency(options.serialConsistency).name(),
        options.pageSize);
  }

  /** The response to a QUERY, PREPARE, EXECUTE or BATCH request. */
  Response run(Message request, ConnectionState connection) {
    try {
      return switch (request.opcode) {
        case ProtocolConstants.Opcode.QUERY -> query((Query) request, connection);
        case ProtocolConstants.Opcode.PREPARE -> prepare((Prepare) request, connection);
        case ProtocolConstants.Opcode.EXECUTE -> execute((Execute) request, connection);
        case ProtocolConstants.Opcode.BATCH -> batch((Batch) request, connection);
        default -> throw new IllegalArgumentException("not a CQL request: " + request);
      };
    } catch (ReadFailureException e) {
      return Response.of(Errors.readFailure(e, node.get().getAddress()));
    } catch (RuntimeException e) {
      return Response.of(Errors.of(e));
    }
  }

  private Response query(Query query, ConnectionState connection) {
    QueryResult result = handler.execute(query.query, connection.client(), options(query.options));
    return answer(result, connection, query.options.skipMetadata, null);
  }

  private Response prepare(Prepare prepare, ConnectionState connection) {
    ClientState state =
        prepare.keyspace == null
            ? connection.client()
            : connection.client().withKeyspace(prepare.keyspace);
    io.wcs.engine.cql.Prepared statement = handler.prepare(prepare.cqlQuery, state);
    com.datastax.oss.protocol.internal.response.result.Prepared prepared =
        Results.prepared(statement, connection.version());
    preparedResults.put(
        ByteBuffer.wrap(prepared.preparedQueryId),
        new PreparedResult(prepared.resultMetadataId, statement.conditional()));
    return Response.of(prepared);
  }

  private Response execute(Execute execute, ConnectionState connection) {
    QueryResult result =
        handler.executePrepared(execute.queryId, connection.client(), options(execute.options));
    PreparedResult known = preparedResults.get(ByteBuffer.wrap(execute.queryId));
    if (known != null && known.conditional()) {
      // a lightweight transaction's columns vary from answer to answer: as Cassandra, they are
      // sent with each, never as a change of the statement's (CASSANDRA-13992)
      return answer(result, connection, false, null);
    }
    byte[] metadataId =
        execute.resultMetadataId != null
            ? execute.resultMetadataId
            : known == null ? null : known.metadataId();
    return answer(result, connection, execute.options.skipMetadata, metadataId);
  }

  private Response batch(Batch batch, ConnectionState connection) {
    List<BatchChild> children = new ArrayList<>(batch.queriesOrIds.size());
    for (int i = 0; i < batch.queriesOrIds.size(); i++) {
      Object queryOrId = batch.queriesOrIds.get(i);
      List<byte[]> values = values(batch.values.get(i));
      children.add(
          queryOrId instanceof String text
              ? new BatchChild(text, null, values)
              : new BatchChild(null, (byte[]) queryOrId, values));
    }
    QueryOptions options =
        new QueryOptions(
            List.of(),
            null,
            0,
            null,
            consistency(batch.consistency),
            consistency(batch.serialConsistency),
            batch.defaultTimestamp,
            batch.keyspace,
            nowInSeconds(batch.nowInSeconds));
    QueryResult result =
        handler.batch(batchType(batch.type), children, connection.client(), options);
    return answer(result, connection, false, null);
  }

  /** The response to a statement's result; a USE changes the connection's keyspace. */
  private static Response answer(
      QueryResult result, ConnectionState connection, boolean skipMetadata, byte[] metadataId) {
    if (result instanceof QueryResult.KeyspaceSet set) {
      connection.client().setKeyspace(set.keyspace());
    }
    return Results.of(result, connection.version(), skipMetadata, metadataId);
  }

  private static QueryOptions options(
      com.datastax.oss.protocol.internal.request.query.QueryOptions options) {
    List<byte[]> values;
    List<String> names = null;
    if (options.namedValues.isEmpty()) {
      values = values(options.positionalValues);
    } else {
      values = new ArrayList<>(options.namedValues.size());
      names = new ArrayList<>(options.namedValues.size());
      for (Map.Entry<String, ByteBuffer> named : options.namedValues.entrySet()) {
        names.add(named.getKey());
        values.add(value(named.getValue()));
      }
    }
    return new QueryOptions(
        values,
        names,
        options.pageSize,
        options.pagingState == null ? null : ByteBuffers.bytes(options.pagingState),
        consistency(options.consistency),
        consistency(options.serialConsistency),
        options.defaultTimestamp,
        options.keyspace,
        nowInSeconds(options.nowInSeconds));
  }

  private static List<byte[]> values(List<ByteBuffer> buffers) {
    List<byte[]> values = new ArrayList<>(buffers.size());
    for (ByteBuffer buffer : buffers) {
      values.add(value(buffer));
    }
    return values;
  }

  private static byte[] value(ByteBuffer buffer) {
    if (buffer == null) {
      return null;
    }
    return buffer == ProtocolConstants.UNSET_VALUE ? QueryOptions.UNSET : ByteBuffers.bytes(buffer);
  }

  private static Consistency consistency(int code) {
    try {
      return Consistency.fromCode(code);
    } catch (IllegalArgumentException e) {
      throw new ProtocolException(0, "Unknown consistency level code " + code, false);
    }
  }

  private static int nowInSeconds(int now) {
    return now == com.datastax.oss.protocol.internal.request.query.QueryOptions.NO_NOW_IN_SECONDS
        ? QueryOptions.NO_NOW
        : now;
  }

  private static BatchType batchType(byte type) {
    return switch (type) {
      case ProtocolConstants.BatchType.LOGGED -> BatchType.LOGGED;
      case ProtocolConstants.BatchType.UNLOGGED -> BatchType.UNLOGGED;
      case ProtocolConstants.BatchType.COUNTER -> BatchType.COUNTER;
      default -> throw new ProtocolException(0, "Unknown batch type " + type, false);
    };
  }
}
