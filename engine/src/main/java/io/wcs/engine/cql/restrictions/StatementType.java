package io.wcs.engine.cql.restrictions;

/** The statements a WHERE clause belongs to, with what each allows (Cassandra's rules). */
public enum StatementType {
  SELECT,
  UPDATE,
  DELETE;

  boolean allowsPartitionKeyRanges() {
    return this == SELECT;
  }

  boolean allowsClusteringSlices() {
    return this != UPDATE;
  }

  boolean allowsNonPrimaryKeyColumns() {
    return this == SELECT;
  }
}
