package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.error.WcsSqlState;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.ConnectionBuilder;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.ShardingKeyBuilder;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A {@link DataSource} for {@code jdbc:wcs:} URLs, configured as a bean: {@code url} (required),
 * {@code user}, {@code password}, and the WCS parameters most set outside the URL ({@code
 * keyspace}, {@code fetchSize}, {@code queryTimeout}); any other parameter goes in the URL. Bean
 * properties win over the same parameters in the URL. Pools that build a data source by class name
 * (HikariCP's {@code dataSourceClassName}) set these properties by reflection.
 *
 * <p>Thread-safe: the properties are volatile, and each {@link #getConnection} reads them once.
 */
public class WcsDataSource implements DataSource, WrapsNothing {

  private final WcsDriver driver = new WcsDriver();
  private volatile String url;
  private volatile String user;
  private volatile String password;
  private volatile String keyspace;
  private volatile Integer fetchSize;
  private volatile Integer queryTimeout;
  private volatile int loginTimeout;
  private volatile PrintWriter logWriter;

  @Override
  public Connection getConnection() throws SQLException {
    return getConnection(user, password);
  }

  @Override
  public Connection getConnection(String username, String password) throws SQLException {
    return connect(username, password);
  }

  /** A new connection with the bean's properties and these credentials. */
  WcsConnection connect(String username, String secret) throws SQLException {
    String target = url;
    if (target == null) {
      throw WcsSqlState.CONNECTION_REFUSED.exception(
          "WcsDataSource has no url: set it to jdbc:wcs:mem:NAME, jdbc:wcs:file:PATH or"
              + " jdbc:wcs://host[:port]/");
    }
    if (!ConnectionUrl.accepts(target)) {
      throw WcsSqlState.CONNECTION_REFUSED.exception(
          "WcsDataSource url must start with "
              + ConnectionUrl.PREFIX
              + ", got '"
              + ConnectionUrl.withoutParameters(target)
              + "'");
    }
    Properties info = new Properties();
    put(info, WcsProperty.USER, username);
    put(info, WcsProperty.PASSWORD, secret);
    put(info, WcsProperty.KEYSPACE, keyspace);
    put(info, WcsProperty.FETCH_SIZE, fetchSize);
    put(info, WcsProperty.QUERY_TIMEOUT, queryTimeout);
    return (WcsConnection) driver.connect(target, info);
  }

  private static void put(Properties info, WcsProperty property, Object value) {
    if (value != null) {
      info.setProperty(property.propertyName(), value.toString());
    }
  }

  public String getUrl() {
    return url;
  }

  public void setUrl(String url) {
    this.url = url;
  }

  public String getUser() {
    return user;
  }

  public void setUser(String user) {
    this.user = user;
  }

  /** Write-only in spirit: there is a getter for bean tools, and toString never shows it. */
  public String getPassword() {
    return password;
  }

  public void setPassword(String password) {
    this.password = password;
  }

  public String getKeyspace() {
    return keyspace;
  }

  public void setKeyspace(String keyspace) {
    this.keyspace = keyspace;
  }

  public Integer getFetchSize() {
    return fetchSize;
  }

  public void setFetchSize(Integer fetchSize) {
    this.fetchSize = fetchSize;
  }

  public Integer getQueryTimeout() {
    return queryTimeout;
  }

  public void setQueryTimeout(Integer queryTimeout) {
    this.queryTimeout = queryTimeout;
  }

  /** Kept and reported back: an embedded connection opens without waiting on a network. */
  @Override
  public void setLoginTimeout(int seconds) {
    this.loginTimeout = seconds;
  }

  @Override
  public int getLoginTimeout() {
    return loginTimeout;
  }

  /** Kept and reported back; WCS logs through System.Logger, never to this writer. */
  @Override
  public void setLogWriter(PrintWriter out) {
    this.logWriter = out;
  }

  @Override
  public PrintWriter getLogWriter() {
    return logWriter;
  }

  // The JDBC 4.3 builders: JDBC's defaults refuse them too, but without a SQLState.

  @Override
  public ShardingKeyBuilder createShardingKeyBuilder() throws SQLException {
    throw SqlExceptions.notSupported("sharding keys (partition keys route each statement)");
  }

  @Override
  public ConnectionBuilder createConnectionBuilder() throws SQLException {
    throw SqlExceptions.notSupported("connection builders (use getConnection)");
  }

  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    throw (SQLFeatureNotSupportedException)
        SqlExceptions.notSupported("java.util.logging (WCS logs through System.Logger)");
  }

  @Override
  public String toString() {
    String target = url == null ? "no url" : ConnectionUrl.withoutParameters(url);
    return getClass().getSimpleName()
        + "["
        + target
        + (user == null ? "" : ", user=" + user)
        + (password == null ? "" : ", password=***")
        + "]";
  }
}
