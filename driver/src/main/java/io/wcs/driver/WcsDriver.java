package io.wcs.driver;

import io.wcs.driver.error.SqlExceptions;
import io.wcs.driver.remote.ConnectOptions;
import io.wcs.driver.remote.Credentials;
import io.wcs.driver.remote.RemoteSession;
import io.wcs.driver.remote.TlsContexts;
import io.wcs.driver.session.EmbeddedDatabases;
import io.wcs.driver.session.EmbeddedSession;
import io.wcs.driver.session.Session;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Objects;
import java.util.Properties;
import java.util.logging.Logger;
import javax.net.ssl.SSLContext;

/**
 * The {@code jdbc:wcs:} driver, found by {@link DriverManager} through {@code
 * META-INF/services/java.sql.Driver} and registered when this class loads. URLs and parameters are
 * described on {@link ConnectionUrl} and {@link WcsProperty}. Embedded connections to the same
 * database share one engine ({@link EmbeddedDatabases}); remote URLs open a {@link RemoteSession}
 * on a WCS server or a Cassandra node. Thread-safe.
 */
public final class WcsDriver implements Driver {

  static final int MAJOR_VERSION = 0;
  static final int MINOR_VERSION = 1;

  private static final EmbeddedDatabases DATABASES = new EmbeddedDatabases(new DatabaseOpener());

  static {
    try {
      DriverManager.registerDriver(new WcsDriver());
    } catch (SQLException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private final EmbeddedDatabases databases;

  public WcsDriver() {
    this(DATABASES);
  }

  /** A driver over its own engines (tests use this to count what opens and closes). */
  WcsDriver(EmbeddedDatabases databases) {
    this.databases = databases;
  }

  /** Opens a connection, or answers null for a URL that is not {@code jdbc:wcs:}. */
  @Override
  public Connection connect(String url, Properties info) throws SQLException {
    if (!acceptsURL(url)) {
      return null;
    }
    ConnectionUrl parsed = ConnectionUrl.parse(url, info);
    Session session = open(parsed);
    String keyspace = parsed.properties().get(WcsProperty.KEYSPACE);
    WcsConnection connection = new WcsConnection(session, parsed);
    if (keyspace != null) {
      try {
        connection.use(keyspace);
      } catch (SQLException e) {
        connection.close();
        throw e;
      }
    }
    return connection;
  }

  private Session open(ConnectionUrl url) throws SQLException {
    return switch (url.kind()) {
      case MEM -> new EmbeddedSession(databases.memory(url.location(), url.properties()));
      case FILE ->
          new EmbeddedSession(databases.directory(Path.of(url.location()), url.properties()));
      case REMOTE -> remote(url);
    };
  }

  /** A session on the URL's hosts over the native protocol. */
  private static Session remote(ConnectionUrl url) throws SQLException {
    ConnectionProperties properties = url.properties();
    SSLContext tls =
        properties.getBoolean(WcsProperty.SSL)
            ? TlsContexts.client(
                properties.get(WcsProperty.SSL_TRUST_STORE),
                properties.get(WcsProperty.SSL_TRUST_STORE_PASSWORD),
                properties.get(WcsProperty.SSL_KEY_STORE),
                properties.get(WcsProperty.SSL_KEY_STORE_PASSWORD))
            : null;
    String user = properties.get(WcsProperty.USER);
    Credentials credentials =
        user == null
            ? null
            : new Credentials(
                user, Objects.requireNonNullElse(properties.get(WcsProperty.PASSWORD), ""));
    return RemoteSession.connect(
        url.hosts(),
        new ConnectOptions(
            properties.getInt(WcsProperty.CONNECT_TIMEOUT),
            properties.getInt(WcsProperty.HEARTBEAT_INTERVAL),
            credentials,
            properties.get(WcsProperty.COMPRESSION).equals("lz4"),
            tls));
  }

  @Override
  public boolean acceptsURL(String url) {
    return ConnectionUrl.accepts(url);
  }

  /**
   * Every parameter with its description, allowed values and the value this URL and these
   * Properties give it (the default when they give none, or when they cannot be parsed).
   */
  @Override
  public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) {
    ConnectionProperties given = null;
    if (acceptsURL(url)) {
      try {
        given = ConnectionUrl.parse(url, info).properties();
      } catch (SQLException e) {
        given = null;
      }
    }
    WcsProperty[] all = WcsProperty.values();
    DriverPropertyInfo[] out = new DriverPropertyInfo[all.length];
    for (int i = 0; i < all.length; i++) {
      String value = given != null ? given.get(all[i]) : all[i].defaultValue();
      out[i] = all[i].info(all[i].isSecret() ? null : value);
    }
    return out;
  }

  @Override
  public int getMajorVersion() {
    return MAJOR_VERSION;
  }

  @Override
  public int getMinorVersion() {
    return MINOR_VERSION;
  }

  /** No: CQL is not SQL-92 entry level, which JDBC compliance requires. */
  @Override
  public boolean jdbcCompliant() {
    return false;
  }

  /** WCS logs through System.Logger, not java.util.logging. */
  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    throw (SQLFeatureNotSupportedException)
        SqlExceptions.notSupported("java.util.logging (WCS logs through System.Logger)");
  }
}
