package io.wcs.engine.types;

import java.io.ByteArrayOutputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Reads back what {@link ComparableWriter} wrote. {@link #setInverted} makes every read undo the
 * byte inversion of a descending component, so types decode the same way in both directions. {@link
 * #reset} moves the reader to another buffer, so a loop decoding key after key needs one reader.
 * Not thread-safe.
 */
public final class ComparableReader {
  private static final VarHandle BIG_ENDIAN_LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  private static final VarHandle BIG_ENDIAN_INTS =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

  private byte[] buf;
  private int limit;
  private int pos;
  private int xor;

  public ComparableReader(byte[] buf) {
    this(buf, 0, buf.length);
  }

  public ComparableReader(byte[] buf, int offset, int limit) {
    this.buf = buf;
    this.pos = offset;
    this.limit = limit;
  }

  /** Starts reading {@code buf} from its first byte, not inverted. */
  public ComparableReader reset(byte[] buf) {
    this.buf = buf;
    this.pos = 0;
    this.limit = buf.length;
    this.xor = 0;
    return this;
  }

  public void setInverted(boolean inverted) {
    xor = inverted ? 0xFF : 0;
  }

  public boolean hasRemaining() {
    return pos < limit;
  }

  public int position() {
    return pos;
  }

  public int read() {
    check(1);
    return (buf[pos++] ^ xor) & 0xFF;
  }

  public long readLong() {
    check(8);
    long v = (long) BIG_ENDIAN_LONGS.get(buf, pos);
    pos += 8;
    // xor is 0 or 0xFF: every byte inverted or none
    return xor == 0 ? v : ~v;
  }

  public int readInt() {
    check(4);
    int v = (int) BIG_ENDIAN_INTS.get(buf, pos);
    pos += 4;
    return xor == 0 ? v : ~v;
  }

  public byte[] readBytes(int count) {
    check(count);
    byte[] out = Arrays.copyOfRange(buf, pos, pos + count);
    pos += count;
    if (xor != 0) {
      // Inverting is the same in any byte order: eight bytes at a time, then the rest.
      int i = 0;
      for (; i + Long.BYTES <= count; i += Long.BYTES) {
        BIG_ENDIAN_LONGS.set(out, i, ~(long) BIG_ENDIAN_LONGS.get(out, i));
      }
      for (; i < count; i++) {
        out[i] = (byte) ~out[i];
      }
    }
    return out;
  }

  /** Reads a value written by {@link ComparableWriter#writeEscaped}, removing the escapes. */
  public byte[] readEscaped() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    while (true) {
      int b = read();
      if (b != ComparableWriter.ESCAPE) {
        out.write(b);
        continue;
      }
      int next = read();
      if (next == ComparableWriter.ESCAPE) {
        return out.toByteArray();
      }
      if (next != ComparableWriter.ESCAPED_ZERO) {
        throw new InvalidValueException(
            "malformed byte-comparable value: 0x00 followed by 0x"
                + Integer.toHexString(next)
                + " at offset "
                + (pos - 1));
      }
      out.write(0);
    }
  }

  private void check(int count) {
    if (limit - pos < count) {
      throw new InvalidValueException(
          "truncated byte-comparable value: need " + count + " bytes at offset " + pos);
    }
  }
}
