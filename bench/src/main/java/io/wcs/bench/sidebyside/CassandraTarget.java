package io.wcs.bench.sidebyside;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.BatchStatementBuilder;
import com.datastax.oss.driver.api.core.cql.BatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

/**
 * Apache Cassandra (or any server of its native protocol) on a running node, through the Java
 * driver (the DataStax driver, now Apache Cassandra's) with prepared statements, the same CQL as
 * WCS's dialect. The data lives in the node, not under the target's directory: each directory
 * stands for one keyspace, named after it, and a directory without the marker file this target
 * writes there is a fresh database, so its keyspace is dropped and made anew. The harness does not
 * start the node: it must be running, on this machine for a fair comparison (see {@code
 * bench/run-side-by-side.sh}).
 *
 * <p>Threading: the session and its prepared statements are shared; the driver is thread-safe.
 */
final class CassandraTarget implements Target {
  private static final String MARKER = "cassandra-keyspace";
  private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);

  private final CqlSession session;
  private final String keyspace;
  private PreparedStatements statements;

  /**
   * @param contactPoint {@code host:port} of a node's native protocol
   * @param dir the directory the keyspace stands for (created, and marked, if absent)
   */
  CassandraTarget(String contactPoint, Path dir) throws Exception {
    keyspace = keyspaceFor(dir);
    session =
        CqlSession.builder()
            .addContactPoint(address(contactPoint))
            .withConfigLoader(
                DriverConfigLoader.programmaticBuilder()
                    // A single node: its datacenter is the one the contact point is in.
                    .withString(
                        DefaultDriverOption.LOAD_BALANCING_POLICY_CLASS,
                        "DcInferringLoadBalancingPolicy")
                    .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, REQUEST_TIMEOUT)
                    .build())
            .build();
    Files.createDirectories(dir);
    Path marker = dir.resolve(MARKER);
    if (!Files.exists(marker)) {
      session.execute("DROP KEYSPACE IF EXISTS " + keyspace);
      Files.writeString(marker, keyspace);
    }
  }

  /** The keyspace a directory stands for: its name, lower-cased, other characters as '_'. */
  static String keyspaceFor(Path dir) {
    return "bench_"
        + dir.getFileName().toString().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "_");
  }

  private static InetSocketAddress address(String contactPoint) {
    int colon = contactPoint.lastIndexOf(':');
    if (colon <= 0) {
      throw new IllegalArgumentException(
          "--cassandra must be host:port, got '" + contactPoint + "'");
    }
    return new InetSocketAddress(
        contactPoint.substring(0, colon), Integer.parseInt(contactPoint.substring(colon + 1)));
  }

  @Override
  public void createSchema() {
    for (String ddl : SqlDialect.cassandra(keyspace).schema()) {
      session.execute(ddl);
    }
  }

  @Override
  public synchronized Client client() {
    if (statements == null) {
      statements = new PreparedStatements(session, SqlDialect.cassandra(keyspace));
    }
    return new CqlClient(session, statements);
  }

  @Override
  public void close() {
    session.close();
  }

  /** The workloads' statements, prepared once for every client. */
  private record PreparedStatements(
      PreparedStatement insertUser,
      PreparedStatement readUser,
      PreparedStatement[] overwrite,
      PreparedStatement insertReading,
      PreparedStatement latest,
      PreparedStatement range,
      int userBatchRows) {
    PreparedStatements(CqlSession session, SqlDialect cql) {
      this(
          session.prepare(cql.insertUserSql()),
          session.prepare(cql.readUserSql()),
          overwrites(session, cql),
          session.prepare(cql.insertReadingSql()),
          session.prepare(cql.latestSql()),
          session.prepare(cql.rangeSql()),
          cql.userBatchRows());
    }

    private static PreparedStatement[] overwrites(CqlSession session, SqlDialect cql) {
      PreparedStatement[] overwrite = new PreparedStatement[SqlDialect.FIELDS];
      for (int i = 0; i < overwrite.length; i++) {
        overwrite[i] = session.prepare(cql.overwriteSql(i));
      }
      return overwrite;
    }
  }

  private record CqlClient(CqlSession session, PreparedStatements statements) implements Client {
    @Override
    public void insertUsers(UserRow[] rows, int count) {
      BatchStatementBuilder batch = new BatchStatementBuilder(BatchType.UNLOGGED);
      for (int r = 0; r < count; r++) {
        Object[] values = new Object[1 + SqlDialect.FIELDS];
        values[0] = rows[r].key();
        System.arraycopy(rows[r].fields(), 0, values, 1, SqlDialect.FIELDS);
        batch.addStatement(statements.insertUser.bind(values));
        if ((r + 1) % statements.userBatchRows == 0 || r + 1 == count) {
          session.execute(batch.build());
          batch.clearStatements();
        }
      }
    }

    @Override
    public int readUser(String key) {
      Row row = session.execute(statements.readUser.bind(key)).one();
      int present = 0;
      for (int f = 0; row != null && f < SqlDialect.FIELDS; f++) {
        present += row.isNull(f) ? 0 : 1;
      }
      return present;
    }

    @Override
    public void updateField(String key, int field, String value) {
      session.execute(statements.overwrite[field].bind(key, value));
    }

    @Override
    public void insertReadings(Reading[] readings, int count) {
      BatchStatementBuilder batch = new BatchStatementBuilder(BatchType.UNLOGGED);
      for (int r = 0; r < count; r++) {
        Reading reading = readings[r];
        batch.addStatement(
            statements.insertReading.bind(reading.sensor(), reading.ts(), reading.reading()));
      }
      session.execute(batch.build());
    }

    @Override
    public int latest(int sensor) {
      return countReadings(session.execute(statements.latest.bind(sensor)));
    }

    @Override
    public int range(int sensor, long from, long to) {
      return countReadings(session.execute(statements.range.bind(sensor, from, to)));
    }

    /** Reads every column of every row, as the JDBC targets do. */
    private static int countReadings(ResultSet rows) {
      int count = 0;
      for (Row row : rows) {
        row.getLong(0);
        row.getDouble(1);
        count++;
      }
      return count;
    }

    @Override
    public void close() {
      // The session belongs to the target.
    }
  }
}
