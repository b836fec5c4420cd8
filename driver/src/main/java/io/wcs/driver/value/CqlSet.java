package io.wcs.driver.value;

import io.wcs.engine.types.CqlType;
import java.util.AbstractSet;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A set as {@code getObject} returns it: unmodifiable, iterating in Cassandra's order of the
 * element type, and printed by {@link #toString} as its CQL literal ({@code {1, 2}}). Equal to any
 * {@link Set} with equal elements.
 */
final class CqlSet extends AbstractSet<Object> {

  private final CqlType type;
  private final Set<Object> elements;

  /** {@code elements} iterate in Cassandra's order; the set keeps that order. */
  CqlSet(CqlType type, LinkedHashSet<Object> elements) {
    this.type = type;
    this.elements = Collections.unmodifiableSet(elements);
  }

  @Override
  public Iterator<Object> iterator() {
    return elements.iterator();
  }

  @Override
  public int size() {
    return elements.size();
  }

  @Override
  public boolean contains(Object o) {
    return elements.contains(o);
  }

  @Override
  public String toString() {
    return CqlLiterals.format(type, this);
  }
}
