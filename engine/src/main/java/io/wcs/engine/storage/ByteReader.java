package io.wcs.engine.storage;

/**
 * Reads what {@link ByteWriter} writes. Subclasses supply the bytes (an array, or an SSTable's
 * decompressed blocks); a read past the end or an absurd length throws {@link
 * MalformedDataException} naming where.
 */
public abstract class ByteReader {
  /** Lengths above this are treated as corruption rather than allocated. */
  private static final int MAX_BLOB = 256 << 20;

  public abstract int readByte();

  public abstract void readFully(byte[] dst, int off, int len);

  /** Moves past {@code len} bytes without reading them. */
  public abstract void skip(int len);

  /** A description of the current position for error messages (file and offset). */
  public abstract String where();

  public long readUnsignedVInt() {
    long result = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      int b = readByte();
      result |= (long) (b & 0x7F) << shift;
      if ((b & 0x80) == 0) {
        return result;
      }
    }
    throw new MalformedDataException("varint longer than 10 bytes at " + where());
  }

  public int readUnsignedVInt32() {
    long v = readUnsignedVInt();
    if (v > 0xFFFFFFFFL) {
      throw new MalformedDataException("value " + v + " does not fit 32 bits at " + where());
    }
    return (int) v;
  }

  public long readVLong() {
    long v = readUnsignedVInt();
    return (v >>> 1) ^ -(v & 1);
  }

  public int readInt() {
    int v = 0;
    for (int i = 0; i < 4; i++) {
      v = (v << 8) | (readByte() & 0xFF);
    }
    return v;
  }

  public long readLong() {
    long v = 0;
    for (int i = 0; i < 8; i++) {
      v = (v << 8) | (readByte() & 0xFF);
    }
    return v;
  }

  public byte[] readBlob() {
    return readBytes(blobLength());
  }

  /**
   * The next {@code len} bytes in an array of their own. Readers whose bytes sit in an array
   * override it with one copy of a range, which needs no zeroed array to copy into: rows read from
   * an SSTable make one such array for their clustering and one for each value.
   */
  protected byte[] readBytes(int len) {
    byte[] b = new byte[len];
    readFully(b, 0, len);
    return b;
  }

  /** Moves past what {@link ByteWriter#writeBlob} wrote. */
  public void skipBlob() {
    skip(blobLength());
  }

  private int blobLength() {
    long len = readUnsignedVInt();
    if (len > MAX_BLOB) {
      throw new MalformedDataException("length " + len + " is not plausible at " + where());
    }
    return (int) len;
  }
}
