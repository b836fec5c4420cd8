package io.wcs.engine.cql;

import java.util.List;
import java.util.function.Supplier;

/**
 * The clients connected to this node, as {@code system_views.clients} lists them: none for an
 * embedded database (its JDBC connections are not native-protocol clients), those of the server
 * serving it once one says so. Thread-safe.
 */
public final class NodeClients {
  private volatile Supplier<List<ConnectedClient>> source = List::of;

  public List<ConnectedClient> get() {
    return source.get();
  }

  /** Lists the clients {@code connected} gives; a server sets it when it starts. */
  public void set(Supplier<List<ConnectedClient>> connected) {
    source = connected;
  }
}
