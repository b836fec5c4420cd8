package io.wcs.driver.session;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.cql.QueryHandler.BatchChild;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.UnpreparedException;
import io.wcs.engine.trace.TraceSession;
import io.wcs.engine.trace.Tracing;
import io.wcs.engine.util.LruCache;
import java.nio.ByteBuffer;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * A session on an engine in this JVM: statements go straight to its {@link QueryHandler}, with this
 * session's {@link ClientState}. The engine's prepared statement cache is bounded, so a statement
 * prepared here may be evicted before it runs; the engine then answers UNPREPARED, and the session
 * prepares it again from its text, in the keyspace it was first prepared in, and retries once, as
 * Cassandra's drivers do. For batches, which name prepared statements by id only, the session
 * remembers the last {@value #REMEMBERED_STATEMENTS} statements it prepared.
 *
 * <p>Thread-safe (the handler is; the state's keyspace is volatile; the remembered statements are
 * an {@link LruCache}).
 */
public final class EmbeddedSession implements Session {
  static final int REMEMBERED_STATEMENTS = 1000;

  private final EmbeddedDatabases.Lease lease;
  private final QueryHandler handler;
  private final ClientState state;
  private final AtomicBoolean closed = new AtomicBoolean();
  private volatile boolean tracing;
  private volatile UUID lastTraceId;
  private final LruCache<ByteBuffer, Prepared> preparedHere =
      new LruCache<>(REMEMBERED_STATEMENTS, p -> 1);

  /** A session on a leased engine; closing the session returns the lease. */
  public EmbeddedSession(EmbeddedDatabases.Lease lease) {
    this.lease = lease;
    this.handler = lease.handler();
    this.state = new ClientState(null);
  }

  @Override
  public QueryResult execute(String cql, QueryOptions options) throws SQLException {
    return traced(
        "Execute CQL3 query", cql, options, () -> track(handler.execute(cql, state, options)));
  }

  @Override
  public Prepared prepare(String cql) throws SQLException {
    return call(() -> remember(handler.prepare(cql, state)));
  }

  /** A statement the engine no longer knows is prepared again from its text, then run. */
  @Override
  public QueryResult execute(Prepared prepared, QueryOptions options) throws SQLException {
    return traced(
        "Execute CQL3 prepared query",
        null,
        options,
        () -> {
          try {
            return track(handler.executePrepared(prepared.id(), state, options));
          } catch (UnpreparedException e) {
            return track(handler.executePrepared(prepareAgain(prepared).id(), state, options));
          }
        });
  }

  /**
   * A batch naming a statement the engine no longer knows runs again with its prepared statements
   * prepared again (the engine refuses an unknown id before it writes anything).
   */
  @Override
  public QueryResult batch(BatchType type, List<BatchChild> children, QueryOptions options)
      throws SQLException {
    return traced(
        "Execute batch of CQL3 queries",
        null,
        options,
        () -> {
          try {
            return handler.batch(type, children, state, options);
          } catch (UnpreparedException e) {
            return handler.batch(type, preparedAgain(children, e), state, options);
          }
        });
  }

  /**
   * The children with each prepared id replaced by the id of its statement prepared again.
   *
   * @throws UnpreparedException {@code unknown} when a statement is not among those remembered
   */
  private List<BatchChild> preparedAgain(List<BatchChild> children, UnpreparedException unknown) {
    List<BatchChild> again = new ArrayList<>(children.size());
    for (BatchChild child : children) {
      if (child.preparedId() == null) {
        again.add(child);
        continue;
      }
      Prepared prepared = preparedHere.get(ByteBuffer.wrap(child.preparedId()));
      if (prepared == null) {
        throw unknown;
      }
      again.add(new BatchChild(null, prepareAgain(prepared).id(), child.values()));
    }
    return again;
  }

  /** Prepares a statement again in the keyspace it was prepared in, whatever USE did since. */
  private Prepared prepareAgain(Prepared prepared) {
    return remember(handler.prepare(prepared.query(), new ClientState(prepared.keyspace())));
  }

  private Prepared remember(Prepared prepared) {
    preparedHere.put(ByteBuffer.wrap(prepared.id()), prepared);
    return prepared;
  }

  /** {@link #call}, traced as {@code request} while the session traces. */
  private QueryResult traced(
      String request, String query, QueryOptions options, Supplier<QueryResult> engineCall)
      throws SQLException {
    if (!tracing) {
      return call(engineCall);
    }
    Tracing traces = lease.tracing();
    TraceSession session =
        traces.begin(
            null,
            request,
            Tracing.parameters(
                query,
                options.consistency().name(),
                options.serialConsistency().name(),
                options.pageSize()));
    try {
      return call(engineCall);
    } finally {
      lastTraceId = traces.end(session);
    }
  }

  @Override
  public void setTracing(boolean on) {
    tracing = on;
  }

  @Override
  public UUID lastTraceId() {
    return lastTraceId;
  }

  /** Runs an engine call on an open session, turning what it throws into an SQLException. */
  private <T> T call(Supplier<T> engineCall) throws SQLException {
    if (closed.get()) {
      throw WcsSqlState.CONNECTION_CLOSED.exception("the connection is closed");
    }
    try {
      return engineCall.get();
    } catch (RuntimeException e) {
      throw SqlExceptions.fromEngine(e);
    }
  }

  /** {@code USE} answers the new keyspace; the session keeps it for later statements. */
  private QueryResult track(QueryResult result) {
    if (result instanceof QueryResult.KeyspaceSet set) {
      state.setKeyspace(set.keyspace());
    }
    return result;
  }

  @Override
  public String keyspace() {
    return state.keyspace();
  }

  @Override
  public boolean isValid() {
    return !closed.get() && lease.isOpen();
  }

  @Override
  public void close() throws SQLException {
    if (closed.compareAndSet(false, true)) {
      lease.release();
    }
  }
}
