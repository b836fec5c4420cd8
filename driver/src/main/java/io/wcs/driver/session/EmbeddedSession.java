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
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * A session on an engine in this JVM: statements go straight to its {@link QueryHandler}, with this
 * session's {@link ClientState}. Thread-safe (the handler is; the state's keyspace is volatile).
 */
public final class EmbeddedSession implements Session {

  private final EmbeddedDatabases.Lease lease;
  private final QueryHandler handler;
  private final ClientState state;
  private final AtomicBoolean closed = new AtomicBoolean();

  /** A session on a leased engine; closing the session returns the lease. */
  public EmbeddedSession(EmbeddedDatabases.Lease lease) {
    this.lease = lease;
    this.handler = lease.handler();
    this.state = new ClientState(null);
  }

  @Override
  public QueryResult execute(String cql, QueryOptions options) throws SQLException {
    return call(() -> track(handler.execute(cql, state, options)));
  }

  @Override
  public Prepared prepare(String cql) throws SQLException {
    return call(() -> handler.prepare(cql, state));
  }

  /** A statement the engine no longer knows is prepared again from its text, then run. */
  @Override
  public QueryResult execute(Prepared prepared, QueryOptions options) throws SQLException {
    return call(
        () -> {
          try {
            return track(handler.executePrepared(prepared.id(), state, options));
          } catch (UnpreparedException e) {
            Prepared again = handler.prepare(prepared.query(), state);
            return track(handler.executePrepared(again.id(), state, options));
          }
        });
  }

  @Override
  public QueryResult batch(BatchType type, List<BatchChild> children, QueryOptions options)
      throws SQLException {
    return call(() -> handler.batch(type, children, state, options));
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
