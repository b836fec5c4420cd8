package io.wcs.engine.cql;

/**
 * What the engine keeps of one client connection between statements: the keyspace chosen by {@code
 * USE}, and the role the client logged in as. Without a login (every embedded connection, and a
 * server without logins) the client is anonymous, as on a Cassandra node with its default
 * authenticator: no permission is checked, and the role statements are refused. Threading: one
 * connection's statements may come from several threads (JDBC allows it), so both are volatile;
 * statements see the values current when they start.
 */
public final class ClientState {
  private volatile String keyspace;
  private volatile String user;

  public ClientState(String keyspace) {
    this.keyspace = keyspace;
  }

  /** A state for the same client with another keyspace (a PREPARE naming its own). */
  public ClientState withKeyspace(String keyspace) {
    ClientState state = new ClientState(keyspace);
    state.user = user;
    return state;
  }

  /** The keyspace for unqualified names, or null when none was chosen. */
  public String keyspace() {
    return keyspace;
  }

  public void setKeyspace(String keyspace) {
    this.keyspace = keyspace;
  }

  /** The role the client logged in as, or null when it is anonymous. */
  public String user() {
    return user;
  }

  public void logIn(String user) {
    this.user = user;
  }
}
