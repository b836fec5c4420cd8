package io.wcs.engine.cql;

import java.util.List;

/**
 * A prepared statement as a client sees it (the native protocol's PREPARED result).
 *
 * @param id stable for the same keyspace and query text: MD5 of both, so it survives restarts
 * @param variables the bind markers in order, each typed by the column or function argument it is
 *     bound to, and named by the column or by {@code :name}
 * @param resultColumns the columns a SELECT returns; empty for every other statement, including
 *     lightweight transactions
 * @param partitionKeyIndexes for each partition key column, the index of the variable that binds
 *     it, or empty when the key is not fully bound (drivers route by it)
 * @param conditional whether it is a lightweight transaction, whose answers' columns vary (as
 *     Cassandra, a server sends them with every answer, never as a change of this statement's)
 */
public record Prepared(
    byte[] id,
    String query,
    String keyspace,
    List<ColumnSpec> variables,
    List<ColumnSpec> resultColumns,
    int[] partitionKeyIndexes,
    boolean conditional) {

  public Prepared {
    variables = List.copyOf(variables);
    resultColumns = List.copyOf(resultColumns);
  }
}
