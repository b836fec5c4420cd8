package io.wcs.bench;

import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * Binding through the JDBC driver, without executing: the eleven {@code setString} calls of a W1
 * usertable insert and the {@code setInt}, {@code setLong}, {@code setDouble} of a W4 reading. The
 * driver serialises each value with its bind marker's CQL type as it is set. Run: {@code java -jar
 * bench/target/benchmarks.jar BindBenchmark}.
 */
public class BindBenchmark extends JdbcBenchmark {
  private static final int VALUES = 1024;

  private PreparedStatement insertUser;
  private PreparedStatement insertReading;
  private String[] texts;
  private int next;

  @Setup(Level.Trial)
  public void prepare() throws SQLException, IOException {
    open(true);
    insertUser = connection.prepareStatement(INSERT_USER);
    insertReading = connection.prepareStatement(INSERT_READING);
    SplittableRandom random = new SplittableRandom(42);
    texts = new String[VALUES];
    for (int i = 0; i < VALUES; i++) {
      texts[i] = field(random);
    }
  }

  @Benchmark
  public PreparedStatement bindUserRow() throws SQLException {
    int n = next++ & (VALUES - 1);
    insertUser.setString(1, userKey(n));
    for (int f = 0; f < FIELDS; f++) {
      insertUser.setString(f + 2, texts[(n + f) & (VALUES - 1)]);
    }
    return insertUser;
  }

  @Benchmark
  public PreparedStatement bindReading() throws SQLException {
    int n = next++;
    insertReading.setInt(1, n % SENSORS);
    insertReading.setLong(2, n);
    insertReading.setDouble(3, n * 0.5);
    return insertReading;
  }
}
