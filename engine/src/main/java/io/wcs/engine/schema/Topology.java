package io.wcs.engine.schema;

/**
 * Where this node stands, as Cassandra names a single node's place: the one data centre and rack
 * that {@code system.local}, NetworkTopologyStrategy and access by data centre know.
 */
public final class Topology {
  public static final String DATA_CENTER = "datacenter1";
  public static final String RACK = "rack1";

  private Topology() {}
}
