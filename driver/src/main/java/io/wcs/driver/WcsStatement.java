package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.cql.Prepared;
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
 * lightweight transaction (applied or not), 1 for any other INSERT, UPDATE, DELETE or BATCH (CQL
 * does not count the rows a write touches), 0 for the rest (DDL, USE, TRUNCATE).
 *
 * <p>{@code executeBatch} sends the batch as one logged CQL {@code BATCH}, applied atomically; its
 * counts are those of {@code executeUpdate}. When it fails nothing of it was applied, and the
 * {@link BatchUpdateException}'s counts are those of the statements before the one that failed when
 * the driver can tell which one did, else {@link Statement#EXECUTE_FAILED} for every one.
 *
 * <p>With auto-commit off, writes are held by the connection until commit ({@link Transaction}); a
 * read-only connection refuses writes and schema changes before they run.
 *
 * <p>{@code executeUpdate} refuses a SELECT before running it. {@code executeQuery} refuses a
 * statement without rows before running or holding it when the driver has parsed the statement
 * anyway (auto-commit off or read-only); with auto-commit on, the driver leaves parsing to the
 * engine, so such a statement has run when it is refused.
 *
 * <p>Each call to the engine (the execution, then each further page) runs under a {@link TimeLimit}
 * made of the query timeout and the connection's network timeout; {@link #cancel} stops the call in
 * progress.
 *
 * <p>Not thread-safe, as JDBC allows: one thread uses a statement at a time, except {@link
 * #cancel}, which may come from any thread.
 */
public class WcsStatement implements Statement, WrapsNothing {

  /** Runs the statement with the given options (values, page size, paging state, stop). */
  @FunctionalInterface
  interface Runner {
    QueryResult run(QueryOptions options) throws SQLException;
  }

  /** One statement of a batch: text, or a prepared statement with its values. */
  record BatchEntry(CqlText text, Prepared prepared, List<byte[]> values) {
    BatchChild child() {
      return prepared != null
          ? new BatchChild(null, prepared.id(), values)
          : new BatchChild(text.cql(), null, List.of());
    }
  }

  private static final String APPLIED = "[applied]";

  /** What the JDBC method that runs a statement needs of it, checked before it runs. */
  enum Answer {
    ANY,
    ROWS,
    UPDATE_COUNT
  }

  /** The update count of a write's empty answer, worked out only when asked for. */
  private static final int NOT_YET_COUNTED = -2;

  final WcsConnection connection;
  private final Warnings warnings = new Warnings();
  private final List<BatchEntry> batch = new ArrayList<>();
  private volatile TimeLimit running;
  private CqlText lastRun;
  private WcsResultSet current;
  private int updateCount = -1;
  private volatile boolean closed;
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
    if (!runText(sql, Answer.ROWS)) {
      throw noRows(true);
    }
    return current;
  }

  @Override
  public int executeUpdate(String sql) throws SQLException {
    runText(sql, Answer.UPDATE_COUNT);
    return updateCountOfLastRun();
  }

  @Override
  public boolean execute(String sql) throws SQLException {
    return runText(sql, Answer.ANY);
  }

  private boolean runText(String sql, Answer answer) throws SQLException {
    checkOpen();
    return run(
        CqlText.of(sql),
        null,
        connection.baseOptions(),
        answer,
        options -> connection.session().execute(sql, options));
  }

  /**
   * Runs a statement and keeps what it answered for getResultSet and getUpdateCount; a write on a
   * connection with auto-commit off is held instead. A statement that cannot give {@code answer} is
   * refused before it runs or is held, when the driver knows that without running it (see the class
   * comment).
   *
   * @param prepared the prepared statement of {@code text}, or null when the text runs as it is
   */
  boolean run(CqlText text, Prepared prepared, QueryOptions options, Answer answer, Runner runner)
      throws SQLException {
    closeCurrentResult();
    warnings.clear();
    lastRun = text;
    if (answer == Answer.UPDATE_COUNT && isQuery(text, prepared)) {
      throw rowsForUpdate();
    }
    if (connection.isReadOnly() || !connection.getAutoCommit()) {
      StatementKind kind = text.kind();
      connection.checkWritable(kind, text.cql());
      boolean held = kind == StatementKind.WRITE && !connection.getAutoCommit();
      // A held write is unconditional (Transaction refuses the others), so it has no rows either.
      if (answer == Answer.ROWS
          && (held || kind == StatementKind.USE || kind == StatementKind.SCHEMA)) {
        throw noRows(false);
      }
      if (held) {
        Transaction transaction = connection.transaction();
        transaction.hold(transaction.childrenOf(text, prepared, options.values()));
        updateCount = 1;
        return false;
      }
    }
    Runner rerunningReads = rerunningReads(runner, text, prepared);
    QueryResult result = call(options.withPaging(pageSize(), null), rerunningReads);
    warnings.addAll(result.warnings());
    if (result instanceof QueryResult.Rows rows) {
      current =
          new WcsResultSet(
              this,
              rows,
              (state, size) -> asRows(call(options.withPaging(size, state), rerunningReads)),
              maxRows,
              pageSize());
      return true;
    }
    updateCount = result instanceof QueryResult.Void ? NOT_YET_COUNTED : 0;
    return false;
  }

  /** One call to the engine under the time limit; {@link #cancel} stops it. */
  private QueryResult call(QueryOptions options, Runner runner) throws SQLException {
    TimeLimit limit = TimeLimit.start(queryTimeout, connection.networkTimeoutMillis());
    running = limit;
    try {
      return runner.run(options.withStop(limit.stop()));
    } catch (SQLException e) {
      throw limit.explain(e);
    } finally {
      running = null;
    }
  }

  /**
   * {@code runner}, running a read once more when the connection to a server was lost before it
   * answered: the remote session connects again, and a read changes nothing, so running it twice is
   * safe. A write is not run again, since it may have been applied; its caller gets the lost
   * connection (SQLState 08006).
   */
  private static Runner rerunningReads(Runner runner, CqlText text, Prepared prepared) {
    return options -> {
      try {
        return runner.run(options);
      } catch (SQLException e) {
        if (!WcsSqlState.CONNECTION_LOST.code().equals(e.getSQLState())
            || !isQuery(text, prepared)) {
          throw e;
        }
        return runner.run(options);
      }
    };
  }

  private static QueryResult.Rows asRows(QueryResult page) throws SQLException {
    if (page instanceof QueryResult.Rows rows) {
      return rows;
    }
    throw WcsSqlState.INTERNAL_ERROR.exception("a page of rows was answered by " + page);
  }

  /**
   * A SELECT, DESCRIBE or LIST: known from the prepared statement's result columns, else by
   * parsing.
   */
  private static boolean isQuery(CqlText text, Prepared prepared) throws SQLException {
    return prepared != null
        ? !prepared.resultColumns().isEmpty()
        : text.kind() == StatementKind.READ;
  }

  /**
   * executeQuery's refusal of a statement without rows.
   *
   * @param ran whether the statement ran (auto-commit on) or was refused before (see the class
   *     comment)
   */
  static SQLException noRows(boolean ran) {
    return WcsSqlState.WRONG_STATEMENT_KIND.exception(
        ran
            ? "executeQuery ran a statement that returns no rows; use executeUpdate or execute"
            : "executeQuery needs a statement that returns rows, so this one was neither run nor"
                + " held; use executeUpdate or execute");
  }

  private static SQLException rowsForUpdate() {
    return WcsSqlState.WRONG_STATEMENT_KIND.exception(
        "executeUpdate cannot run a statement that returns rows, so it did not run it; use"
            + " executeQuery or execute");
  }

  /**
   * executeUpdate's answer (see the class comment): the update count, or for a lightweight
   * transaction whether it applied.
   */
  int updateCountOfLastRun() throws SQLException {
    if (current == null) {
      return countedUpdates();
    }
    int applied = current.appliedCount();
    closeCurrentResult();
    if (applied < 0) {
      throw rowsForUpdate();
    }
    updateCount = applied;
    return applied;
  }

  /** The update count, working out whether an empty answer came from a write. */
  private int countedUpdates() throws SQLException {
    if (updateCount == NOT_YET_COUNTED) {
      updateCount = lastRun.kind() == StatementKind.WRITE ? 1 : 0;
    }
    return updateCount;
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
    batch.add(new BatchEntry(CqlText.of(sql), null, List.of()));
  }

  void addBatchEntry(BatchEntry entry) {
    batch.add(entry);
  }

  @Override
  public String enquoteIdentifier(String identifier, boolean alwaysQuote) throws SQLException {
    return CqlIdentifiers.enquote(identifier, alwaysQuote);
  }

  @Override
  public boolean isSimpleIdentifier(String identifier) throws SQLException {
    return CqlIdentifiers.isSimple(identifier);
  }

  /** A plain string literal: CQL's text is Unicode, and it has no {@code N'...'} literal. */
  @Override
  public String enquoteNCharLiteral(String val) throws SQLException {
    return enquoteLiteral(val);
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
    warnings.clear();
    List<BatchEntry> entries = List.copyOf(batch);
    batch.clear();
    if (entries.isEmpty()) {
      return new int[0];
    }
    if (connection.isReadOnly()) {
      throw batchFailure(connection.readOnlyRefusal("executeBatch"), new int[0], entries.size());
    }
    if (!connection.getAutoCommit()) {
      return holdBatch(entries);
    }
    List<BatchChild> children = children(entries);
    QueryResult result;
    try {
      result =
          call(
              connection.baseOptions(),
              options -> connection.session().batch(BatchType.LOGGED, children, options));
    } catch (SQLException e) {
      throw batchFailure(e, countsBeforeFailure(entries), entries.size());
    }
    warnings.addAll(result.warnings());
    int applied = result instanceof QueryResult.Rows rows ? appliedCount(rows) : -1;
    int[] counts = new int[entries.size()];
    Arrays.fill(counts, applied < 0 ? 1 : applied);
    return counts;
  }

  /**
   * The engine's statements of a batch. A method of its own, not a loop in {@link #executeBatch}:
   * C2 compiles a method for an entry in the middle of a loop that runs many times a call (an
   * on-stack replacement), and this loop's had compiled the whole inlined write path once more.
   */
  private static List<BatchChild> children(List<BatchEntry> entries) {
    List<BatchChild> children = new ArrayList<>(entries.size());
    for (BatchEntry entry : entries) {
      children.add(entry.child());
    }
    return children;
  }

  /** With auto-commit off: holds every statement of the batch, or none if one is refused. */
  private int[] holdBatch(List<BatchEntry> entries) throws SQLException {
    Transaction transaction = connection.transaction();
    List<BatchChild> children = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      BatchEntry entry = entries.get(i);
      try {
        children.addAll(transaction.childrenOf(entry.text(), entry.prepared(), entry.values()));
      } catch (SQLException e) {
        throw batchFailure(e, ones(i), entries.size());
      }
    }
    transaction.hold(children);
    return ones(entries.size());
  }

  /**
   * After the engine refused a batch: the counts of the statements before the first text statement
   * that cannot be prepared on its own, or EXECUTE_FAILED for all when every one can.
   */
  private int[] countsBeforeFailure(List<BatchEntry> entries) {
    for (int i = 0; i < entries.size(); i++) {
      BatchEntry entry = entries.get(i);
      if (entry.prepared() == null && !preparesAlone(entry.text())) {
        return ones(i);
      }
    }
    int[] counts = new int[entries.size()];
    Arrays.fill(counts, EXECUTE_FAILED);
    return counts;
  }

  private boolean preparesAlone(CqlText text) {
    try {
      return text.kind() == StatementKind.WRITE && connection.session().prepare(text.cql()) != null;
    } catch (SQLException e) {
      return false;
    }
  }

  private static int[] ones(int n) {
    int[] counts = new int[n];
    Arrays.fill(counts, 1);
    return counts;
  }

  /**
   * A batch failure: its counts, and a message that says which statement failed when {@code counts}
   * has a count for each statement before it.
   */
  private static BatchUpdateException batchFailure(SQLException e, int[] counts, int size) {
    String where =
        counts.length < size
            ? "statement " + (counts.length + 1) + " of the batch failed, so none was applied: "
            : "the batch failed, so none of its " + size + " statements was applied: ";
    return new BatchUpdateException(
        where + e.getMessage(), e.getSQLState(), e.getErrorCode(), counts, e);
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
  public long executeLargeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
    return executeUpdate(sql);
  }

  @Override
  public long executeLargeUpdate(String sql, int[] columnIndexes) throws SQLException {
    return executeUpdate(sql);
  }

  @Override
  public long executeLargeUpdate(String sql, String[] columnNames) throws SQLException {
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
    return current != null ? -1 : countedUpdates();
  }

  @Override
  public long getLargeUpdateCount() throws SQLException {
    return getUpdateCount();
  }

  @Override
  public boolean getMoreResults() throws SQLException {
    checkOpen();
    closeCurrentResult();
    return false;
  }

  /**
   * A statement has one result, so there are never more. Keeping the current result open is not
   * supported, as JDBC allows when supportsMultipleOpenResults is false.
   */
  @Override
  public boolean getMoreResults(int current) throws SQLException {
    checkOpen();
    if (current == KEEP_CURRENT_RESULT) {
      throw SqlExceptions.notSupported("getMoreResults(KEEP_CURRENT_RESULT)");
    }
    if (current != CLOSE_CURRENT_RESULT && current != CLOSE_ALL_RESULTS) {
      throw WcsSqlState.INVALID_VALUE.exception(
          "getMoreResults takes CLOSE_CURRENT_RESULT, KEEP_CURRENT_RESULT or CLOSE_ALL_RESULTS,"
              + " got "
              + current);
    }
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

  /**
   * Stops the engine call this statement is making, from any thread: the execution or the fetch of
   * a further page fails with SQLState HY008. Does nothing when no call is in progress.
   */
  @Override
  public void cancel() throws SQLException {
    checkOpen();
    stopRunningCall();
  }

  /** Cancels the call in progress, if any (also when the connection is aborted). */
  void stopRunningCall() {
    TimeLimit limit = running;
    if (limit != null) {
      limit.cancel();
    }
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
