package io.wcs.it.server;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.server.ServerOptions;
import io.wcs.server.WcsServer;
import java.net.InetSocketAddress;

/**
 * A WCS server on a free loopback port over an in-memory database of its own, for the tests that
 * connect real clients to it. Closing it stops the server, then the database.
 */
public final class RunningServer implements AutoCloseable {
  private static final InetSocketAddress LOOPBACK = new InetSocketAddress("127.0.0.1", 0);

  private final Database database;
  private final ServerOptions serverOptions;
  private volatile WcsServer server;

  private RunningServer(Database database, ServerOptions serverOptions, WcsServer server) {
    this.database = database;
    this.serverOptions = serverOptions;
    this.server = server;
  }

  public static RunningServer start(String name) throws Exception {
    return start(name, DatabaseOptions.DEFAULT, 5);
  }

  /**
   * @param highestVersion the highest native protocol version the server speaks (4 or 5)
   */
  public static RunningServer start(String name, DatabaseOptions options, int highestVersion)
      throws Exception {
    return start(name, options, ServerOptions.DEFAULT.withHighestVersion(highestVersion));
  }

  /** A server started with {@code serverOptions} (users, TLS) on an in-memory database. */
  public static RunningServer start(String name, ServerOptions serverOptions) throws Exception {
    return start(name, DatabaseOptions.DEFAULT, serverOptions);
  }

  private static RunningServer start(
      String name, DatabaseOptions options, ServerOptions serverOptions) throws Exception {
    Database database = Database.inMemory(name, options);
    try {
      WcsServer server = WcsServer.start(database, LOOPBACK, serverOptions);
      database.nodeAddress().set(server.address());
      return new RunningServer(database, serverOptions, server);
    } catch (Exception e) {
      database.close();
      throw e;
    }
  }

  public InetSocketAddress address() {
    return server.address();
  }

  /** {@code jdbc:wcs://127.0.0.1:PORT/} followed by {@code rest} (a keyspace, parameters). */
  public String url(String rest) {
    return "jdbc:wcs://127.0.0.1:" + address().getPort() + "/" + rest;
  }

  /** Stops the server only: its clients see it go away; the database stays until {@link #close}. */
  public void stopServer() throws InterruptedException {
    server.close();
  }

  /**
   * Starts the server again on the same port and database, after {@link #stopServer}: what its
   * clients see of a server's restart.
   */
  public void restartServer() throws Exception {
    server = WcsServer.start(database, server.address(), serverOptions);
  }

  @Override
  public void close() throws Exception {
    try {
      server.close();
    } finally {
      database.close();
    }
  }
}
