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

  /** One node's connection, opened under the slot's lock so that other nodes' do not wait. */
  private static final class Slot {
    NativeConnection connection;
    long unreachableSince;
    boolean unreachable;
  }

  private final Opener opener;
  private final Map<InetSocketAddress, Slot> slots = new ConcurrentHashMap<>();
  private volatile boolean closed;

  NodeConnections(Opener opener) {
    this.opener = opener;
  }

  /** The open connection to {@code node}, opened now if need be; null if it cannot be reached. */
  NativeConnection to(InetSocketAddress node) {
    Slot slot = slots.computeIfAbsent(node, n -> new Slot());
    synchronized (slot) {
      if (slot.connection != null && slot.connection.isOpen()) {
        return slot.connection;
      }
      if (closed
          || (slot.unreachable && System.nanoTime() - slot.unreachableSince < RETRY_AFTER_NANOS)) {
        return null;
      }
      try {
        slot.connection = opener.open(node);
        slot.unreachable = false;
      } catch (SQLException unreachable) {
        slot.connection = null;
        slot.unreachable = true;
        slot.unreachableSince = System.nanoTime();
        return null;
      }
      if (closed) {
        slot.connection.close();
        return null;
      }
      return slot.connection;
    }
  }

  /** A node reported up again is tried at its next statement, not after the wait. */
  void upAgain(InetSocketAddress node) {
    Slot slot = slots.get(node);
    if (slot != null) {
      synchronized (slot) {
        slot.unreachable = false;
      }
    }
  }

  @Override
  public void close() {
    closed = true;
    for (Slot slot : slots.values()) {
      synchronized (slot) {
        if (slot.connection != null) {
          slot.connection.close();
        }
      }
    }
  }
}
