package io.wcs.engine.cql;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.cql.term.BindVariables;
import java.util.List;

/**
 * A statement prepared against one schema snapshot: its bind markers, what it returns, and how to
 * run it. Immutable and thread-safe: one prepared statement serves every execution, each with its
 * own options (values already in marker order, see {@link BindVariables#positional}).
 */
public interface CqlStatement {

  BindVariables variables();

  /** The columns a SELECT returns; empty for every other statement. */
  default List<ColumnSpec> resultColumns() {
    return List.of();
  }

  /** Whether it is a lightweight transaction (an IF clause, or a batch with one). */
  default boolean isConditional() {
    return false;
  }

  /** For each partition key column, the variable that binds it; empty when not all are bound. */
  default int[] partitionKeyIndexes() {
    return new int[0];
  }

  /**
   * Ensures the logged-in role that runs this statement holds the permissions it needs; run before
   * every execution, as permissions may change between two. Nothing by default: statements that
   * need none ({@code USE}, {@code DESCRIBE}) or check their own (the role statements).
   */
  default void authorize(AccessCheck check) {}

  /**
   * The checks Cassandra makes when it validates a statement: when it is prepared, and when it runs
   * unprepared after its bind variables are counted (a counter update's TTL). None by default.
   */
  default void validate() {}

  QueryResult execute(QueryOptions options, ExecutionContext context);
}
