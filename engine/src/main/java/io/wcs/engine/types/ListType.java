package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** {@code list<element>}, frozen or not. Java value: a {@link List} without null elements. */
public record ListType(CqlType element, boolean frozen) implements CqlType {

  @Override
  public String cqlName() {
    String name = "list<" + element.cqlName() + ">";
    return frozen ? "frozen<" + name + ">" : name;
  }

  @Override
  public String toString() {
    return cqlName();
  }

  @Override
  public boolean isMultiCell() {
    return !frozen;
  }

  @Override
  public CqlType freeze() {
    return new ListType(element.freeze(), true);
  }

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof List<?> list)) {
      throw NativeCodec.wrongClass(cqlName(), List.class, value);
    }
    List<byte[]> elements = new ArrayList<>(list.size());
    for (Object e : list) {
      if (e == null) {
        throw new InvalidValueException("null elements are not allowed in a " + cqlName());
      }
      elements.add(element.serialize(e));
    }
    return CollectionLayout.write(elements, 1);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    List<byte[]> elements = CollectionLayout.read(bytes, 1, cqlName());
    List<Object> out = new ArrayList<>(elements.size());
    for (byte[] e : elements) {
      out.add(element.deserialize(e));
    }
    return Collections.unmodifiableList(out);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return CollectionLayout.compare(
        CollectionLayout.read(a, 1, cqlName()),
        CollectionLayout.read(b, 1, cqlName()),
        i -> element);
  }

  @Override
  public boolean isByteComparable() {
    return element.isByteComparable();
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    CollectionLayout.writeComparable(CollectionLayout.read(value, 1, cqlName()), i -> element, out);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    return CollectionLayout.write(CollectionLayout.readComparable(in, i -> element), 1);
  }
}
