package io.wcs.bench;

import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * W1's load through the JDBC driver, in its steady state: JDBC batches of fresh usertable rows (ten
 * text fields of 100 bytes) into one file database ({@code sync=periodic}), with the flushes,
 * compactions and collections they cause falling inside the measurement, as in W1. Scored in rows a
 * second; {@code -t 4} runs four writers, each with its own connection (closed with the database).
 * The fields are drawn from a pool made once, so that the score is the database's work and not the
 * random generator's (the side by side harness makes rows outside its timed calls too). Longer
 * iterations than the default ({@code -r 5}) let each hold several flushes. Run: {@code java -jar
 * bench/target/benchmarks.jar JdbcLoadBenchmark -r 5}.
 */
public class JdbcLoadBenchmark extends JdbcBenchmark {
  private static final int FIELD_POOL = 4096;

  private final AtomicInteger writers = new AtomicInteger();
  private String[] fields;

  @Setup(Level.Trial)
  public void create() throws SQLException, IOException {
    open(false);
    SplittableRandom random = new SplittableRandom(44);
    fields = new String[FIELD_POOL];
    for (int i = 0; i < fields.length; i++) {
      fields[i] = field(random);
    }
  }

  /** One writer: its connection, statement and the next of its keys. */
  @State(Scope.Thread)
  public static class Writer {
    private PreparedStatement insert;
    private SplittableRandom random;
    private String prefix;
    private long next;

    @Setup(Level.Trial)
    public void connect(JdbcLoadBenchmark database) throws SQLException {
      int id = database.writers.incrementAndGet();
      insert = database.connectAgain().prepareStatement(INSERT_USER);
      random = new SplittableRandom(id);
      prefix = "writer" + id + "-";
    }
  }

  @Benchmark
  @OperationsPerInvocation(USER_BATCH)
  public int[] insertBatch(Writer w) throws SQLException {
    for (int r = 0; r < USER_BATCH; r++) {
      w.insert.setString(1, w.prefix + w.next++);
      for (int f = 0; f < FIELDS; f++) {
        w.insert.setString(f + 2, fields[w.random.nextInt(FIELD_POOL)]);
      }
      w.insert.addBatch();
    }
    return w.insert.executeBatch();
  }
}
