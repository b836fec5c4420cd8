package io.wcs.engine.types;

/** boolean: one byte, 0 is false and anything else true (as Cassandra reads it); false < true. */
final class BooleanCodec implements NativeCodec {
  static final BooleanCodec INSTANCE = new BooleanCodec();

  private BooleanCodec() {}

  @Override
  public int fixedLength() {
    return 1;
  }

  @Override
  public byte[] serialize(Object value) {
    if (!(value instanceof Boolean b)) {
      throw NativeCodec.wrongClass("boolean", Boolean.class, value);
    }
    return new byte[] {(byte) (b ? 1 : 0)};
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return truth(bytes);
  }

  @Override
  public int compare(byte[] a, byte[] b) {
    return Boolean.compare(truth(a), truth(b));
  }

  @Override
  public void writeComparable(byte[] value, ComparableWriter out) {
    out.write(truth(value) ? 1 : 0);
  }

  @Override
  public byte[] readComparable(ComparableReader in) {
    return new byte[] {(byte) in.read()};
  }

  private static boolean truth(byte[] bytes) {
    if (bytes.length != 1) {
      throw NativeCodec.wrongLength("boolean", 1, bytes);
    }
    return bytes[0] != 0;
  }
}
