package io.wcs.bench;

import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * W3's overwrites through the JDBC driver, in their steady state: one random field of one of
 * {@value #USERS} loaded usertable rows upserted with a new 100-byte value per operation, into a
 * file database ({@code sync=periodic}), the flushes and compactions they cause falling inside the
 * measurement. The side by side harness's W3 is a second's worth of these right after W1, so the
 * memtable W1 left behind decides much of it; this measures what comes after. Run: {@code java -jar
 * bench/target/benchmarks.jar JdbcOverwriteBenchmark -r 5}.
 */
public class JdbcOverwriteBenchmark extends JdbcBenchmark {
  private static final int USERS = 200_000;
  private static final int VALUE_POOL = 4096;

  private PreparedStatement[] overwrite;
  private String[] values;

  @Setup(Level.Trial)
  public void load() throws SQLException, IOException {
    open(false);
    loadUsers(USERS);
    overwrite = new PreparedStatement[FIELDS];
    for (int f = 0; f < FIELDS; f++) {
      overwrite[f] =
          connection.prepareStatement(
              "INSERT INTO bench.usertable (ycsb_key, field" + f + ") VALUES (?, ?)");
    }
    SplittableRandom random = new SplittableRandom(45);
    values = new String[VALUE_POOL];
    for (int i = 0; i < values.length; i++) {
      values[i] = field(random);
    }
  }

  @Benchmark
  public int overwriteField() throws SQLException {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    PreparedStatement statement = overwrite[random.nextInt(FIELDS)];
    statement.setString(1, userKey(random.nextInt(USERS)));
    statement.setString(2, values[random.nextInt(VALUE_POOL)]);
    return statement.executeUpdate();
  }
}
