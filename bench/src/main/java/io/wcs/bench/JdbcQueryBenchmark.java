package io.wcs.bench;

import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.ThreadLocalRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The side-by-side read workloads through the JDBC driver, one query per operation, every getter
 * called: W2's point read (ten text columns of one of {@value #USERS} rows), W4's latest 100
 * readings of a sensor and 100-reading range slice, and the iteration of a whole sensor's {@value
 * #READINGS_PER_SENSOR} readings (result iteration and getters dominate). {@code storage=memtable}
 * reads an in-memory database, {@code sstable} a file database flushed by a close and reopen. Run:
 * {@code java -jar bench/target/benchmarks.jar JdbcQueryBenchmark}.
 */
public class JdbcQueryBenchmark extends JdbcBenchmark {
  private static final int USERS = 20_000;
  private static final int READINGS_PER_SENSOR = 1_000;
  private static final int SLICE = 100;

  @Param({"memtable", "sstable"})
  public String storage;

  private PreparedStatement readUser;
  private PreparedStatement latest;
  private PreparedStatement range;
  private PreparedStatement all;

  @Setup(Level.Trial)
  public void load() throws SQLException, IOException {
    boolean inMemory = storage.equals("memtable");
    open(inMemory);
    loadUsers(USERS);
    loadReadings(READINGS_PER_SENSOR);
    if (!inMemory) {
      reopen();
    }
    readUser =
        connection.prepareStatement(
            "SELECT field0, field1, field2, field3, field4, field5, field6, field7, field8,"
                + " field9 FROM bench.usertable WHERE ycsb_key = ?");
    latest =
        connection.prepareStatement(
            "SELECT ts, reading FROM bench.series WHERE sensor = ? LIMIT " + SLICE);
    range =
        connection.prepareStatement(
            "SELECT ts, reading FROM bench.series WHERE sensor = ? AND ts >= ? AND ts < ?");
    all = connection.prepareStatement("SELECT ts, reading FROM bench.series WHERE sensor = ?");
    all.setInt(1, SENSORS - 1);
    if (pointRead(null) != FIELDS || readings(all, null) != READINGS_PER_SENSOR) {
      throw new IllegalStateException("the loaded tables miss rows");
    }
  }

  @Benchmark
  public int pointRead(Blackhole bh) throws SQLException {
    readUser.setString(1, userKey(ThreadLocalRandom.current().nextInt(USERS)));
    int fields = 0;
    try (ResultSet rows = readUser.executeQuery()) {
      while (rows.next()) {
        for (int f = 1; f <= FIELDS; f++) {
          consume(bh, rows.getString(f));
          fields++;
        }
      }
    }
    return fields;
  }

  @Benchmark
  public int latest100(Blackhole bh) throws SQLException {
    latest.setInt(1, ThreadLocalRandom.current().nextInt(SENSORS));
    return readings(latest, bh);
  }

  @Benchmark
  public int range100(Blackhole bh) throws SQLException {
    long from = ThreadLocalRandom.current().nextInt(READINGS_PER_SENSOR - SLICE + 1);
    range.setInt(1, ThreadLocalRandom.current().nextInt(SENSORS));
    range.setLong(2, from);
    range.setLong(3, from + SLICE);
    return readings(range, bh);
  }

  @Benchmark
  public int iterateSensor(Blackhole bh) throws SQLException {
    all.setInt(1, ThreadLocalRandom.current().nextInt(SENSORS));
    return readings(all, bh);
  }

  private static int readings(PreparedStatement query, Blackhole bh) throws SQLException {
    int count = 0;
    try (ResultSet rows = query.executeQuery()) {
      while (rows.next()) {
        long ts = rows.getLong(1);
        double reading = rows.getDouble(2);
        if (bh != null) {
          bh.consume(ts);
          bh.consume(reading);
        }
        count++;
      }
    }
    return count;
  }

  private static void consume(Blackhole bh, Object value) {
    if (bh != null) {
      bh.consume(value);
    }
  }
}
