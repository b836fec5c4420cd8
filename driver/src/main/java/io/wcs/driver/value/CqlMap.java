package io.wcs.driver.value;

import io.wcs.engine.types.CqlType;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A map as {@code getObject} returns it: unmodifiable, iterating in Cassandra's order of the keys,
 * and printed by {@link #toString} as its CQL literal ({@code {'a': 1}}) rather than Java's {@code
 * {a=1}}, which is what a tool such as DBeaver shows for a column of JDBC type OTHER. Equal to any
 * {@link Map} with equal entries.
 */
final class CqlMap extends AbstractMap<Object, Object> {

  private final CqlType type;
  private final Map<Object, Object> entries;

  /** {@code entries} iterate in Cassandra's key order; the map keeps that order. */
  CqlMap(CqlType type, LinkedHashMap<Object, Object> entries) {
    this.type = type;
    this.entries = Collections.unmodifiableMap(entries);
  }

  @Override
  public Set<Entry<Object, Object>> entrySet() {
    return entries.entrySet();
  }

  @Override
  public Object get(Object key) {
    return entries.get(key);
  }

  @Override
  public boolean containsKey(Object key) {
    return entries.containsKey(key);
  }

  @Override
  public String toString() {
    return CqlLiterals.format(type, this);
  }
}
