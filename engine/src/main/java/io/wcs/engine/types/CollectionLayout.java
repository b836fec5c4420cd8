package io.wcs.engine.types;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The serialized form of lists, sets and maps and what they share: a 4-byte element count, then
 * each element as a 4-byte length and its bytes (a map entry is its key then its value). Elements
 * are handled here as a flat list of components, component {@code i} having type {@code typeAt(i)}.
 *
 * <p>Ordered component by component, then shorter first, as Cassandra orders frozen collections.
 * Byte-comparable layout: each component as {@link #NEXT} followed by its encoding, or {@link
 * #EMPTY} alone for an {@link CqlType#isEmptyValue empty value} (which sorts before the others),
 * then {@link #END}. Marker values are on disk: never renumber.
 */
final class CollectionLayout {
  static final int END = 0x20;
  static final int EMPTY = 0x3F;
  static final int NEXT = 0x40;

  private CollectionLayout() {}

  static List<byte[]> read(byte[] bytes, int componentsPerElement, String typeName) {
    return read(bytes, componentsPerElement, typeName, false);
  }

  /** The components of a serialized value, null for a component of length -1 if nullsAllowed. */
  static List<byte[]> read(
      byte[] bytes, int componentsPerElement, String typeName, boolean nullsAllowed) {
    ValueReader in = new ValueReader(bytes, typeName);
    int count = in.readInt();
    if (count < 0) {
      throw new InvalidValueException("negative element count " + count + " in a " + typeName);
    }
    List<byte[]> components = new ArrayList<>(Math.min(count, 1024) * componentsPerElement);
    for (long i = 0; i < (long) count * componentsPerElement; i++) {
      byte[] component = in.readSized();
      if (component == null && !nullsAllowed) {
        throw new InvalidValueException("null element in a " + typeName + " value");
      }
      components.add(component);
    }
    in.expectEnd();
    return components;
  }

  /** Validates each component (none null) with its type, as the types' {@code validate} do. */
  static void validate(List<byte[]> components, IntFunction<CqlType> typeAt) {
    for (int i = 0; i < components.size(); i++) {
      typeAt.apply(i).validate(components.get(i));
    }
  }

  /** The serialized value; a null component (only in a selection's list) has length -1. */
  static byte[] write(List<byte[]> components, int componentsPerElement) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    writeInt(out, components.size() / componentsPerElement);
    for (byte[] c : components) {
      if (c == null) {
        writeInt(out, -1);
        continue;
      }
      writeInt(out, c.length);
      out.write(c, 0, c.length);
    }
    return out.toByteArray();
  }

  /** The serialized elements of a list or set value, refusing null elements. */
  static List<byte[]> serializeElements(
      Collection<?> values, CqlType elementType, String typeName) {
    List<byte[]> elements = new ArrayList<>(values.size());
    for (Object e : values) {
      if (e == null) {
        throw new InvalidValueException("null elements are not allowed in a " + typeName);
      }
      elements.add(elementType.serialize(e));
    }
    return elements;
  }

  /** Compares two serialized values of a collection type. */
  static int compare(
      byte[] a, byte[] b, int componentsPerElement, IntFunction<CqlType> typeAt, String typeName) {
    return compare(
        read(a, componentsPerElement, typeName), read(b, componentsPerElement, typeName), typeAt);
  }

  static int compare(List<byte[]> a, List<byte[]> b, IntFunction<CqlType> typeAt) {
    int common = Math.min(a.size(), b.size());
    for (int i = 0; i < common; i++) {
      int c = typeAt.apply(i).compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  static void writeComparable(
      List<byte[]> components, IntFunction<CqlType> typeAt, ComparableWriter out) {
    for (int i = 0; i < components.size(); i++) {
      CqlType type = typeAt.apply(i);
      byte[] component = components.get(i);
      if (type.isEmptyValue(component)) {
        out.write(EMPTY);
      } else {
        out.write(NEXT);
        type.writeComparable(component, out);
      }
    }
    out.write(END);
  }

  static List<byte[]> readComparable(ComparableReader in, IntFunction<CqlType> typeAt) {
    List<byte[]> components = new ArrayList<>();
    for (int marker = in.read(); marker != END; marker = in.read()) {
      if (marker == EMPTY) {
        components.add(new byte[0]);
      } else if (marker == NEXT) {
        components.add(typeAt.apply(components.size()).readComparable(in));
      } else {
        throw new InvalidValueException(
            "malformed byte-comparable collection: marker 0x" + Integer.toHexString(marker));
      }
    }
    return components;
  }

  static boolean isByteComparable(CqlType... componentTypes) {
    for (CqlType t : componentTypes) {
      if (!t.isByteComparable()) {
        return false;
      }
    }
    return true;
  }

  static void writeInt(ByteArrayOutputStream out, int v) {
    out.write(v >>> 24);
    out.write(v >>> 16);
    out.write(v >>> 8);
    out.write(v);
  }
}
