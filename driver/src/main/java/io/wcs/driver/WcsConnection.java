package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.driver.session.Session;
import io.wcs.driver.value.ValueFactory;
import io.wcs.engine.cql.Consistency;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.util.LazyLogger;
import java.sql.Array;
import java.sql.Blob;
import java.sql.CallableStatement;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.NClob;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLClientInfoException;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Savepoint;
import java.sql.ShardingKey;
import java.sql.Statement;
import java.sql.Struct;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A JDBC connection over one {@link Session}. Cheap: an embedded connection shares its engine with
 * every other connection to the same database.
 *
 * <p>Auto-commit is on by default: every statement applies when it runs. With auto-commit off,
 * writes are held until {@link #commit} applies them as one logged batch ({@link Transaction});
 * reads meanwhile do not see them. DDL and TRUNCATE always run at once. Read-only connections
 * refuse writes and schema changes (SQLState 25006). The network timeout bounds every engine call
 * of the connection ({@link TimeLimit}). Isolation levels are kept and reported back but change
 * nothing.
 *
 * <p>Thread-safe: statements may be created and run from several threads; the session and the held
 * writes are thread-safe and the connection's settings are volatile.
 */
public final class WcsConnection implements Connection, WrapsNothing {

  private static final System.Logger LOG = LazyLogger.of(WcsConnection.class);

  /** What {@link #isValid} asks the engine: cheap, and answered by every Cassandra too. */
  static final String VALIDATION_QUERY = "SELECT key FROM system.local";

  private final Session session;
  private final ConnectionUrl url;
  private volatile QueryOptions baseOptions;
  private final AtomicBoolean closed = new AtomicBoolean();
  private final Set<WcsStatement> openStatements = ConcurrentHashMap.newKeySet();
  private final Transaction transaction;
  private final ClientInfo clientInfo = new ClientInfo();
  private final Warnings warnings = new Warnings();
  private volatile boolean autoCommit = true;
  private volatile boolean readOnly;
  private volatile int holdability = ResultSet.HOLD_CURSORS_OVER_COMMIT;
  private volatile int networkTimeoutMillis;

  WcsConnection(Session session, ConnectionUrl url) {
    this.session = session;
    this.url = url;
    this.transaction = new Transaction(session);
    ConnectionProperties p = url.properties();
    this.baseOptions =
        new QueryOptions(
            List.of(),
            null,
            p.getInt(WcsProperty.FETCH_SIZE),
            null,
            Consistency.fromName(p.get(WcsProperty.CONSISTENCY)),
            Consistency.fromName(p.get(WcsProperty.SERIAL_CONSISTENCY)),
            QueryOptions.NO_TIMESTAMP,
            null,
            QueryOptions.NO_NOW);
  }

  Session session() {
    return session;
  }

  /** Options of a statement on this connection: its consistency levels and default page size. */
  QueryOptions baseOptions() {
    return baseOptions;
  }

  /** The consistency level of the statements this connection runs (the URL's, or as set since). */
  public String getConsistency() {
    return baseOptions.consistency().name();
  }

  /**
   * Sets the consistency level of the statements created on this connection from now on, as cqlsh's
   * {@code CONSISTENCY} does; statements prepared before keep theirs.
   *
   * @param level a level's name in any case: {@code ONE}, {@code local_quorum}…
   * @throws SQLException (22000) for a name that is no level
   */
  public void setConsistency(String level) throws SQLException {
    checkOpen();
    QueryOptions options = baseOptions;
    baseOptions = options.withConsistencies(consistency(level), options.serialConsistency());
  }

  /**
   * Traces every statement this connection runs from now on, or stops, as cqlsh's {@code TRACING}
   * does: each one's steps are then in {@code system_traces}, under {@link #getLastTraceId}.
   */
  public void setTracing(boolean on) throws SQLException {
    checkOpen();
    session.setTracing(on);
  }

  /**
   * The id of the trace of the last statement this connection ran while tracing (its {@code
   * session_id} in {@code system_traces.sessions} and {@code events}), or null.
   */
  public UUID getLastTraceId() {
    return session.lastTraceId();
  }

  /** The serial consistency level of this connection's lightweight transactions. */
  public String getSerialConsistency() {
    return baseOptions.serialConsistency().name();
  }

  /**
   * Sets the serial consistency level of the lightweight transactions this connection runs from now
   * on, as cqlsh's {@code SERIAL CONSISTENCY} does.
   *
   * @param level {@code SERIAL} or {@code LOCAL_SERIAL}, in any case
   * @throws SQLException (22000) for any other name
   */
  public void setSerialConsistency(String level) throws SQLException {
    checkOpen();
    Consistency serial = consistency(level);
    if (!serial.isSerial()) {
      throw WcsSqlState.INVALID_VALUE.exception(
          "a serial consistency level must be SERIAL or LOCAL_SERIAL, not " + serial);
    }
    QueryOptions options = baseOptions;
    baseOptions = options.withConsistencies(options.consistency(), serial);
  }

  private static Consistency consistency(String level) throws SQLException {
    try {
      return Consistency.fromName(level);
    } catch (IllegalArgumentException e) {
      throw WcsSqlState.INVALID_VALUE.exception(e.getMessage(), e);
    }
  }

  Transaction transaction() {
    return transaction;
  }

  int networkTimeoutMillis() {
    return networkTimeoutMillis;
  }

  /** Refuses a statement of this kind on a read-only connection. */
  void checkWritable(StatementKind kind, String cql) throws SQLException {
    if (readOnly && kind.changesData()) {
      throw readOnlyRefusal(cql);
    }
  }

  SQLException readOnlyRefusal(String what) {
    return WcsSqlState.READ_ONLY.exception(
        "the connection is read-only (setReadOnly(true)), so it runs no writes or schema changes: "
            + what);
  }

  int defaultQueryTimeout() {
    return url.properties().getInt(WcsProperty.QUERY_TIMEOUT);
  }

  void checkOpen() throws SQLException {
    if (closed.get()) {
      throw WcsSqlState.CONNECTION_CLOSED.exception("the connection is closed");
    }
  }

  void statementClosed(WcsStatement statement) {
    openStatements.remove(statement);
  }

  private <S extends WcsStatement> S track(S statement) {
    openStatements.add(statement);
    return statement;
  }

  @Override
  public Statement createStatement() throws SQLException {
    checkOpen();
    return track(new WcsStatement(this));
  }

  @Override
  public Statement createStatement(int resultSetType, int resultSetConcurrency)
      throws SQLException {
    checkResultSetKind(resultSetType, resultSetConcurrency);
    return createStatement();
  }

  @Override
  public Statement createStatement(
      int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
    return createStatement(resultSetType, resultSetConcurrency);
  }

  @Override
  public PreparedStatement prepareStatement(String sql) throws SQLException {
    checkOpen();
    return track(new WcsPreparedStatement(this, session.prepare(CqlText.checked(sql))));
  }

  @Override
  public PreparedStatement prepareStatement(String sql, int resultSetType, int resultSetConcurrency)
      throws SQLException {
    checkResultSetKind(resultSetType, resultSetConcurrency);
    return prepareStatement(sql);
  }

  @Override
  public PreparedStatement prepareStatement(
      String sql, int resultSetType, int resultSetConcurrency, int resultSetHoldability)
      throws SQLException {
    return prepareStatement(sql, resultSetType, resultSetConcurrency);
  }

  /** CQL generates no keys: {@code getGeneratedKeys} answers an empty result. */
  @Override
  public PreparedStatement prepareStatement(String sql, int autoGeneratedKeys) throws SQLException {
    return prepareStatement(sql);
  }

  @Override
  public PreparedStatement prepareStatement(String sql, int[] columnIndexes) throws SQLException {
    return prepareStatement(sql);
  }

  @Override
  public PreparedStatement prepareStatement(String sql, String[] columnNames) throws SQLException {
    return prepareStatement(sql);
  }

  /** Only forward-only, read-only results exist; other kinds are downgraded with a warning. */
  private void checkResultSetKind(int type, int concurrency) throws SQLException {
    checkOpen();
    if (type != ResultSet.TYPE_FORWARD_ONLY || concurrency != ResultSet.CONCUR_READ_ONLY) {
      warnings.add("WCS result sets are forward-only and read-only; the statement uses those");
    }
  }

  @Override
  public CallableStatement prepareCall(String sql) throws SQLException {
    throw SqlExceptions.notSupported("CQL has no stored procedures: prepareCall");
  }

  @Override
  public CallableStatement prepareCall(String sql, int resultSetType, int resultSetConcurrency)
      throws SQLException {
    return prepareCall(sql);
  }

  @Override
  public CallableStatement prepareCall(
      String sql, int resultSetType, int resultSetConcurrency, int resultSetHoldability)
      throws SQLException {
    return prepareCall(sql);
  }

  @Override
  public String nativeSQL(String sql) throws SQLException {
    checkOpen();
    return sql;
  }

  /** Turning auto-commit back on commits the held writes, as JDBC requires. */
  @Override
  public void setAutoCommit(boolean autoCommit) throws SQLException {
    checkOpen();
    if (autoCommit && !this.autoCommit) {
      commit();
    }
    this.autoCommit = autoCommit;
  }

  @Override
  public boolean getAutoCommit() throws SQLException {
    checkOpen();
    return autoCommit;
  }

  /**
   * Applies the held writes as one logged batch, atomically; nothing held, nothing done. A failed
   * commit applied none of them, and they are no longer held.
   */
  @Override
  public void commit() throws SQLException {
    checkOpen();
    TimeLimit limit = TimeLimit.start(0, networkTimeoutMillis);
    QueryResult result;
    try {
      result = transaction.commit(baseOptions.withStop(limit.stop()));
    } catch (SQLException e) {
      throw limit.explain(e);
    }
    if (result != null) {
      warnings.addAll(result.warnings());
    }
  }

  /** Forgets the held writes; nothing held, nothing done. */
  @Override
  public void rollback() throws SQLException {
    checkOpen();
    transaction.rollback();
  }

  /** Closing forgets held writes, as a rollback would, and cancels statements still running. */
  @Override
  public void close() throws SQLException {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    release();
  }

  /**
   * Makes the connection as a new one for its next user, without closing it: held writes are
   * forgotten and open statements closed, as closing would, and auto-commit is on and read-only off
   * again (a pooled connection's logical close).
   */
  void releaseToPool() throws SQLException {
    transaction.rollback();
    autoCommit = true;
    readOnly = false;
    cancelRunningCalls();
    for (WcsStatement statement : List.copyOf(openStatements)) {
      statement.close();
    }
  }

  /** Closes the statements, then the session. */
  private void release() throws SQLException {
    try {
      releaseToPool();
    } finally {
      session.close();
    }
  }

  /** Stops what statements of other threads are running, before the session goes. */
  private void cancelRunningCalls() {
    for (WcsStatement statement : List.copyOf(openStatements)) {
      statement.stopRunningCall();
    }
  }

  @Override
  public boolean isClosed() {
    return closed.get();
  }

  @Override
  public DatabaseMetaData getMetaData() throws SQLException {
    checkOpen();
    return new WcsDatabaseMetaData(this, url.address(), url.properties().get(WcsProperty.USER));
  }

  /** A read-only connection refuses writes and schema changes (SQLState 25006) before they run. */
  @Override
  public void setReadOnly(boolean readOnly) throws SQLException {
    checkOpen();
    if (readOnly && !transaction.isEmpty()) {
      throw WcsSqlState.INVALID_TRANSACTION_STATE.exception(
          "cannot make the connection read-only while it holds writes: commit or roll back first");
    }
    this.readOnly = readOnly;
  }

  @Override
  public boolean isReadOnly() throws SQLException {
    checkOpen();
    return readOnly;
  }

  /** Keyspaces are schemas; there are no catalogs, so this is ignored as JDBC allows. */
  @Override
  public void setCatalog(String catalog) throws SQLException {
    checkOpen();
  }

  @Override
  public String getCatalog() throws SQLException {
    checkOpen();
    return null;
  }

  @Override
  public void setTransactionIsolation(int level) throws SQLException {
    checkOpen();
    if (level != TRANSACTION_READ_UNCOMMITTED && level != TRANSACTION_READ_COMMITTED) {
      throw SqlExceptions.notSupported(
          "transaction isolation level "
              + level
              + " (a WCS transaction is READ COMMITTED: held writes become visible together on"
              + " commit, reads see committed data only)");
    }
  }

  /**
   * Always READ COMMITTED: other connections never see held writes, and reads see what is stored.
   * READ UNCOMMITTED is accepted by {@link #setTransactionIsolation} as JDBC allows a stricter
   * level.
   */
  @Override
  public int getTransactionIsolation() throws SQLException {
    checkOpen();
    return TRANSACTION_READ_COMMITTED;
  }

  @Override
  public SQLWarning getWarnings() throws SQLException {
    checkOpen();
    return warnings.first();
  }

  @Override
  public void clearWarnings() throws SQLException {
    checkOpen();
    warnings.clear();
  }

  @Override
  public Map<String, Class<?>> getTypeMap() throws SQLException {
    checkOpen();
    return new HashMap<>();
  }

  @Override
  public void setTypeMap(Map<String, Class<?>> map) throws SQLException {
    checkOpen();
    if (map != null && !map.isEmpty()) {
      throw SqlExceptions.notSupported("custom type maps");
    }
  }

  @Override
  public void setHoldability(int holdability) throws SQLException {
    checkOpen();
    this.holdability = holdability;
  }

  @Override
  public int getHoldability() throws SQLException {
    checkOpen();
    return holdability;
  }

  // Sharding keys: JDBC's defaults refuse them too, but without a SQLState.

  @Override
  public void setShardingKey(ShardingKey shardingKey) throws SQLException {
    throw SqlExceptions.notSupported("sharding keys (partition keys route each statement)");
  }

  @Override
  public void setShardingKey(ShardingKey shardingKey, ShardingKey superShardingKey)
      throws SQLException {
    setShardingKey(shardingKey);
  }

  @Override
  public boolean setShardingKeyIfValid(ShardingKey shardingKey, int timeout) throws SQLException {
    setShardingKey(shardingKey);
    return false;
  }

  @Override
  public boolean setShardingKeyIfValid(
      ShardingKey shardingKey, ShardingKey superShardingKey, int timeout) throws SQLException {
    setShardingKey(shardingKey);
    return false;
  }

  @Override
  public Savepoint setSavepoint() throws SQLException {
    throw SqlExceptions.notSupported("CQL has no transactions: savepoints");
  }

  @Override
  public Savepoint setSavepoint(String name) throws SQLException {
    return setSavepoint();
  }

  @Override
  public void rollback(Savepoint savepoint) throws SQLException {
    setSavepoint();
  }

  @Override
  public void releaseSavepoint(Savepoint savepoint) throws SQLException {
    setSavepoint();
  }

  @Override
  public Clob createClob() throws SQLException {
    throw SqlExceptions.notSupported("Clob");
  }

  @Override
  public Blob createBlob() throws SQLException {
    throw SqlExceptions.notSupported("Blob");
  }

  @Override
  public NClob createNClob() throws SQLException {
    throw SqlExceptions.notSupported("NClob");
  }

  @Override
  public SQLXML createSQLXML() throws SQLException {
    throw SqlExceptions.notSupported("SQLXML");
  }

  /**
   * Whether the connection is open and the engine answers {@link #VALIDATION_QUERY} within {@code
   * timeout} seconds (0: no limit). The query runs under that limit, as a statement runs under its
   * query timeout ({@link TimeLimit}), and stops when it expires; the answer is then false.
   */
  @Override
  public boolean isValid(int timeout) throws SQLException {
    if (timeout < 0) {
      throw WcsSqlState.INVALID_VALUE.exception("isValid timeout must be >= 0, got " + timeout);
    }
    if (closed.get() || !session.isValid()) {
      return false;
    }
    TimeLimit limit = TimeLimit.start(timeout, 0);
    try {
      session.execute(VALIDATION_QUERY, baseOptions.withStop(limit.stop()));
      return true;
    } catch (SQLException e) {
      LOG.log(System.Logger.Level.DEBUG, "isValid: the validation query failed", e);
      return false;
    }
  }

  /** One of {@link ClientInfo#PROPERTIES}; null clears it. Kept by the connection only. */
  @Override
  public void setClientInfo(String name, String value) throws SQLClientInfoException {
    if (closed.get()) {
      Properties named = new Properties();
      if (name != null) {
        named.setProperty(name, "");
      }
      throw ClientInfo.closed(named);
    }
    clientInfo.set(name, value);
  }

  /** Replaces every client info property; null, as an empty list, clears them all. */
  @Override
  public void setClientInfo(Properties properties) throws SQLClientInfoException {
    Properties given = properties == null ? new Properties() : properties;
    if (closed.get()) {
      throw ClientInfo.closed(given);
    }
    clientInfo.setAll(given);
  }

  @Override
  public String getClientInfo(String name) throws SQLException {
    checkOpen();
    return clientInfo.get(name);
  }

  @Override
  public Properties getClientInfo() throws SQLException {
    checkOpen();
    return clientInfo.copy();
  }

  /** An array to bind to a list or set parameter; {@code typeName} is the element's CQL type. */
  @Override
  public Array createArrayOf(String typeName, Object[] elements) throws SQLException {
    checkOpen();
    CqlType element = ValueFactory.elementType(this, typeName);
    return new WcsArray(element, ValueFactory.elements(element, elements));
  }

  @Override
  public Struct createStruct(String typeName, Object[] attributes) throws SQLException {
    checkOpen();
    return ValueFactory.struct(this, typeName, attributes);
  }

  /**
   * Chooses the keyspace for unqualified names by its exact name, as JDBC tools pass it back from
   * the metadata. Null keeps the current keyspace: CQL cannot leave one.
   */
  @Override
  public void setSchema(String schema) throws SQLException {
    checkOpen();
    if (schema != null) {
      use("\"" + schema.replace("\"", "\"\"") + "\"");
    }
  }

  /** Runs {@code USE} with a keyspace written as in CQL: unquoted names are case-insensitive. */
  void use(String keyspace) throws SQLException {
    session.execute("USE " + keyspace, baseOptions);
  }

  @Override
  public String getSchema() throws SQLException {
    checkOpen();
    return session.keyspace();
  }

  /**
   * Closes the connection at once from any thread: it is closed when this returns, every statement
   * call in progress is cancelled (SQLState HY008), and the executor releases the session.
   */
  @Override
  public void abort(Executor executor) throws SQLException {
    if (executor == null) {
      throw WcsSqlState.INVALID_VALUE.exception("abort needs an executor, got null");
    }
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    transaction.rollback();
    cancelRunningCalls();
    executor.execute(this::closeAborted);
  }

  private void closeAborted() {
    try {
      release();
    } catch (SQLException e) {
      LOG.log(System.Logger.Level.WARNING, "closing an aborted connection failed", e);
    }
  }

  /**
   * Bounds how long any one call of this connection to the engine may take; 0 for no bound. There
   * is no network embedded: see {@link TimeLimit} for what the bound means there.
   */
  @Override
  public void setNetworkTimeout(Executor executor, int milliseconds) throws SQLException {
    checkOpen();
    if (milliseconds < 0) {
      throw WcsSqlState.INVALID_VALUE.exception(
          "network timeout must be >= 0 ms, got " + milliseconds);
    }
    this.networkTimeoutMillis = milliseconds;
  }

  @Override
  public int getNetworkTimeout() throws SQLException {
    checkOpen();
    return networkTimeoutMillis;
  }

  @Override
  public String toString() {
    return "WcsConnection[" + url + (closed.get() ? ", closed]" : "]");
  }
}
