package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import java.sql.SQLException;
import javax.sql.ConnectionPoolDataSource;
import javax.sql.PooledConnection;
import javax.sql.PooledConnectionBuilder;

/**
 * The {@link ConnectionPoolDataSource} of WCS, for pool managers that keep physical connections
 * themselves (application servers): configured as {@link WcsDataSource}, each {@link
 * #getPooledConnection} opens one physical connection ({@link WcsPooledConnection}). Thread-safe.
 */
public class WcsConnectionPoolDataSource extends WcsDataSource implements ConnectionPoolDataSource {

  @Override
  public PooledConnection getPooledConnection() throws SQLException {
    return new WcsPooledConnection(connect(getUser(), getPassword()));
  }

  @Override
  public PooledConnection getPooledConnection(String user, String password) throws SQLException {
    return new WcsPooledConnection(connect(user, password));
  }

  @Override
  public PooledConnectionBuilder createPooledConnectionBuilder() throws SQLException {
    throw SqlExceptions.notSupported("pooled connection builders (use getPooledConnection)");
  }
}
