package io.wcs.server;

import io.wcs.engine.cql.ClientState;

/**
 * What the server keeps of one client connection: the protocol version its first frame chose, and
 * whether STARTUP was accepted (both set on the connection's event loop, read by request threads
 * after it), and the engine's per-client state (the keyspace chosen by USE).
 */
final class ConnectionState {
  private volatile int version;
  private volatile boolean started;
  private final ClientState client = new ClientState(null);

  /** The connection's version, or 0 before its first frame. */
  int version() {
    return version;
  }

  void setVersion(int version) {
    this.version = version;
  }

  boolean started() {
    return started;
  }

  void start() {
    started = true;
  }

  ClientState client() {
    return client;
  }
}
