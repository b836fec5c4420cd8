package io.wcs.engine.types;

import java.util.Arrays;

/**
 * Growable byte buffer for building byte-comparable keys: the unsigned lexicographic order of the
 * bytes written for two values equals the values' CQL order.
 *
 * <p>Every type writes a prefix-free encoding (no encoding is a proper prefix of another), so
 * encodings concatenate into multi-component keys, and inverting a component's bytes (for
 * descending clustering columns) exactly reverses its order. Not thread-safe.
 */
public final class ComparableWriter {
  /** Escaped variable-length values end with these two bytes; a 0x00 inside is written 00 FF. */
  static final int ESCAPE = 0x00;

  static final int ESCAPED_ZERO = 0xFF;

  private byte[] buf;
  private int length;

  public ComparableWriter() {
    this(32);
  }

  public ComparableWriter(int initialCapacity) {
    buf = new byte[Math.max(8, initialCapacity)];
  }

  public int length() {
    return length;
  }

  public void write(int b) {
    ensure(1);
    buf[length++] = (byte) b;
  }

  public void write(byte[] bytes, int offset, int count) {
    ensure(count);
    System.arraycopy(bytes, offset, buf, length, count);
    length += count;
  }

  public void writeLong(long v) {
    ensure(8);
    for (int shift = 56; shift >= 0; shift -= 8) {
      buf[length++] = (byte) (v >>> shift);
    }
  }

  public void writeInt(int v) {
    ensure(4);
    for (int shift = 24; shift >= 0; shift -= 8) {
      buf[length++] = (byte) (v >>> shift);
    }
  }

  /**
   * Writes {@code bytes} so that unsigned-lexicographic order (shorter first on a common prefix) is
   * kept and the result is prefix-free: each 0x00 becomes 00 FF, and 00 00 terminates.
   */
  public void writeEscaped(byte[] bytes, int offset, int count) {
    ensure(count + 2);
    for (int i = offset; i < offset + count; i++) {
      byte b = bytes[i];
      buf[length++] = b;
      if (b == ESCAPE) {
        ensure(count - (i - offset) + 2);
        buf[length++] = (byte) ESCAPED_ZERO;
      }
    }
    buf[length++] = ESCAPE;
    buf[length++] = ESCAPE;
  }

  /** Inverts every byte written since {@code from}: turns an ascending encoding descending. */
  public void invertFrom(int from) {
    for (int i = from; i < length; i++) {
      buf[i] = (byte) ~buf[i];
    }
  }

  public byte[] toByteArray() {
    return Arrays.copyOf(buf, length);
  }

  private void ensure(int extra) {
    if (length + extra > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, length + extra));
    }
  }
}
