package io.wcs.engine.cql;

import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ThreadPoolExecutor;

/**
 * This node's thread pools by Cassandra's names, as {@code system_views.thread_pools} lists them:
 * the storage engine's, and a server's request pool while it serves. Thread-safe.
 */
public final class NodeThreadPools {
  private final Map<String, ThreadPoolExecutor> pools = new ConcurrentSkipListMap<>();

  public void register(String name, ThreadPoolExecutor pool) {
    pools.put(name, pool);
  }

  public void unregister(String name) {
    pools.remove(name);
  }

  /** The pools, by name. */
  Map<String, ThreadPoolExecutor> all() {
    return pools;
  }
}
