package io.wcs.it.storage;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;

/**
 * The process {@link BatchCrashIT} kills. Opens a file database through JDBC (recovering what the
 * last kill left), creates the tables if needed, then runs {@link WrittenBatch}es of one round from
 * several threads, each on its own connection, and prints each batch's id to stdout once its {@code
 * execute} has returned: a printed id is a batch the database acknowledged.
 *
 * <p>Arguments: directory, round, writer threads. Writes until killed, or for {@value #MAX_SECONDS}
 * s if nobody kills it, then closes its connections normally.
 */
public final class BatchCrashWriter {
  private static final int MAX_SECONDS = 30;

  private BatchCrashWriter() {}

  /**
   * The database's URL. With sync=periodic nothing waits for an fsync, so the writers spend the
   * largest share of their time logging, and a kill lands inside a batch's logging most often. A
   * SIGKILL loses no page cache, so acknowledged batches must survive all the same.
   */
  static String url(String directory) {
    return "jdbc:wcs:file:" + directory + "?sync=periodic";
  }

  public static void main(String[] args) throws Exception {
    String url = url(args[0]);
    int round = Integer.parseInt(args[1]);
    int threads = Integer.parseInt(args[2]);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(MAX_SECONDS);
    // This connection keeps the database open while the writers come and go.
    try (Connection schema = DriverManager.getConnection(url);
        Statement statement = schema.createStatement()) {
      for (String ddl : WrittenBatch.schema()) {
        statement.execute(ddl);
      }
      WriterThreads.run(
          threads, "batch-writer", (thread, all) -> write(url, round, thread, deadline, all));
    }
  }

  private static void write(String url, int round, int thread, long deadline, WriterThreads all)
      throws SQLException {
    try (Connection connection = DriverManager.getConnection(url);
        PreparedStatement logged = connection.prepareStatement(WrittenBatch.cql(true));
        PreparedStatement unlogged = connection.prepareStatement(WrittenBatch.cql(false))) {
      for (int seq = 0; System.nanoTime() < deadline && !all.failed(); seq++) {
        WrittenBatch batch = new WrittenBatch(round, thread, seq);
        PreparedStatement statement = batch.logged() ? logged : unlogged;
        batch.bind(statement);
        statement.execute();
        System.out.println(batch.id());
      }
    }
  }
}
