package io.wcs.driver.value;

import io.wcs.engine.types.CqlType;
import java.util.AbstractList;
import java.util.List;

/**
 * A list or vector as {@code getObject} returns it: unmodifiable, and printed by {@link #toString}
 * as its CQL literal ({@code ['a', 'b']}), so tools that show a value's text show CQL rather than
 * Java's {@code [a, b]}. Equal to any {@link List} with equal elements.
 */
final class CqlList extends AbstractList<Object> {

  private final CqlType type;
  private final List<Object> elements;

  CqlList(CqlType type, List<Object> elements) {
    this.type = type;
    this.elements = elements;
  }

  @Override
  public Object get(int index) {
    return elements.get(index);
  }

  @Override
  public int size() {
    return elements.size();
  }

  @Override
  public String toString() {
    return CqlLiterals.format(type, this);
  }
}
