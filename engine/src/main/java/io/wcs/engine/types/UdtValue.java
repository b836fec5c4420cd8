package io.wcs.engine.types;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An immutable user-defined type value: field name to value, in the type's field order when
 * deserialized. Fields may be null or absent (both mean null).
 */
public final class UdtValue {
  private final Map<String, Object> fields;

  public UdtValue(Map<String, ?> fields) {
    this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
  }

  public Map<String, Object> fields() {
    return fields;
  }

  public Object get(String field) {
    return fields.get(field);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UdtValue other && fields.equals(other.fields);
  }

  @Override
  public int hashCode() {
    return fields.hashCode();
  }

  @Override
  public String toString() {
    return "UdtValue" + fields;
  }
}
