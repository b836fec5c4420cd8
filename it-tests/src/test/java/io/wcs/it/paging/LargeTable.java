package io.wcs.it.paging;

/**
 * The table the paging tests scan: {@link #PARTITIONS} partitions of {@link #ROWS_PER_PARTITION}
 * rows, each row a blob of {@link #VALUE_BYTES} random (incompressible) bytes and a bigint {@code
 * n} numbering the rows 0, 1, 2, ... so that a reader's sum of {@code n} shows it saw every row
 * once.
 */
final class LargeTable {
  static final int PARTITIONS = 500;
  static final int ROWS_PER_PARTITION = 400;
  static final int VALUE_BYTES = 1_000;
  static final long ROWS = (long) PARTITIONS * ROWS_PER_PARTITION;

  static final String CREATE_KEYSPACE =
      "CREATE KEYSPACE big WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}";
  static final String CREATE_TABLE =
      "CREATE TABLE big.t (p int, c int, n bigint, v blob, PRIMARY KEY (p, c))";
  static final String INSERT = "INSERT INTO big.t (p, c, n, v) VALUES (?, ?, ?, ?)";

  private LargeTable() {}

  static String url(String directory) {
    return "jdbc:wcs:file:" + directory + "?sync=periodic";
  }

  static long n(int partition, int row) {
    return (long) partition * ROWS_PER_PARTITION + row;
  }

  /** The sum of {@code n} over the rows with {@code n >= from}. */
  static long sumFrom(long from) {
    return (ROWS - 1) * ROWS / 2 - (from - 1) * from / 2;
  }
}
