package io.wcs.driver.value;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import io.wcs.engine.types.TupleType;
import io.wcs.engine.types.TupleValue;
import io.wcs.engine.types.UdtValue;
import io.wcs.engine.types.UserType;
import io.wcs.engine.types.VectorType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Turns a value as the engine deserializes it into the value {@code getObject} shows: lists and
 * vectors become {@link CqlList}, sets {@link CqlSet}, maps {@link CqlMap}, tuples and UDTs {@link
 * CqlStruct}, recursively. Native values stay the engine's classes (String, Integer, Instant,
 * LocalDate, LocalTime, ByteBuffer, UUID, InetAddress, CqlDuration, ...): inside a collection they
 * must compare and hash by value, which {@code byte[]} and {@code java.sql.Timestamp} do not do
 * well. Stateless.
 */
final class JavaValues {

  private JavaValues() {}

  /** The value (null stays null) as it appears inside a collection or struct. */
  static Object of(CqlType type, Object value) {
    if (value == null) {
      return null;
    }
    if (type instanceof ListType list) {
      return new CqlList(type, elements(list.element(), (Collection<?>) value));
    }
    if (type instanceof VectorType vector) {
      return new CqlList(type, elements(vector.element(), (Collection<?>) value));
    }
    if (type instanceof SetType set) {
      return new CqlSet(type, new LinkedHashSet<>(elements(set.element(), (Collection<?>) value)));
    }
    if (type instanceof MapType map) {
      LinkedHashMap<Object, Object> entries = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        entries.put(of(map.key(), e.getKey()), of(map.value(), e.getValue()));
      }
      return new CqlMap(type, entries);
    }
    if (type instanceof TupleType tuple) {
      return tuple(tuple, (TupleValue) value);
    }
    if (type instanceof UserType udt) {
      return udt(udt, (UdtValue) value);
    }
    return value;
  }

  private static List<Object> elements(CqlType element, Collection<?> values) {
    List<Object> out = new ArrayList<>(values.size());
    for (Object v : values) {
      out.add(of(element, v));
    }
    return out;
  }

  /** Trailing fields a tuple value left out are null attributes. */
  private static CqlStruct tuple(TupleType type, TupleValue value) {
    Object[] attributes = new Object[type.types().size()];
    for (int i = 0; i < value.size() && i < attributes.length; i++) {
      attributes[i] = of(type.types().get(i), value.get(i));
    }
    return new CqlStruct(type, attributes);
  }

  private static CqlStruct udt(UserType type, UdtValue value) {
    Object[] attributes = new Object[type.fieldNames().size()];
    for (int i = 0; i < attributes.length; i++) {
      attributes[i] = of(type.fieldTypes().get(i), value.get(type.fieldNames().get(i)));
    }
    return new CqlStruct(type, attributes);
  }
}
