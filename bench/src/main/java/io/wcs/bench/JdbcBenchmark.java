package io.wcs.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Queue;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.TearDown;

/**
 * What the JDBC benchmarks share: a WCS database reached through {@code jdbc:wcs:}, with the side
 * by side harness's two tables, {@code bench.usertable} (ycsb_key text PRIMARY KEY, field0..9 text)
 * and {@code bench.series} (sensor int, ts bigint, reading double, newest first), and their
 * loading. Subclasses call {@link #open} from their trial setup.
 */
public abstract class JdbcBenchmark extends WcsBenchmark {
  static final int FIELDS = 10;
  static final int SENSORS = 100;
  static final String INSERT_USER =
      "INSERT INTO bench.usertable (ycsb_key, field0, field1, field2, field3, field4, field5,"
          + " field6, field7, field8, field9) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
  static final String INSERT_READING =
      "INSERT INTO bench.series (sensor, ts, reading) VALUES (?, ?, ?)";

  private static final String[] SCHEMA = {
    "CREATE KEYSPACE IF NOT EXISTS bench WITH replication ="
        + " {'class': 'SimpleStrategy', 'replication_factor': 1}",
    "CREATE TABLE IF NOT EXISTS bench.usertable (ycsb_key text PRIMARY KEY, field0 text,"
        + " field1 text, field2 text, field3 text, field4 text, field5 text, field6 text,"
        + " field7 text, field8 text, field9 text)",
    "CREATE TABLE IF NOT EXISTS bench.series (sensor int, ts bigint, reading double,"
        + " PRIMARY KEY (sensor, ts)) WITH CLUSTERING ORDER BY (ts DESC)"
  };

  /** Rows per CQL batch of usertable: Cassandra refuses multi-partition batches over 50 KiB. */
  static final int USER_BATCH = 40;

  private Path directory;
  protected Connection connection;
  private final Queue<Connection> others = new ConcurrentLinkedQueue<>();

  /**
   * Opens a database with both tables: in memory, or in a new temporary directory ({@code
   * sync=periodic}: the benchmarks measure reads and CPU, not fsyncs).
   */
  protected void open(boolean inMemory) throws SQLException, IOException {
    if (inMemory) {
      connection = DriverManager.getConnection("jdbc:wcs:mem:" + getClass().getSimpleName());
    } else {
      directory = Files.createTempDirectory("wcs-jdbc-bench");
      connection = DriverManager.getConnection(fileUrl());
    }
    try (Statement statement = connection.createStatement()) {
      for (String ddl : SCHEMA) {
        statement.execute(ddl);
      }
    }
  }

  /**
   * Closes and reopens a file database: closing flushes the memtables, so reads then come from
   * SSTables.
   */
  protected void reopen() throws SQLException {
    connection.close();
    connection = DriverManager.getConnection(fileUrl());
  }

  /**
   * Another connection to the file database {@link #open} made, closed with the benchmark: JMH may
   * tear the benchmark down before the threads that use it, and the database must not outlive its
   * directory.
   */
  protected Connection connectAgain() throws SQLException {
    Connection another = DriverManager.getConnection(fileUrl());
    others.add(another);
    return another;
  }

  private String fileUrl() {
    return "jdbc:wcs:file:" + directory.toAbsolutePath() + "?sync=periodic";
  }

  /** The key of usertable row {@code i}. */
  static String userKey(int i) {
    return "user" + i;
  }

  /** 100 random lowercase letters. */
  static String field(SplittableRandom random) {
    char[] text = new char[100];
    for (int i = 0; i < text.length; i++) {
      text[i] = (char) ('a' + random.nextInt(26));
    }
    return new String(text);
  }

  /** Loads usertable rows 0 to {@code users - 1}. */
  protected void loadUsers(int users) throws SQLException {
    SplittableRandom random = new SplittableRandom(42);
    try (PreparedStatement insert = connection.prepareStatement(INSERT_USER)) {
      for (int i = 0; i < users; i++) {
        insert.setString(1, userKey(i));
        for (int f = 0; f < FIELDS; f++) {
          insert.setString(f + 2, field(random));
        }
        insert.addBatch();
        if ((i + 1) % USER_BATCH == 0 || i + 1 == users) {
          insert.executeBatch();
        }
      }
    }
  }

  /** Loads readings at ts 0 to {@code perSensor - 1} for each of the {@value #SENSORS} sensors. */
  protected void loadReadings(int perSensor) throws SQLException {
    SplittableRandom random = new SplittableRandom(43);
    try (PreparedStatement insert = connection.prepareStatement(INSERT_READING)) {
      for (int ts = 0; ts < perSensor; ts++) {
        for (int sensor = 0; sensor < SENSORS; sensor++) {
          insert.setInt(1, sensor);
          insert.setLong(2, ts);
          insert.setDouble(3, random.nextDouble());
          insert.addBatch();
        }
        insert.executeBatch();
      }
    }
  }

  @TearDown(Level.Trial)
  public void close() throws SQLException, IOException {
    for (Connection other : others) {
      other.close();
    }
    connection.close();
    if (directory != null) {
      BenchTable.delete(directory);
    }
  }
}
