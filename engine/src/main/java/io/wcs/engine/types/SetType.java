package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code set<element>}, frozen or not. Java value: a {@link Set} without nulls; deserialized sets
 * iterate in the element type's order. Serialized elements are always sorted and distinct, also
 * after {@code serialize(deserialize(bytes))} of bytes that were not.
 */
public record SetType(CqlType element, boolean frozen) implements ElementCollectionType {

  @Override
  public String unfrozenName() {
    return "set<" + element.cqlName() + ">";
  }

  @Override
  public String toString() {
    return cqlName();
  }

  @Override
  public CqlType freeze() {
    return new SetType(element.freeze(), true);
  }

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof Set<?> set)) {
      throw NativeCodec.wrongClass(cqlName(), Set.class, value);
    }
    return CollectionLayout.write(
        sortedDistinct(CollectionLayout.serializeElements(set, element, cqlName())), 1);
  }

  /** The serialized elements of a value of this type, in the element type's order. */
  public List<byte[]> elements(byte[] value) {
    return sortedDistinct(CollectionLayout.read(value, 1, cqlName()));
  }

  /** The value made of these serialized elements (in any order, none null), sorted and distinct. */
  public byte[] fromElements(List<byte[]> elements) {
    return CollectionLayout.write(sortedDistinct(new ArrayList<>(elements)), 1);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    Set<Object> out = new LinkedHashSet<>();
    for (byte[] e : sortedDistinct(CollectionLayout.read(bytes, 1, cqlName()))) {
      out.add(element.deserialize(e));
    }
    return Collections.unmodifiableSet(out);
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    CollectionLayout.writeComparable(
        sortedDistinct(CollectionLayout.read(value, 1, cqlName())), i -> element, out);
  }

  private List<byte[]> sortedDistinct(List<byte[]> elements) {
    elements.sort(element.comparator());
    List<byte[]> out = new ArrayList<>(elements.size());
    for (byte[] e : elements) {
      if (out.isEmpty() || element.compare(out.get(out.size() - 1), e) != 0) {
        out.add(e);
      }
    }
    return out;
  }
}
