package io.wcs.engine.types;

import java.util.Comparator;

/**
 * A CQL type: its name as Cassandra spells it in {@code system_schema.columns.type}, its value
 * codec (Java value to the native-protocol serialized bytes and back), its order, and its
 * byte-comparable encoding.
 *
 * <p>Serialized values are {@code byte[]} in Cassandra's native-protocol value format. Java classes
 * per type are listed on {@link NativeType}; collections are {@link java.util.List}, {@link
 * java.util.Set} (iterates in the element type's order) and {@link java.util.Map} (key order);
 * tuples are {@link TupleValue}, UDTs {@link UdtValue}, vectors {@link java.util.List}.
 *
 * <p>Implementations are immutable and thread-safe.
 */
public sealed interface CqlType
    permits NativeType, CollectionType, TupleType, UserType, VectorType {

  /** Cassandra's spelling, e.g. {@code map<text, int>}, {@code frozen<list<int>>}. */
  String cqlName();

  /** True for non-frozen collections and UDTs, which store one cell per element or field. */
  default boolean isMultiCell() {
    return false;
  }

  /** This type with every level frozen (a value stored as one cell). */
  CqlType freeze();

  /** Length of every serialized value, or -1 if values vary in length. */
  default int fixedLength() {
    return -1;
  }

  /**
   * Serializes a Java value (never null: a null cell is the absence of a value).
   *
   * @throws InvalidValueException if the value's class or content does not fit this type
   */
  byte[] serialize(Object value);

  /**
   * Deserializes and validates a serialized value.
   *
   * @throws InvalidValueException if the bytes are not a valid value of this type
   */
  Object deserialize(byte[] bytes);

  /**
   * Checks that the bytes are a valid value of this type, as {@link #deserialize} would, for types
   * that can do so without building the value.
   *
   * @throws InvalidValueException if the bytes are not a valid value of this type
   */
  default void validate(byte[] bytes) {
    deserialize(bytes);
  }

  /**
   * True for the empty value (zero bytes) of a type whose values are otherwise never empty, such as
   * an int written with {@code blobAsInt(0x)}: it deserializes to null and sorts first (see {@link
   * NativeType}). False for every value of other types, including the empty text and blob.
   */
  default boolean isEmptyValue(byte[] value) {
    return false;
  }

  /** Compares two serialized values in CQL order (Cassandra's order for this type). */
  int compare(byte[] a, byte[] b);

  /** Whether this type has a byte-comparable encoding, i.e. may be a clustering column. */
  boolean isByteComparable();

  /**
   * Appends the ascending byte-comparable, prefix-free encoding of a serialized value, which must
   * not be an {@link #isEmptyValue empty value}.
   *
   * @throws UnsupportedOperationException if {@link #isByteComparable()} is false
   */
  void writeComparable(byte[] value, ComparableWriter out);

  /**
   * False when {@link #readComparable} can give back other bytes than were written: a decimal's
   * encoding keeps only its numeric value (1.50 reads back as 1.5, equal in CQL order), and so do
   * the encodings of values that hold decimals.
   */
  boolean isComparableFormExact();

  /** Reads one value written by {@link #writeComparable} and returns its serialized bytes. */
  byte[] readComparable(ComparableReader in);

  /** Order of serialized values. */
  default Comparator<byte[]> comparator() {
    return this::compare;
  }

  /** Order of Java values of this type (used to sort sets and map keys). */
  default Comparator<Object> javaComparator() {
    return (a, b) -> compare(serialize(a), serialize(b));
  }

  /**
   * Byte-comparable encoding of one value as its own array, e.g. a set element's cell path. An
   * {@link #isEmptyValue empty value} encodes as the empty array, before every other encoding.
   */
  default byte[] comparableBytes(byte[] value) {
    if (isEmptyValue(value)) {
      return value;
    }
    ComparableWriter out = new ComparableWriter(value.length + 4);
    writeComparable(value, out);
    return out.toByteArray();
  }

  /** Inverse of {@link #comparableBytes}. */
  default byte[] fromComparableBytes(byte[] encoded) {
    if (isEmptyValue(encoded)) {
      return encoded;
    }
    ComparableReader in = new ComparableReader(encoded);
    byte[] value = readComparable(in);
    if (in.hasRemaining()) {
      throw new InvalidValueException(
          "trailing bytes after byte-comparable " + cqlName() + " at offset " + in.position());
    }
    return value;
  }
}
