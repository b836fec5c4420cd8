package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.driver.session.Session;
import io.wcs.engine.cql.Consistency;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.CqlTypeParser;
import io.wcs.engine.types.InvalidValueException;
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
import java.sql.Statement;
import java.sql.Struct;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A JDBC connection over one {@link Session}. Cheap: an embedded connection shares its engine with
 * every other connection to the same database.
 *
 * <p>Transactions: CQL has none, so every statement applies when it runs, whatever the auto-commit
 * mode. {@code setAutoCommit(false)} is accepted (pools and tools call it) and leaves a warning;
 * {@code commit} and {@code rollback} then do nothing. Isolation levels, read-only and the network
 * timeout are kept and reported back but change nothing.
 *
 * <p>Thread-safe: statements may be created and run from several threads; the session is
 * thread-safe and the connection's settings are volatile.
 */
public final class WcsConnection implements Connection, WrapsNothing {

  private final Session session;
  private final ConnectionUrl url;
  private final QueryOptions baseOptions;
  private final AtomicBoolean closed = new AtomicBoolean();
  private final Set<WcsStatement> openStatements = ConcurrentHashMap.newKeySet();
  private final Properties clientInfo = new Properties();
  private final Warnings warnings = new Warnings();
  private volatile boolean autoCommit = true;
  private volatile boolean readOnly;
  private volatile int isolation = TRANSACTION_NONE;
  private volatile int holdability = ResultSet.HOLD_CURSORS_OVER_COMMIT;
  private volatile int networkTimeoutMillis;

  WcsConnection(Session session, ConnectionUrl url) {
    this.session = session;
    this.url = url;
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
    return track(new WcsPreparedStatement(this, session.prepare(sql)));
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

  @Override
  public void setAutoCommit(boolean autoCommit) throws SQLException {
    checkOpen();
    if (!autoCommit && this.autoCommit) {
      warnings.add(
          "CQL has no transactions: every statement applies when it runs; commit and rollback"
              + " do nothing");
    }
    this.autoCommit = autoCommit;
  }

  @Override
  public boolean getAutoCommit() throws SQLException {
    checkOpen();
    return autoCommit;
  }

  /** Nothing to do: every statement was applied when it ran. */
  @Override
  public void commit() throws SQLException {
    checkOpen();
  }

  /** Nothing to undo: CQL statements apply when they run (see the class comment). */
  @Override
  public void rollback() throws SQLException {
    checkOpen();
  }

  @Override
  public void close() throws SQLException {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    try {
      for (WcsStatement statement : List.copyOf(openStatements)) {
        statement.close();
      }
    } finally {
      session.close();
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

  @Override
  public void setReadOnly(boolean readOnly) throws SQLException {
    checkOpen();
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
    this.isolation = level;
  }

  @Override
  public int getTransactionIsolation() throws SQLException {
    checkOpen();
    return isolation;
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
    if (!map.isEmpty()) {
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

  @Override
  public boolean isValid(int timeout) throws SQLException {
    if (timeout < 0) {
      throw WcsSqlState.INVALID_VALUE.exception("isValid timeout must be >= 0, got " + timeout);
    }
    return !closed.get() && session.isValid();
  }

  @Override
  public void setClientInfo(String name, String value) throws SQLClientInfoException {
    if (value == null) {
      clientInfo.remove(name);
    } else {
      clientInfo.setProperty(name, value);
    }
  }

  @Override
  public void setClientInfo(Properties properties) throws SQLClientInfoException {
    clientInfo.clear();
    clientInfo.putAll(properties);
  }

  @Override
  public String getClientInfo(String name) throws SQLException {
    checkOpen();
    return clientInfo.getProperty(name);
  }

  @Override
  public Properties getClientInfo() throws SQLException {
    checkOpen();
    Properties copy = new Properties();
    copy.putAll(clientInfo);
    return copy;
  }

  /** An array to bind to a list or set parameter; {@code typeName} is the element's CQL type. */
  @Override
  public Array createArrayOf(String typeName, Object[] elements) throws SQLException {
    checkOpen();
    CqlType element;
    try {
      element = CqlTypeParser.parse(typeName);
    } catch (InvalidValueException e) {
      throw WcsSqlState.INVALID_VALUE.exception(e.getMessage(), e);
    }
    return new WcsArray(element, elements.clone());
  }

  @Override
  public Struct createStruct(String typeName, Object[] attributes) throws SQLException {
    throw SqlExceptions.notSupported("Struct: bind a TupleValue, UdtValue, List or Map instead");
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

  @Override
  public void abort(Executor executor) throws SQLException {
    close();
  }

  @Override
  public void setNetworkTimeout(Executor executor, int milliseconds) throws SQLException {
    checkOpen();
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
