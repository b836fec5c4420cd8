package io.wcs.bench.sidebyside;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A target reached through JDBC with prepared statements: WCS (CQL), H2 and SQLite (SQL), told
 * apart by their {@link SqlDialect}. One connection per client; the target keeps one more open for
 * its whole life so an in-memory database lives as long as the target.
 */
final class JdbcTarget implements Target {

  private final SqlDialect dialect;
  private final String url;
  private final Connection anchor;

  JdbcTarget(SqlDialect dialect, String url) throws SQLException {
    this.dialect = dialect;
    this.url = url;
    this.anchor = connect();
  }

  @Override
  public void createSchema() throws SQLException {
    try (Statement statement = anchor.createStatement()) {
      for (String ddl : dialect.schema()) {
        statement.execute(ddl);
      }
    }
    if (dialect.transactional()) {
      anchor.commit();
    }
  }

  @Override
  public Client client() throws SQLException {
    return new JdbcClient(connect());
  }

  @Override
  public void close() throws SQLException {
    anchor.close();
  }

  private Connection connect() throws SQLException {
    Connection connection = DriverManager.getConnection(url);
    try (Statement statement = connection.createStatement()) {
      for (String setup : dialect.connectionSetup()) {
        statement.execute(setup);
      }
    }
    if (dialect.transactional()) {
      connection.setAutoCommit(false);
    }
    return connection;
  }

  /** One thread's connection and its statements, prepared once. */
  private final class JdbcClient implements Client {
    private final Connection connection;
    private final PreparedStatement insertUser;
    private final PreparedStatement readUser;
    private final PreparedStatement[] overwrite = new PreparedStatement[SqlDialect.FIELDS];
    private final PreparedStatement insertReading;
    private final PreparedStatement latest;
    private final PreparedStatement range;

    JdbcClient(Connection connection) throws SQLException {
      this.connection = connection;
      insertUser = connection.prepareStatement(dialect.insertUserSql());
      readUser = connection.prepareStatement(dialect.readUserSql());
      for (int i = 0; i < overwrite.length; i++) {
        overwrite[i] = connection.prepareStatement(dialect.overwriteSql(i));
      }
      insertReading = connection.prepareStatement(dialect.insertReadingSql());
      latest = connection.prepareStatement(dialect.latestSql());
      range = connection.prepareStatement(dialect.rangeSql());
    }

    @Override
    public void insertUsers(UserRow[] rows, int count) throws SQLException {
      for (int r = 0; r < count; r++) {
        insertUser.setString(1, rows[r].key());
        String[] fields = rows[r].fields();
        for (int f = 0; f < fields.length; f++) {
          insertUser.setString(f + 2, fields[f]);
        }
        insertUser.addBatch();
        if ((r + 1) % dialect.userBatchRows() == 0 || r + 1 == count) {
          insertUser.executeBatch();
        }
      }
      commit();
    }

    @Override
    public int readUser(String key) throws SQLException {
      readUser.setString(1, key);
      int present = 0;
      try (ResultSet rows = readUser.executeQuery()) {
        while (rows.next()) {
          for (int f = 1; f <= SqlDialect.FIELDS; f++) {
            present += rows.getString(f) == null ? 0 : 1;
          }
        }
      }
      commit();
      return present;
    }

    @Override
    public void updateField(String key, int field, String value) throws SQLException {
      PreparedStatement statement = overwrite[field];
      statement.setString(1, key);
      statement.setString(2, value);
      statement.executeUpdate();
      commit();
    }

    @Override
    public void insertReadings(Reading[] readings, int count) throws SQLException {
      for (int r = 0; r < count; r++) {
        insertReading.setInt(1, readings[r].sensor());
        insertReading.setLong(2, readings[r].ts());
        insertReading.setDouble(3, readings[r].reading());
        insertReading.addBatch();
      }
      insertReading.executeBatch();
      commit();
    }

    @Override
    public int latest(int sensor) throws SQLException {
      latest.setInt(1, sensor);
      return countReadings(latest);
    }

    @Override
    public int range(int sensor, long from, long to) throws SQLException {
      range.setInt(1, sensor);
      range.setLong(2, from);
      range.setLong(3, to);
      return countReadings(range);
    }

    /** Reads every column of every row, as an application would. */
    private int countReadings(PreparedStatement query) throws SQLException {
      int count = 0;
      try (ResultSet rows = query.executeQuery()) {
        while (rows.next()) {
          rows.getLong(1);
          rows.getDouble(2);
          count++;
        }
      }
      commit();
      return count;
    }

    /** Ends the statement's transaction on the SQL peers, whose connections do not auto-commit. */
    private void commit() throws SQLException {
      if (dialect.transactional()) {
        connection.commit();
      }
    }

    @Override
    public void close() throws SQLException {
      connection.close();
    }
  }
}
