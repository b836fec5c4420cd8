package io.wcs.it.storage;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * One batch written by {@link BatchCrashIT}, named by (round, writer thread, sequence number):
 * {@value #ROWS_PER_TABLE} rows in distinct partitions of each of the {@link #TABLES}, each row
 * keyed by its partition and the batch's {@link #id} and holding its index {@code n}. So the test
 * can tell from the rows it reads whether a batch is all there, and a writer process can report a
 * batch with one line of text (its id). Even batches are LOGGED, odd ones UNLOGGED: on one node
 * both are all or nothing.
 */
record WrittenBatch(int round, int thread, int seq) {
  static final String KEYSPACE = "crash";
  static final List<String> TABLES = List.of("a", "b", "c");
  static final int ROWS_PER_TABLE = 8;

  /** Partitions per table; the batches of all threads share them. */
  private static final int PARTITIONS = 64;

  /** CQL that creates the tables if they are missing. */
  static List<String> schema() {
    List<String> statements =
        new ArrayList<>(
            List.of(
                "CREATE KEYSPACE IF NOT EXISTS "
                    + KEYSPACE
                    + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}"));
    for (String table : TABLES) {
      statements.add(
          "CREATE TABLE IF NOT EXISTS "
              + KEYSPACE
              + "."
              + table
              + " (p int, batch_id text, n int, PRIMARY KEY (p, batch_id))");
    }
    return statements;
  }

  static WrittenBatch parse(String id) {
    String[] parts = id.split("-");
    if (parts.length != 3 || !parts[0].startsWith("r") || !parts[1].startsWith("t")) {
      throw new IllegalArgumentException("not a batch id: '" + id + "'");
    }
    return new WrittenBatch(
        Integer.parseInt(parts[0].substring(1)),
        Integer.parseInt(parts[1].substring(1)),
        Integer.parseInt(parts[2]));
  }

  String id() {
    return "r" + round + "-t" + thread + "-" + seq;
  }

  boolean logged() {
    return seq % 2 == 0;
  }

  /**
   * The partition of row {@code n}: distinct for the rows of one batch (7 is invertible modulo 64),
   * and spread so that concurrent batches share partitions.
   */
  int partition(int n) {
    return (thread * 13 + seq * 5 + n * 7) % PARTITIONS;
  }

  /** The batch statement with bind markers, LOGGED or UNLOGGED; {@link #bind} fills them. */
  static String cql(boolean logged) {
    StringBuilder cql = new StringBuilder(logged ? "BEGIN BATCH " : "BEGIN UNLOGGED BATCH ");
    for (String table : TABLES) {
      for (int n = 0; n < ROWS_PER_TABLE; n++) {
        cql.append("INSERT INTO ")
            .append(KEYSPACE)
            .append('.')
            .append(table)
            .append(" (p, batch_id, n) VALUES (?, ?, ?); ");
      }
    }
    return cql.append("APPLY BATCH").toString();
  }

  /** Binds this batch's rows to a statement prepared from {@link #cql}. */
  void bind(PreparedStatement statement) throws SQLException {
    int parameter = 1;
    for (int t = 0; t < TABLES.size(); t++) {
      for (int n = 0; n < ROWS_PER_TABLE; n++) {
        statement.setInt(parameter++, partition(n));
        statement.setString(parameter++, id());
        statement.setInt(parameter++, n);
      }
    }
  }
}
