package io.wcs.engine.storage;

import java.util.Arrays;

/** A {@link ByteReader} over a byte array region. */
public final class ArrayByteReader extends ByteReader {
  private final byte[] buf;
  private final int limit;
  private final String source;
  private int pos;

  public ArrayByteReader(byte[] buf, int offset, int length, String source) {
    this.buf = buf;
    this.pos = offset;
    this.limit = offset + length;
    this.source = source;
  }

  public ArrayByteReader(byte[] buf, String source) {
    this(buf, 0, buf.length, source);
  }

  @Override
  public int readByte() {
    if (pos >= limit) {
      throw new MalformedDataException("unexpected end of data at " + where());
    }
    return buf[pos++] & 0xFF;
  }

  @Override
  public void readFully(byte[] dst, int off, int len) {
    requireLeft(len);
    System.arraycopy(buf, pos, dst, off, len);
    pos += len;
  }

  @Override
  protected byte[] readBytes(int len) {
    requireLeft(len);
    pos += len;
    return Arrays.copyOfRange(buf, pos - len, pos);
  }

  @Override
  public void skip(int len) {
    requireLeft(len);
    pos += len;
  }

  private void requireLeft(int len) {
    if (len > limit - pos) {
      throw new MalformedDataException(
          "needs " + len + " bytes, " + (limit - pos) + " left at " + where());
    }
  }

  /** The offset in the array of the next byte read. */
  public int position() {
    return pos;
  }

  public boolean hasRemaining() {
    return pos < limit;
  }

  public int remaining() {
    return limit - pos;
  }

  @Override
  public String where() {
    return source + " offset " + pos;
  }
}
