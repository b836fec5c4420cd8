package io.wcs.engine.cql;

import java.net.InetAddress;
import java.net.InetSocketAddress;

/**
 * Where clients reach this node's native protocol, as {@code system.local} reports it ({@code
 * rpc_address}, {@code rpc_port}, {@code broadcast_address}, {@code listen_address}): the loopback
 * address and Cassandra's port 9042 for an embedded database, until a server says where it listens.
 * A server on a wildcard address keeps loopback: it cannot know which of the machine's addresses
 * its clients use. Thread-safe.
 */
public final class NodeAddress {
  static final int DEFAULT_PORT = 9042;

  // Null until a server sets it: the loopback default is made when asked for, since initialising
  // InetAddress (its native library, the machine's interfaces) cost every embedded open that never
  // reads system.local.
  private volatile InetSocketAddress address;

  public InetSocketAddress get() {
    InetSocketAddress a = address;
    return a != null ? a : new InetSocketAddress(InetAddress.getLoopbackAddress(), DEFAULT_PORT);
  }

  /** Records where a server listens. */
  public void set(InetSocketAddress listening) {
    InetAddress host =
        listening.getAddress() == null || listening.getAddress().isAnyLocalAddress()
            ? InetAddress.getLoopbackAddress()
            : listening.getAddress();
    address = new InetSocketAddress(host, listening.getPort());
  }
}
