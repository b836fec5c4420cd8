package io.wcs.driver.session;

import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler.BatchChild;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;

/**
 * Where a connection's statements run: the one seam between the JDBC classes and an engine, in this
 * JVM ({@link EmbeddedSession}) or across the network (a remote session speaking the native
 * protocol). Both answer the same {@link QueryResult} shape, so the JDBC classes are written once.
 * Every failure is an {@link SQLException} made by {@link io.wcs.driver.error.SqlExceptions}.
 *
 * <p>Thread-safe: the statements of one connection may run on several threads at once.
 */
public interface Session extends AutoCloseable {

  /** Runs one CQL statement given as text. */
  QueryResult execute(String cql, QueryOptions options) throws SQLException;

  /** Prepares a statement; its {@link Prepared#variables()} type the values bound to it. */
  Prepared prepare(String cql) throws SQLException;

  /** Runs a prepared statement with the values in {@code options}. */
  QueryResult execute(Prepared prepared, QueryOptions options) throws SQLException;

  /** Runs statements as one CQL batch. */
  QueryResult batch(BatchType type, List<BatchChild> children, QueryOptions options)
      throws SQLException;

  /**
   * Traces the statements run from now on, or stops tracing them, as cqlsh's {@code TRACING ON}
   * does: each one's steps are then in {@code system_traces} under {@link #lastTraceId}.
   */
  void setTracing(boolean on);

  /** The trace of the last statement run while tracing, or null. */
  UUID lastTraceId();

  /** The keyspace for unqualified names ({@code USE} changes it), or null. */
  String keyspace();

  /** Whether statements can still run: open, and the engine or server is reachable. */
  boolean isValid();

  /** Ends the session; the engine behind it closes when no other session uses it. Idempotent. */
  @Override
  void close() throws SQLException;
}
