package io.wcs.engine.schema;

import io.wcs.engine.error.ConfigurationException;
import io.wcs.engine.error.InvalidRequestException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a keyspace's {@code replication} map as Cassandra 5.0 does (ReplicationParams and the
 * strategies' validateOptions) and returns it as system_schema shows it: the class fully qualified,
 * NetworkTopologyStrategy's {@code replication_factor} expanded to the one data centre. One node
 * stores everything; the factor is kept and shown, and a warning says it exceeds the node count.
 * SimpleStrategy without a factor takes the default one, 1.
 */
final class Replication {
  static final String PACKAGE = "org.apache.cassandra.locator.";
  private static final String SIMPLE = "SimpleStrategy";
  private static final String NETWORK = "NetworkTopologyStrategy";

  /** Cassandra 5.0's default_keyspace_rf: the factor of a SimpleStrategy that names none. */
  private static final String DEFAULT_FACTOR = "1";

  private Replication() {}

  /**
   * Cassandra's first check of a replication map, made before it looks for the keyspace: that it
   * names a strategy class.
   */
  static void checkHasClass(Map<String, String> given) {
    if (!given.containsKey("class")) {
      throw new ConfigurationException("Missing replication strategy class");
    }
  }

  /**
   * The replication a CREATE ({@code previous} empty) or an ALTER ({@code previous} the keyspace's
   * current one) gives the keyspace, as Cassandra 5.0 prepares it. NetworkTopologyStrategy with no
   * data centre takes the previous SimpleStrategy's factor, keeps the previous data centres, or on
   * CREATE the default factor; a {@code replication_factor} fills in the data centres not given,
   * leaving those the keyspace had; a factor of 0 removes its data centre.
   */
  static Map<String, String> normalize(
      String keyspace, Map<String, String> given, Map<String, String> previous) {
    Map<String, String> options = new HashMap<>(given);
    checkHasClass(options);
    String cls = options.remove("class");
    String shortName = cls.startsWith(PACKAGE) ? cls.substring(PACKAGE.length()) : cls;
    Map<String, String> result = new TreeMap<>();
    result.put("class", PACKAGE + shortName);
    switch (shortName) {
      case SIMPLE -> {
        String rf = options.remove("replication_factor");
        unrecognized(options, SIMPLE, keyspace);
        // without a factor, ALTER keeps the one the keyspace had, if it had one of its own
        result.put(
            "replication_factor",
            rf != null ? factor(rf) : previous.getOrDefault("replication_factor", DEFAULT_FACTOR));
      }
      case NETWORK -> {
        String rf = options.remove("replication_factor");
        String dc = options.remove(Topology.DATA_CENTER);
        unrecognized(options, NETWORK, keyspace);
        if (rf == null && dc == null) {
          rf = previous.get("replication_factor");
          dc = previous.get(Topology.DATA_CENTER);
          if (rf == null && dc == null && previous.isEmpty()) {
            rf = DEFAULT_FACTOR;
          }
        } else if (rf != null && dc == null) {
          // auto-expansion leaves the data centres a keyspace had as they were
          dc = previous.get(Topology.DATA_CENTER);
        }
        String factor = dc != null ? factor(dc) : rf != null ? factor(rf) : null;
        if (factor != null && !factor.equals("0")) {
          result.put(Topology.DATA_CENTER, factor);
        }
      }
      case "OldNetworkTopologyStrategy" ->
          throw new ConfigurationException(
              "The support for the OldNetworkTopologyStrategy has been removed in C* version 4.0."
                  + " The keyspace strategy should be switch to NetworkTopologyStrategy");
      case "LocalStrategy" ->
          throw new InvalidRequestException(
              "Unable to use given strategy class: LocalStrategy is reserved for internal use.");
      default ->
          throw new ConfigurationException(
              "Unable to find replication strategy class '" + PACKAGE + shortName + "'");
    }
    return result;
  }

  private static void unrecognized(Map<String, String> left, String strategy, String keyspace) {
    if (!left.isEmpty()) {
      throw new ConfigurationException(
          "Unrecognized strategy option {"
              + String.join(", ", new TreeMap<>(left).keySet())
              + "} passed to "
              + strategy
              + " for keyspace "
              + keyspace);
    }
  }

  /** Replication factors are numbers, optionally {@code full/transient} ("3/1"). */
  private static String factor(String rf) {
    String full = rf.contains("/") ? rf.substring(0, rf.indexOf('/')) : rf;
    int n;
    try {
      n = Integer.parseInt(full);
    } catch (NumberFormatException e) {
      // Cassandra passes on the JDK's message
      throw new ConfigurationException(e.getMessage());
    }
    if (n < 0) {
      throw new ConfigurationException("Replication factor must be non-negative, found " + rf);
    }
    if (rf.contains("/")) {
      throw new ConfigurationException("Transient replication is not enabled on this node");
    }
    return Integer.toString(n);
  }

  /** The replicas of a replication: its factor, or the sum of its data centres' factors. */
  static int replicas(Map<String, String> replication) {
    int replicas = 0;
    for (Map.Entry<String, String> e : replication.entrySet()) {
      if (!e.getKey().equals("class")) {
        replicas += Integer.parseInt(e.getValue());
      }
    }
    return replicas;
  }

  /** Cassandra's client warnings when a factor exceeds the node count (here: one node). */
  static List<String> warnings(String keyspace, Map<String, String> replication) {
    boolean simple = replication.get("class").equals(PACKAGE + SIMPLE);
    List<String> warnings = new ArrayList<>();
    for (Map.Entry<String, String> e : replication.entrySet()) {
      String option = e.getKey();
      String value = e.getValue();
      if (!option.equals("class") && Integer.parseInt(value) > 1) {
        warnings.add(
            "Your replication factor "
                + value
                + " for keyspace "
                + keyspace
                + " is higher than the number of nodes 1"
                + (simple ? "" : " for datacenter " + option));
      }
    }
    return warnings;
  }
}
