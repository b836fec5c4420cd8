package io.wcs.engine.cql.restrictions;

import io.wcs.engine.types.CqlType;
import io.wcs.engine.types.ListType;
import io.wcs.engine.types.MapType;
import io.wcs.engine.types.SetType;
import java.util.List;

/** How CONTAINS and CONTAINS KEY read a collection value split by {@link SerializedValues}. */
final class CollectionTypes {
  private CollectionTypes() {}

  /** The element type a CONTAINS value has for this collection, or null if not a collection. */
  static CqlType containedType(CqlType type) {
    if (type instanceof ListType l) {
      return l.element();
    }
    if (type instanceof SetType s) {
      return s.element();
    }
    if (type instanceof MapType m) {
      return m.value();
    }
    return null;
  }

  static Parts partsOf(CqlType type) {
    return new Parts(type instanceof MapType m ? m.key() : null, containedType(type));
  }

  /** The components of a collection value: elements, or map keys and values alternating. */
  record Parts(CqlType keyType, CqlType valueType) {
    int perElement() {
      return keyType == null ? 1 : 2;
    }

    boolean containsValue(List<byte[]> components, byte[] value) {
      for (int i = perElement() - 1; i < components.size(); i += perElement()) {
        if (valueType.compare(components.get(i), value) == 0) {
          return true;
        }
      }
      return false;
    }

    /** The map value of {@code key}, or null. */
    byte[] valueOfKey(List<byte[]> components, byte[] key) {
      for (int i = 0; i + 1 < components.size(); i += 2) {
        if (keyType.compare(components.get(i), key) == 0) {
          return components.get(i + 1);
        }
      }
      return null;
    }
  }
}
