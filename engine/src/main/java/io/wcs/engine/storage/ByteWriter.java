package io.wcs.engine.storage;

import java.util.Arrays;

/**
 * A growable byte buffer with the varint encodings every storage format uses: unsigned LEB128
 * varints, and zig-zag varints for signed values. Not thread-safe.
 */
public final class ByteWriter {
  private byte[] buf;
  private int size;

  public ByteWriter(int initialCapacity) {
    buf = new byte[Math.max(16, initialCapacity)];
  }

  private void ensure(int extra) {
    if (size + extra > buf.length) {
      buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + extra));
    }
  }

  public ByteWriter writeByte(int b) {
    ensure(1);
    buf[size++] = (byte) b;
    return this;
  }

  public ByteWriter writeBytes(byte[] b, int off, int len) {
    ensure(len);
    System.arraycopy(b, off, buf, size, len);
    size += len;
    return this;
  }

  public ByteWriter writeBytes(byte[] b) {
    return writeBytes(b, 0, b.length);
  }

  /** Length-prefixed bytes. */
  public ByteWriter writeBlob(byte[] b) {
    writeUnsignedVInt(b.length);
    return writeBytes(b);
  }

  public ByteWriter writeUnsignedVInt(long v) {
    ensure(10);
    while ((v & ~0x7FL) != 0) {
      buf[size++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    buf[size++] = (byte) v;
    return this;
  }

  public ByteWriter writeVLong(long v) {
    return writeUnsignedVInt((v << 1) ^ (v >> 63));
  }

  public ByteWriter writeLong(long v) {
    ensure(8);
    for (int shift = 56; shift >= 0; shift -= 8) {
      buf[size++] = (byte) (v >>> shift);
    }
    return this;
  }

  public ByteWriter writeInt(int v) {
    ensure(4);
    for (int shift = 24; shift >= 0; shift -= 8) {
      buf[size++] = (byte) (v >>> shift);
    }
    return this;
  }

  /** Leaves the next {@code n} bytes for the caller to fill in later, in {@link #array()}. */
  public ByteWriter skip(int n) {
    ensure(n);
    size += n;
    return this;
  }

  public int size() {
    return size;
  }

  /** The internal array; valid up to {@link #size()} until the next write. */
  public byte[] array() {
    return buf;
  }

  public byte[] toByteArray() {
    return Arrays.copyOf(buf, size);
  }

  public void reset() {
    size = 0;
  }
}
