package io.wcs.engine.cql;

import java.util.List;

/**
 * Runs CQL for clients: the one entry point shared by the embedded JDBC session and the
 * native-protocol server. Every method is thread-safe. A refused request throws a {@link
 * io.wcs.engine.error.CqlRequestException} (or the parser's syntax exception) carrying Cassandra's
 * message and error code.
 */
public interface QueryHandler {

  /** Parses, prepares and runs one statement. */
  QueryResult execute(String query, ClientState state, QueryOptions options);

  /** Prepares a statement; preparing the same text in the same keyspace twice gives the same id. */
  Prepared prepare(String query, ClientState state);

  /** Runs a prepared statement; an id this engine does not know throws an UNPREPARED error. */
  QueryResult executePrepared(byte[] id, ClientState state, QueryOptions options);

  /** Runs a batch of statements atomically, as {@code BEGIN [UNLOGGED|COUNTER] BATCH} does. */
  QueryResult batch(
      BatchType type, List<BatchChild> children, ClientState state, QueryOptions options);

  enum BatchType {
    LOGGED,
    UNLOGGED,
    COUNTER
  }

  /**
   * One statement of a batch: query text or a prepared id (exactly one is non-null), and its
   * values.
   */
  record BatchChild(String query, byte[] preparedId, List<byte[]> values) {}
}
