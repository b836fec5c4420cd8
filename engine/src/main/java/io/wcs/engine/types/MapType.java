package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code map<key, value>}, frozen or not. Java value: a {@link Map} without null keys or values;
 * deserialized maps iterate in key order. Serialized entries are always sorted by key, keys
 * distinct (the last one given wins).
 */
public record MapType(CqlType key, CqlType value, boolean frozen) implements CollectionType {

  @Override
  public String unfrozenName() {
    return "map<" + key.cqlName() + ", " + value.cqlName() + ">";
  }

  @Override
  public String toString() {
    return cqlName();
  }

  @Override
  public CqlType freeze() {
    return new MapType(key.freeze(), value.freeze(), true);
  }

  @Override
  public byte[] serialize(Object javaValue) {
    if (!(javaValue instanceof Map<?, ?> map)) {
      throw NativeCodec.wrongClass(cqlName(), Map.class, javaValue);
    }
    List<byte[][]> entries = new ArrayList<>(map.size());
    for (Map.Entry<?, ?> e : map.entrySet()) {
      if (e.getKey() == null || e.getValue() == null) {
        throw new InvalidValueException("null keys and values are not allowed in a " + cqlName());
      }
      entries.add(new byte[][] {key.serialize(e.getKey()), value.serialize(e.getValue())});
    }
    return CollectionLayout.write(sortedFlat(entries), 2);
  }

  /** The serialized entries of a value of this type by key order, flat: key, value, key, ... */
  public List<byte[]> flatEntries(byte[] value) {
    return sortedFlat(entries(value));
  }

  /**
   * The value made of these serialized entries, flat (key, value, key, ...; in any key order, none
   * null): sorted by key, the last of equal keys kept.
   */
  public byte[] fromFlatEntries(List<byte[]> keysAndValues) {
    List<byte[][]> entries = new ArrayList<>(keysAndValues.size() / 2);
    for (int i = 0; i < keysAndValues.size(); i += 2) {
      entries.add(new byte[][] {keysAndValues.get(i), keysAndValues.get(i + 1)});
    }
    return CollectionLayout.write(sortedFlat(entries), 2);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    List<byte[]> flat = sortedFlat(entries(bytes));
    Map<Object, Object> out = new LinkedHashMap<>();
    for (int i = 0; i < flat.size(); i += 2) {
      out.put(key.deserialize(flat.get(i)), value.deserialize(flat.get(i + 1)));
    }
    return Collections.unmodifiableMap(out);
  }

  @Override
  public void validate(byte[] bytes) {
    CollectionLayout.validate(CollectionLayout.read(bytes, 2, cqlName()), this::typeAt);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return CollectionLayout.compare(a, b, 2, this::typeAt, cqlName());
  }

  @Override
  public boolean isByteComparable() {
    return CollectionLayout.isByteComparable(key, value);
  }

  @Override
  public boolean isComparableFormExact() {
    return key.isComparableFormExact() && value.isComparableFormExact();
  }

  @Override
  public void writeComparable(byte[] bytes, ComparableWriter out) {
    CollectionLayout.writeComparable(sortedFlat(entries(bytes)), this::typeAt, out);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    return CollectionLayout.write(CollectionLayout.readComparable(in, this::typeAt), 2);
  }

  private CqlType typeAt(int component) {
    return component % 2 == 0 ? key : value;
  }

  private List<byte[][]> entries(byte[] bytes) {
    List<byte[]> flat = CollectionLayout.read(bytes, 2, cqlName());
    List<byte[][]> entries = new ArrayList<>(flat.size() / 2);
    for (int i = 0; i < flat.size(); i += 2) {
      entries.add(new byte[][] {flat.get(i), flat.get(i + 1)});
    }
    return entries;
  }

  /** Entries sorted by key, the last of equal keys kept, flattened to key, value, key, ... */
  private List<byte[]> sortedFlat(List<byte[][]> entries) {
    List<byte[][]> sorted = new ArrayList<>(entries);
    sorted.sort((x, y) -> key.compare(x[0], y[0]));
    List<byte[]> flat = new ArrayList<>(sorted.size() * 2);
    for (byte[][] e : sorted) {
      int last = flat.size() - 2;
      if (last >= 0 && key.compare(flat.get(last), e[0]) == 0) {
        flat.set(last + 1, e[1]);
      } else {
        flat.add(e[0]);
        flat.add(e[1]);
      }
    }
    return flat;
  }
}
