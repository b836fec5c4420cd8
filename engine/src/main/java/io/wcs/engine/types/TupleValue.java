package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** An immutable tuple value; fields may be null, and trailing fields may be left out. */
public final class TupleValue {
  private final List<Object> values;

  public TupleValue(List<?> values) {
    this.values = Collections.unmodifiableList(new ArrayList<>(values));
  }

  public static TupleValue of(Object... values) {
    return new TupleValue(Arrays.asList(values));
  }

  public List<Object> values() {
    return values;
  }

  public Object get(int index) {
    return values.get(index);
  }

  public int size() {
    return values.size();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TupleValue other && values.equals(other.values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  @Override
  public String toString() {
    return "TupleValue" + values;
  }
}
