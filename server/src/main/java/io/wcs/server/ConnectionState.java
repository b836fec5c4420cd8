package io.wcs.server;

import io.wcs.engine.cql.ClientState;

/**
 * What the server keeps of one client connection: the protocol version its first frame chose,
 * whether STARTUP was accepted and the client logged in (set on the connection's event loop or a
 * request thread, read by both), and the engine's per-client state (the keyspace chosen by USE).
 */
final class ConnectionState {
  private volatile int version;
  private volatile boolean started;
  private volatile boolean loggingIn;
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
    loggingIn = false;
    started = true;
  }

  /** Whether the server asked this client to log in (AUTHENTICATE) and awaits its AUTH_RESPONSE. */
  boolean loggingIn() {
    return loggingIn;
  }

  void awaitLogin() {
    loggingIn = true;
  }

  ClientState client() {
    return client;
  }
}
