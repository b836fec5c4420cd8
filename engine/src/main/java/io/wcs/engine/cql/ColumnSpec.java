package io.wcs.engine.cql;

import io.wcs.engine.types.CqlType;

/**
 * A column of a result or a bound variable, as the native protocol's column specification names it.
 * For a selector that is not a plain column, {@code name} is its label (alias or Cassandra's
 * generated name such as {@code writetime(v)}).
 */
public record ColumnSpec(String keyspace, String table, String name, CqlType type) {}
