package io.wcs.it.paging;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.SplittableRandom;

/**
 * Writes {@link LargeTable} into the file database named by its one argument, one partition per
 * prepared batch, and closes it (which flushes every memtable, so the reader replays no commit
 * log). Runs in a JVM of its own started by {@link LargeScanIT}.
 */
public final class LargeTableWriter {

  private LargeTableWriter() {}

  public static void main(String[] args) throws Exception {
    SplittableRandom random = new SplittableRandom(42);
    try (Connection connection = DriverManager.getConnection(LargeTable.url(args[0]))) {
      try (Statement schema = connection.createStatement()) {
        schema.execute(LargeTable.CREATE_KEYSPACE);
        schema.execute(LargeTable.CREATE_TABLE);
      }
      write(connection, random);
    }
  }

  private static void write(Connection connection, SplittableRandom random) throws Exception {
    try (PreparedStatement insert = connection.prepareStatement(LargeTable.INSERT)) {
      for (int p = 0; p < LargeTable.PARTITIONS; p++) {
        for (int c = 0; c < LargeTable.ROWS_PER_PARTITION; c++) {
          byte[] value = new byte[LargeTable.VALUE_BYTES];
          random.nextBytes(value);
          insert.setInt(1, p);
          insert.setInt(2, c);
          insert.setLong(3, LargeTable.n(p, c));
          insert.setBytes(4, value);
          insert.addBatch();
        }
        insert.executeBatch();
      }
    }
  }
}
