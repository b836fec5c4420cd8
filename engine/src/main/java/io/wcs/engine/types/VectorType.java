package io.wcs.engine.types;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * {@code vector<element, dimension>} (Cassandra 5.0): always frozen. Java value: a {@link List} of
 * exactly {@code dimension} non-null elements.
 *
 * <p>Serialized as the elements back to back when the element type has a fixed length (e.g. {@code
 * vector<float, n>} is 4n bytes), otherwise each element preceded by its length as an unsigned
 * vint. Ordered element by element; byte-comparable as the concatenated element encodings (the
 * count is fixed).
 */
public record VectorType(CqlType element, int dimension) implements CqlType {

  public VectorType {
    if (dimension <= 0) {
      throw new InvalidValueException("vector dimension must be positive, got " + dimension);
    }
    if (element.isMultiCell()) {
      element = element.freeze();
    }
  }

  @Override
  public String cqlName() {
    return "vector<" + element.cqlName() + ", " + dimension + ">";
  }

  @Override
  public String toString() {
    return cqlName();
  }

  @Override
  public CqlType freeze() {
    return this;
  }

  @Override
  public int fixedLength() {
    int length = element.fixedLength();
    return length < 0 ? -1 : length * dimension;
  }

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof List<?> list)) {
      throw NativeCodec.wrongClass(cqlName(), List.class, value);
    }
    if (list.size() != dimension) {
      throw new InvalidValueException(
          "a " + cqlName() + " needs exactly " + dimension + " elements, got " + list.size());
    }
    List<byte[]> elements = new ArrayList<>(dimension);
    for (Object e : list) {
      if (e == null) {
        throw new InvalidValueException("null elements are not allowed in a " + cqlName());
      }
      elements.add(element.serialize(e));
    }
    return write(elements);
  }

  @Override
  public Object deserialize(byte[] bytes) {
    List<Object> out = new ArrayList<>(dimension);
    for (byte[] e : read(bytes)) {
      out.add(element.deserialize(e));
    }
    return Collections.unmodifiableList(out);
  }

  @Override
  public void validate(byte[] bytes) {
    CollectionLayout.validate(read(bytes), i -> element);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return CollectionLayout.compare(read(a), read(b), i -> element);
  }

  @Override
  public boolean isByteComparable() {
    return element.isByteComparable();
  }

  @Override
  public boolean isComparableFormExact() {
    return element.isComparableFormExact();
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    for (byte[] e : read(value)) {
      element.writeComparable(e, out);
    }
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    List<byte[]> elements = new ArrayList<>(dimension);
    for (int i = 0; i < dimension; i++) {
      elements.add(element.readComparable(in));
    }
    return write(elements);
  }

  /** The value made of its serialized elements, as many as the dimension, none null. */
  public byte[] fromElements(List<byte[]> elements) {
    if (elements.size() != dimension || elements.contains(null)) {
      throw new InvalidValueException(
          "a " + cqlName() + " needs exactly " + dimension + " non-null elements");
    }
    return write(elements);
  }

  private byte[] write(List<byte[]> elements) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] vint = new byte[9];
    boolean fixed = element.fixedLength() >= 0;
    for (byte[] e : elements) {
      if (!fixed) {
        out.write(vint, 0, VIntCoding.writeUnsigned(e.length, vint, 0));
      }
      out.write(e, 0, e.length);
    }
    return out.toByteArray();
  }

  private List<byte[]> read(byte[] bytes) {
    ValueReader in = new ValueReader(bytes, cqlName());
    int fixed = element.fixedLength();
    List<byte[]> elements = new ArrayList<>(dimension);
    for (int i = 0; i < dimension; i++) {
      elements.add(fixed >= 0 ? in.readBytes(fixed) : in.readVIntSized());
    }
    in.expectEnd();
    return elements;
  }
}
