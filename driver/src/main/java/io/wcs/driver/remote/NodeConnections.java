package io.wcs.driver.remote;

import java.net.InetSocketAddress;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The connections a session opens to the nodes it routes statements to, one a node, opened at the
 * first statement for it. A node that cannot be reached is not tried again for {@link
 * #RETRY_AFTER_NANOS}: meanwhile its statements go to the session's own connection, whose node
 * coordinates them as any node can.
 *
 * <p>Thread-safe.
 */
final class NodeConnections implements AutoCloseable {
  static final long RETRY_AFTER_NANOS = 30_000_000_000L;

  /** Opens a connection to a node, ready for statements. */
  @FunctionalInterface
  interface Opener {
    NativeConnection open(InetSocketAddress address) throws SQLException;
  }

  private final Opener opener;
  private final Map<InetSocketAddress, NativeConnection> open = new ConcurrentHashMap<>();
  private final Map<InetSocketAddress, Long> unreachableSince = new ConcurrentHashMap<>();
  private volatile boolean closed;

  NodeConnections(Opener opener) {
    this.opener = opener;
  }

  /** The open connection to {@code node}, opened now if need be; null if it cannot be reached. */
  NativeConnection to(InetSocketAddress node) {
    NativeConnection connection = open.get(node);
    if (connection != null && connection.isOpen()) {
      return connection;
    }
    synchronized (this) {
      connection = open.get(node);
      if (connection != null && connection.isOpen()) {
        return connection;
      }
      Long failed = unreachableSince.get(node);
      if (closed || (failed != null && System.nanoTime() - failed < RETRY_AFTER_NANOS)) {
        return null;
      }
      try {
        connection = opener.open(node);
      } catch (SQLException unreachable) {
        unreachableSince.put(node, System.nanoTime());
        return null;
      }
      unreachableSince.remove(node);
      open.put(node, connection);
      return connection;
    }
  }

  @Override
  public synchronized void close() {
    closed = true;
    for (NativeConnection connection : open.values()) {
      connection.close();
    }
    open.clear();
  }
}
