package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.cql.QueryHandler.BatchChild;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A statement that runs CQL text. A statement with rows answers a {@link WcsResultSet} that reads
 * its pages as the caller advances; every other statement answers an update count: 1 or 0 for a
 * lightweight transaction (applied or not), 0 otherwise (CQL does not count the rows a write
 * touches). {@code executeBatch} sends the batch as one logged CQL {@code BATCH}, applied
 * atomically; its counts are {@link Statement#SUCCESS_NO_INFO}.
 *
 * <p>The query timeout bounds each call to the engine (the execution, then each further page); see
 * {@link TimeLimit} for what happens to a statement that overruns it.
 *
 * <p>Not thread-safe, as JDBC allows: one thread uses a statement at a time.
 */
public class WcsStatement implements Statement, WrapsNothing {

  /** Runs the statement with the given options (values, page size, paging state). */
  @FunctionalInterface
  interface Runner {
    QueryResult run(QueryOptions options) throws SQLException;
  }

  private static final String APPLIED = "[applied]";

  final WcsConnection connection;
  private final Warnings warnings = new Warnings();
  private final List<BatchChild> batch = new ArrayList<>();
  private WcsResultSet current;
  private int updateCount = -1;
  private boolean closed;
  private boolean closeOnCompletion;
  private boolean poolable;
  private int fetchSize;
  private long maxRows;
  private int queryTimeout;

  WcsStatement(WcsConnection connection) {
    this.connection = connection;
    this.queryTimeout = connection.defaultQueryTimeout();
  }

  @Override
  public ResultSet executeQuery(String sql) throws SQLException {
    if (!execute(sql)) {
      throw noRows();
    }
    return current;
  }

  @Override
  public int executeUpdate(String sql) throws SQLException {
    execute(sql);
    return updateCountOfLastRun();
  }

  @Override
  public boolean execute(String sql) throws SQLException {
    checkOpen();
    return run(connection.baseOptions(), options -> connection.session().execute(sql, options));
  }

  /** Runs a statement and keeps what it answered for getResultSet and getUpdateCount. */
  boolean run(QueryOptions options, Runner untimed) throws SQLException {
    closeCurrentResult();
    warnings.clear();
    int seconds = queryTimeout;
    Runner runner = opts -> TimeLimit.run(seconds, () -> untimed.run(opts));
    QueryResult result = runner.run(options.withPaging(pageSize(), null));
    warnings.addAll(result.warnings());
    if (result instanceof QueryResult.Rows rows) {
      current =
          new WcsResultSet(
              this,
              rows,
              (state, size) -> asRows(runner.run(options.withPaging(size, state))),
              maxRows,
              pageSize());
      return true;
    }
    updateCount = 0;
    return false;
  }

  private static QueryResult.Rows asRows(QueryResult page) throws SQLException {
    if (page instanceof QueryResult.Rows rows) {
      return rows;
    }
    throw WcsSqlState.INTERNAL_ERROR.exception("a page of rows was answered by " + page);
  }

  static SQLException noRows() {
    return WcsSqlState.WRONG_STATEMENT_KIND.exception(
        "executeQuery ran a statement that returns no rows; use executeUpdate or execute");
  }

  /**
   * executeUpdate's answer: 1 or 0 for a lightweight transaction, 0 for other writes; a SELECT is
   * refused (its rows would be lost).
   */
  int updateCountOfLastRun() throws SQLException {
    if (current == null) {
      return updateCount;
    }
    int applied = current.appliedCount();
    closeCurrentResult();
    if (applied < 0) {
      throw WcsSqlState.WRONG_STATEMENT_KIND.exception(
          "executeUpdate ran a statement that returns rows; use executeQuery or execute");
    }
    updateCount = applied;
    return applied;
  }

  /** 1 if the first column is {@code [applied]} and true, 0 if false, -1 if there is no such. */
  static int appliedCount(QueryResult.Rows rows) {
    if (rows.columns().isEmpty()
        || !rows.columns().get(0).name().equals(APPLIED)
        || rows.rows().isEmpty()) {
      return -1;
    }
    byte[] applied = rows.rows().get(0)[0];
    return applied != null && applied.length == 1 && applied[0] != 0 ? 1 : 0;
  }

  /**
   * The fetch size, or the connection's; never more than maxRows, which would be read for naught.
   */
  int pageSize() {
    int size = fetchSize > 0 ? fetchSize : connection.baseOptions().pageSize();
    return maxRows > 0 ? (int) Math.min(size, maxRows) : size;
  }

  @Override
  public void addBatch(String sql) throws SQLException {
    checkOpen();
    batch.add(new BatchChild(sql, null, List.of()));
  }

  void addBatchChild(BatchChild child) {
    batch.add(child);
  }

  @Override
  public void clearBatch() throws SQLException {
    checkOpen();
    batch.clear();
  }

  @Override
  public int[] executeBatch() throws SQLException {
    checkOpen();
    closeCurrentResult();
    List<BatchChild> children = List.copyOf(batch);
    batch.clear();
    int[] counts = new int[children.size()];
    if (children.isEmpty()) {
      return counts;
    }
    try {
      QueryResult result =
          TimeLimit.run(
              queryTimeout,
              () ->
                  connection.session().batch(BatchType.LOGGED, children, connection.baseOptions()));
      warnings.addAll(result.warnings());
      int applied = result instanceof QueryResult.Rows rows ? appliedCount(rows) : -1;
      Arrays.fill(counts, applied < 0 ? SUCCESS_NO_INFO : applied);
      return counts;
    } catch (SQLException e) {
      // the batch is atomic: when it fails, none of its statements applied
      Arrays.fill(counts, EXECUTE_FAILED);
      throw batchFailure(e, counts);
    }
  }

  private static BatchUpdateException batchFailure(SQLException e, int[] counts) {
    return new BatchUpdateException(e.getMessage(), e.getSQLState(), e.getErrorCode(), counts, e);
  }

  @Override
  public long[] executeLargeBatch() throws SQLException {
    return Arrays.stream(executeBatch()).asLongStream().toArray();
  }

  @Override
  public long executeLargeUpdate(String sql) throws SQLException {
    return executeUpdate(sql);
  }

  @Override
  public int executeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
    return executeUpdate(sql);
  }

  @Override
  public int executeUpdate(String sql, int[] columnIndexes) throws SQLException {
    return executeUpdate(sql);
  }

  @Override
  public int executeUpdate(String sql, String[] columnNames) throws SQLException {
    return executeUpdate(sql);
  }

  @Override
  public boolean execute(String sql, int autoGeneratedKeys) throws SQLException {
    return execute(sql);
  }

  @Override
  public boolean execute(String sql, int[] columnIndexes) throws SQLException {
    return execute(sql);
  }

  @Override
  public boolean execute(String sql, String[] columnNames) throws SQLException {
    return execute(sql);
  }

  @Override
  public ResultSet getResultSet() throws SQLException {
    checkOpen();
    return current;
  }

  @Override
  public int getUpdateCount() throws SQLException {
    checkOpen();
    return current != null ? -1 : updateCount;
  }

  @Override
  public boolean getMoreResults() throws SQLException {
    checkOpen();
    closeCurrentResult();
    return false;
  }

  @Override
  public boolean getMoreResults(int current) throws SQLException {
    return getMoreResults();
  }

  /** CQL generates no keys. */
  @Override
  public ResultSet getGeneratedKeys() throws SQLException {
    checkOpen();
    return WcsResultSet.empty(this);
  }

  private void closeCurrentResult() throws SQLException {
    updateCount = -1;
    if (current != null) {
      WcsResultSet closing = current;
      current = null;
      closing.closeQuietlyForStatement();
    }
  }

  /** Called by a result set of this statement when it closes. */
  void resultSetClosed(WcsResultSet resultSet) throws SQLException {
    if (current == resultSet) {
      current = null;
    }
    if (closeOnCompletion) {
      close();
    }
  }

  void checkOpen() throws SQLException {
    if (closed) {
      throw WcsSqlState.OBJECT_CLOSED.exception("the statement is closed");
    }
    connection.checkOpen();
  }

  @Override
  public void close() throws SQLException {
    if (closed) {
      return;
    }
    closed = true;
    closeCurrentResult();
    connection.statementClosed(this);
  }

  @Override
  public boolean isClosed() {
    return closed;
  }

  @Override
  public void closeOnCompletion() throws SQLException {
    checkOpen();
    closeOnCompletion = true;
  }

  @Override
  public boolean isCloseOnCompletion() throws SQLException {
    checkOpen();
    return closeOnCompletion;
  }

  @Override
  public int getMaxFieldSize() throws SQLException {
    checkOpen();
    return 0;
  }

  /** Values are never truncated; the limit is accepted and ignored, as JDBC allows. */
  @Override
  public void setMaxFieldSize(int max) throws SQLException {
    checkOpen();
  }

  @Override
  public int getMaxRows() throws SQLException {
    return (int) Math.min(Integer.MAX_VALUE, getLargeMaxRows());
  }

  @Override
  public void setMaxRows(int max) throws SQLException {
    setLargeMaxRows(max);
  }

  @Override
  public long getLargeMaxRows() throws SQLException {
    checkOpen();
    return maxRows;
  }

  @Override
  public void setLargeMaxRows(long max) throws SQLException {
    checkOpen();
    if (max < 0) {
      throw WcsSqlState.INVALID_VALUE.exception("maxRows must be >= 0, got " + max);
    }
    maxRows = max;
  }

  @Override
  public void setEscapeProcessing(boolean enable) throws SQLException {
    checkOpen();
  }

  @Override
  public int getQueryTimeout() throws SQLException {
    checkOpen();
    return queryTimeout;
  }

  @Override
  public void setQueryTimeout(int seconds) throws SQLException {
    checkOpen();
    if (seconds < 0) {
      throw WcsSqlState.INVALID_VALUE.exception("query timeout must be >= 0, got " + seconds);
    }
    queryTimeout = seconds;
  }

  @Override
  public void cancel() throws SQLException {
    throw SqlExceptions.notSupported("cancelling a running statement");
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
  public void setCursorName(String name) throws SQLException {
    throw SqlExceptions.notSupported("named cursors");
  }

  @Override
  public void setFetchDirection(int direction) throws SQLException {
    checkOpen();
    if (direction != ResultSet.FETCH_FORWARD) {
      throw SqlExceptions.notSupported("fetch directions other than FETCH_FORWARD");
    }
  }

  @Override
  public int getFetchDirection() throws SQLException {
    checkOpen();
    return ResultSet.FETCH_FORWARD;
  }

  /** Rows per page of the next results; 0 means the connection's fetchSize. */
  @Override
  public void setFetchSize(int rows) throws SQLException {
    checkOpen();
    if (rows < 0) {
      throw WcsSqlState.INVALID_VALUE.exception("fetch size must be >= 0, got " + rows);
    }
    fetchSize = rows;
  }

  @Override
  public int getFetchSize() throws SQLException {
    checkOpen();
    return fetchSize;
  }

  @Override
  public int getResultSetConcurrency() throws SQLException {
    checkOpen();
    return ResultSet.CONCUR_READ_ONLY;
  }

  @Override
  public int getResultSetType() throws SQLException {
    checkOpen();
    return ResultSet.TYPE_FORWARD_ONLY;
  }

  @Override
  public int getResultSetHoldability() throws SQLException {
    checkOpen();
    return ResultSet.HOLD_CURSORS_OVER_COMMIT;
  }

  @Override
  public Connection getConnection() throws SQLException {
    checkOpen();
    return connection;
  }

  @Override
  public void setPoolable(boolean poolable) throws SQLException {
    checkOpen();
    this.poolable = poolable;
  }

  @Override
  public boolean isPoolable() throws SQLException {
    checkOpen();
    return poolable;
  }
}
