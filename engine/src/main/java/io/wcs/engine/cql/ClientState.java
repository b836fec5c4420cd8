package io.wcs.engine.cql;

/**
 * What the engine keeps of one client connection between statements: the keyspace chosen by {@code
 * USE}. Threading: one connection's statements may come from several threads (JDBC allows it), so
 * the keyspace is volatile; statements see the value current when they start.
 */
public final class ClientState {
  private volatile String keyspace;

  public ClientState(String keyspace) {
    this.keyspace = keyspace;
  }

  /** The keyspace for unqualified names, or null when none was chosen. */
  public String keyspace() {
    return keyspace;
  }

  public void setKeyspace(String keyspace) {
    this.keyspace = keyspace;
  }
}
