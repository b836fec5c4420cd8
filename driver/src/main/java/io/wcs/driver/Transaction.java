package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import io.wcs.driver.session.Session;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler.BatchChild;
import io.wcs.engine.cql.QueryHandler.BatchType;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.parser.ast.Batch;
import io.wcs.parser.ast.Delete;
import io.wcs.parser.ast.Insert;
import io.wcs.parser.ast.InsertJson;
import io.wcs.parser.ast.ModificationStatement;
import io.wcs.parser.ast.Statement;
import io.wcs.parser.ast.Update;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The writes a connection holds while auto-commit is off. Each write is prepared when it is held,
 * so what the engine would refuse (bad syntax, an unknown table or column, an INSERT on a counter
 * table) fails at the statement, and the write keeps the keyspace it was written in. {@link
 * #commit} sends them all as one logged CQL batch, which the engine applies atomically; {@link
 * #rollback} forgets them. Reads never see held writes.
 *
 * <p>Refused while auto-commit is off: conditional writes ({@code IF …}), whose outcome is known
 * only when they run; updates and deletes of counter tables, which Cassandra applies only outside
 * logged batches (found by one look at {@code system_schema.columns}); batches with their own
 * {@code USING}; prepared BATCH statements.
 *
 * <p>Thread-safe: the held list is guarded by this, as a connection's statements may run on several
 * threads.
 */
final class Transaction {

  private static final String COUNTER = "counter";

  private final Session session;
  private final List<BatchChild> held = new ArrayList<>();

  Transaction(Session session) {
    this.session = session;
  }

  /**
   * The batch children that hold a write: the statement itself, or a BATCH's statements. Checks and
   * prepares them all; holds nothing.
   *
   * @param prepared the prepared statement of {@code text}, or null for text run as it is
   * @param values the values bound to {@code prepared}
   */
  List<BatchChild> childrenOf(CqlText text, Prepared prepared, List<byte[]> values)
      throws SQLException {
    Statement parsed = text.parsed();
    if (parsed instanceof ModificationStatement write) {
      checkUnconditional(write);
      Prepared checked = prepared != null ? prepared : session.prepare(text.cql());
      checkNotCounter(write, checked.keyspace());
      return List.of(new BatchChild(null, checked.id(), values));
    }
    if (!(parsed instanceof Batch batch)) {
      throw WcsSqlState.INVALID_REQUEST.exception(
          "only INSERT, UPDATE, DELETE and BATCH statements can be held for commit, not: "
              + text.cql());
    }
    checkHoldable(batch, prepared != null);
    List<BatchChild> children = new ArrayList<>(batch.statements().size());
    for (ModificationStatement write : batch.statements()) {
      checkUnconditional(write);
      Prepared checked = session.prepare(write.toCql());
      checkNotCounter(write, checked.keyspace());
      children.add(new BatchChild(null, checked.id(), List.of()));
    }
    return children;
  }

  private static void checkHoldable(Batch batch, boolean prepared) throws SQLException {
    if (prepared) {
      throw refused(
          "a prepared BATCH cannot be held for commit: prepare its statements one by one (commit"
              + " applies them together) or use addBatch");
    }
    if (!batch.using().isEmpty()) {
      throw refused(
          "a BATCH with its own USING cannot be held for commit: write USING on its statements");
    }
  }

  private static void checkUnconditional(ModificationStatement write) throws SQLException {
    if (isConditional(write)) {
      throw refused(
          "a conditional write (IF …) cannot be held for commit: its outcome is known only when"
              + " it runs. Commit or roll back, then run it with auto-commit on");
    }
  }

  /**
   * Refuses an UPDATE or DELETE of a counter table (an INSERT into one was refused when it was
   * prepared). Runs after the write was prepared, so its table exists.
   *
   * @param keyspace the keyspace the write was prepared in, for an unqualified table
   */
  private void checkNotCounter(ModificationStatement write, String keyspace) throws SQLException {
    if (write instanceof Insert || write instanceof InsertJson) {
      return;
    }
    String ks = write.table().keyspace() != null ? write.table().keyspace().name() : keyspace;
    String name = write.table().name().name();
    String lookup =
        "SELECT type FROM system_schema.columns WHERE keyspace_name = "
            + literal(ks)
            + " AND table_name = "
            + literal(name);
    QueryResult columns = session.execute(lookup, QueryOptions.DEFAULT);
    if (columns instanceof QueryResult.Rows rows) {
      for (byte[][] row : rows.rows()) {
        if (row[0] != null && COUNTER.equals(new String(row[0], StandardCharsets.UTF_8))) {
          throw refused(
              "a write to the counter table "
                  + ks
                  + "."
                  + name
                  + " cannot be held for commit: Cassandra applies counter updates only outside"
                  + " logged batches");
        }
      }
    }
  }

  private static String literal(String text) {
    return "'" + text.replace("'", "''") + "'";
  }

  private static boolean isConditional(ModificationStatement write) {
    if (write instanceof Insert insert) {
      return insert.ifNotExists();
    }
    if (write instanceof InsertJson insert) {
      return insert.ifNotExists();
    }
    if (write instanceof Update update) {
      return update.ifExists() || !update.conditions().isEmpty();
    }
    Delete delete = (Delete) write;
    return delete.ifExists() || !delete.conditions().isEmpty();
  }

  private static SQLException refused(String why) {
    return WcsSqlState.INVALID_TRANSACTION_STATE.exception(
        why + " (auto-commit is off, so writes are held until commit)");
  }

  synchronized void hold(List<BatchChild> children) {
    held.addAll(children);
  }

  synchronized boolean isEmpty() {
    return held.isEmpty();
  }

  /**
   * Applies the held writes as one logged batch and forgets them, also when the batch fails (then
   * none of them was applied). With nothing held, does nothing and answers null.
   */
  QueryResult commit(QueryOptions options) throws SQLException {
    List<BatchChild> writes;
    synchronized (this) {
      writes = List.copyOf(held);
      held.clear();
    }
    if (writes.isEmpty()) {
      return null;
    }
    try {
      return session.batch(BatchType.LOGGED, writes, options);
    } catch (SQLException e) {
      throw SqlExceptions.withContext(
          "commit failed, so none of its " + writes.size() + " held writes was applied: ", e);
    }
  }

  synchronized void rollback() {
    held.clear();
  }
}
