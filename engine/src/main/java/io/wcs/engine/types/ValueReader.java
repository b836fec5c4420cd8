package io.wcs.engine.types;

import java.util.Arrays;

/** Bounds-checked reading of the native protocol's [int length][bytes] value sequences. */
final class ValueReader {
  private final byte[] bytes;
  private final String typeName;
  private int pos;

  ValueReader(byte[] bytes, String typeName) {
    this.bytes = bytes;
    this.typeName = typeName;
  }

  boolean hasRemaining() {
    return pos < bytes.length;
  }

  int readInt() {
    need(4);
    int v =
        ((bytes[pos] & 0xFF) << 24)
            | ((bytes[pos + 1] & 0xFF) << 16)
            | ((bytes[pos + 2] & 0xFF) << 8)
            | (bytes[pos + 3] & 0xFF);
    pos += 4;
    return v;
  }

  /** A length-prefixed value; a negative length means null. */
  byte[] readSized() {
    int length = readInt();
    if (length < 0) {
      return null;
    }
    return readBytes(length);
  }

  byte[] readBytes(int length) {
    need(length);
    byte[] out = Arrays.copyOfRange(bytes, pos, pos + length);
    pos += length;
    return out;
  }

  /** An unsigned vint length followed by that many bytes. */
  byte[] readVIntSized() {
    int[] at = {pos};
    long length = VIntCoding.readUnsigned(bytes, at);
    pos = at[0];
    if (length > Integer.MAX_VALUE) {
      throw malformed("element length " + length + " too large");
    }
    return readBytes((int) length);
  }

  void expectEnd() {
    if (pos != bytes.length) {
      throw malformed((bytes.length - pos) + " unexpected trailing bytes");
    }
  }

  private void need(int count) {
    if (count < 0 || bytes.length - pos < count) {
      throw malformed("truncated at offset " + pos + " (needed " + count + " more bytes)");
    }
  }

  private InvalidValueException malformed(String why) {
    return new InvalidValueException("malformed serialized " + typeName + " value: " + why);
  }
}
