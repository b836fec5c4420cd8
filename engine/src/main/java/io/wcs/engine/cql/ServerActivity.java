package io.wcs.engine.cql;

import java.util.List;

/**
 * What a server serving a database reports of its work, as {@code system_views} lists it: the
 * clients connected over the native protocol and the requests running on its behalf.
 * Implementations are thread-safe.
 */
public interface ServerActivity {
  /** No server: an embedded database's JDBC connections are not native-protocol clients. */
  ServerActivity NONE =
      new ServerActivity() {
        @Override
        public List<ConnectedClient> clients() {
          return List.of();
        }

        @Override
        public List<RunningQuery> queries() {
          return List.of();
        }
      };

  List<ConnectedClient> clients();

  List<RunningQuery> queries();
}
