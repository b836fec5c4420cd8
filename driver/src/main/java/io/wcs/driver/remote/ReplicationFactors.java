package io.wcs.driver.remote;

import java.util.HashMap;
import java.util.Map;

/**
 * How many replicas a keyspace keeps, as {@code system_schema.keyspaces.replication} says: under
 * SimpleStrategy a number for the whole ring, under NetworkTopologyStrategy one for each data
 * centre. A factor may be written {@code "3/1"} (three replicas, one of them transient): every
 * replica counts, as each takes the partition's statements. The engine's {@code
 * io.wcs.engine.schema.Replication} checks and normalises the map a CREATE or ALTER KEYSPACE gives;
 * this reads the normalised map a node reports, of any number of data centres.
 *
 * @param simple the SimpleStrategy factor, or 0 under NetworkTopologyStrategy
 * @param perDatacenter the NetworkTopologyStrategy factors (empty under SimpleStrategy)
 */
record ReplicationFactors(int simple, Map<String, Integer> perDatacenter) {
  private static final String SIMPLE = "SimpleStrategy";
  private static final String NETWORK_TOPOLOGY = "NetworkTopologyStrategy";

  ReplicationFactors {
    perDatacenter = Map.copyOf(perDatacenter);
  }

  /**
   * The replication a keyspace's options describe; null for a strategy the driver does not place
   * replicas by (LocalStrategy, a custom one) or options it cannot read.
   */
  static ReplicationFactors of(Map<String, String> options) {
    String strategy = options.get("class");
    if (strategy == null) {
      return null;
    }
    String name = strategy.substring(strategy.lastIndexOf('.') + 1);
    try {
      if (name.equals(SIMPLE)) {
        String factor = options.get("replication_factor");
        int replicas = factor == null ? 0 : factor(factor);
        return replicas == 0 ? null : new ReplicationFactors(replicas, Map.of());
      }
      if (name.equals(NETWORK_TOPOLOGY)) {
        Map<String, Integer> factors = new HashMap<>();
        for (Map.Entry<String, String> option : options.entrySet()) {
          if (!option.getKey().equals("class")) {
            factors.put(option.getKey(), factor(option.getValue()));
          }
        }
        return new ReplicationFactors(0, factors);
      }
    } catch (NumberFormatException unreadable) {
      return null;
    }
    return null;
  }

  /** Whether the factor counts replicas over the whole ring rather than per data centre. */
  boolean isSimple() {
    return simple > 0;
  }

  /** The replicas the keyspace keeps in {@code datacenter} under NetworkTopologyStrategy. */
  int factorIn(String datacenter) {
    return perDatacenter.getOrDefault(datacenter, 0);
  }

  private static int factor(String written) {
    int slash = written.indexOf('/');
    return Integer.parseInt((slash < 0 ? written : written.substring(0, slash)).trim());
  }
}
