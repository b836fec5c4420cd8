package io.wcs.engine.types;

/** The behaviour behind one {@link NativeType}; see {@link CqlType} for each method's contract. */
interface NativeCodec {
  byte[] serialize(Object value);

  Object deserialize(byte[] bytes);

  default void validate(byte[] bytes) {
    deserialize(bytes);
  }

  int compare(byte[] a, byte[] b);

  default int fixedLength() {
    return -1;
  }

  default boolean isByteComparable() {
    return true;
  }

  void writeComparable(byte[] value, ComparableWriter out);

  byte[] readComparable(ComparableReader in);

  static InvalidValueException wrongClass(String type, Class<?> expected, Object value) {
    return new InvalidValueException(
        "cannot use a "
            + value.getClass().getName()
            + " as a value of type "
            + type
            + ": expected "
            + expected.getName());
  }

  static InvalidValueException wrongLength(String type, int expected, byte[] bytes) {
    return new InvalidValueException(
        "a serialized " + type + " value must be " + expected + " bytes long, got " + bytes.length);
  }
}
