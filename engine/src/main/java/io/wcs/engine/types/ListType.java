package io.wcs.engine.types;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code list<element>}, frozen or not. Java value: a {@link List}. Stored and bound lists have no
 * null elements ({@link #validate} refuses them); only a selection makes lists with nulls, its
 * {@code ttl()} of a non-frozen collection (null for each cell that does not expire) and its list
 * of columns ({@code [v, w]}), which {@link #deserialize} reads as Cassandra's drivers do.
 */
public record ListType(CqlType element, boolean frozen) implements ElementCollectionType {

  @Override
  public String unfrozenName() {
    return "list<" + element.cqlName() + ">";
  }

  @Override
  public String toString() {
    return cqlName();
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
    return CollectionLayout.write(CollectionLayout.serializeElements(list, element, cqlName()), 1);
  }

  /** The serialized elements of a value of this type, in order. */
  public List<byte[]> elements(byte[] value) {
    return CollectionLayout.read(value, 1, cqlName());
  }

  /**
   * The value made of these serialized elements: none null in a stored value, a null one only in a
   * list built in a selection ({@code [v, w]} with w null).
   */
  public byte[] fromElements(List<byte[]> elements) {
    return CollectionLayout.write(elements, 1);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    List<byte[]> elements = CollectionLayout.read(bytes, 1, cqlName(), true);
    List<Object> out = new ArrayList<>(elements.size());
    for (byte[] e : elements) {
      out.add(e == null ? null : element.deserialize(e));
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * Validates a list of values that may hold nulls: the values bound to {@code IN ?}, whose null
   * elements a restriction refuses with its own message.
   */
  public void validateAllowingNulls(byte[] bytes) {
    for (byte[] e : CollectionLayout.read(bytes, 1, cqlName(), true)) {
      if (e != null) {
        element.validate(e);
      }
    }
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    CollectionLayout.writeComparable(CollectionLayout.read(value, 1, cqlName()), i -> element, out);
  }
}
