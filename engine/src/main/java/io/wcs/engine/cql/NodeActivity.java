package io.wcs.engine.cql;

/**
 * The activity this node reports: none for an embedded database, the serving server's once it says
 * so. Thread-safe.
 */
public final class NodeActivity {
  private volatile ServerActivity source = ServerActivity.NONE;

  public ServerActivity get() {
    return source;
  }

  /** Reports {@code server}'s activity; a server sets it when it starts. */
  public void set(ServerActivity server) {
    source = server;
  }
}
