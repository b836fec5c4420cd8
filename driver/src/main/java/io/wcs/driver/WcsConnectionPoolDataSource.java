package io.wcs.driver;

import java.sql.SQLException;
import javax.sql.ConnectionPoolDataSource;
import javax.sql.PooledConnection;

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
}
