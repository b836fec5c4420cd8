package io.wcs.driver.remote;

import com.datastax.oss.protocol.internal.PrimitiveCodec;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * The native protocol's primitive types read from and written to heap {@link ByteBuffer}s, for the
 * message codecs of {@code native-protocol} on the client side (the driver has no Netty). Reads
 * advance a buffer's position; writes fill a buffer allocated at its final size, which the writer
 * flips before sending. Stateless and thread-safe.
 */
final class ByteBufferCodec implements PrimitiveCodec<ByteBuffer> {
  static final ByteBufferCodec INSTANCE = new ByteBufferCodec();

  private ByteBufferCodec() {}

  @Override
  public ByteBuffer allocate(int size) {
    return ByteBuffer.allocate(size);
  }

  @Override
  public void release(ByteBuffer buffer) {
    // heap buffers: the garbage collector frees them
  }

  @Override
  public int sizeOf(ByteBuffer buffer) {
    return buffer.remaining();
  }

  @Override
  public ByteBuffer concat(ByteBuffer left, ByteBuffer right) {
    ByteBuffer both = ByteBuffer.allocate(left.remaining() + right.remaining());
    both.put(left.duplicate()).put(right.duplicate());
    return both.flip();
  }

  @Override
  public void markReaderIndex(ByteBuffer source) {
    source.mark();
  }

  @Override
  public void resetReaderIndex(ByteBuffer source) {
    source.reset();
  }

  @Override
  public byte readByte(ByteBuffer source) {
    return source.get();
  }

  @Override
  public int readInt(ByteBuffer source) {
    return source.getInt();
  }

  @Override
  public int readInt(ByteBuffer source, int offset) {
    return source.getInt(source.position() + offset);
  }

  @Override
  public InetAddress readInetAddr(ByteBuffer source) {
    byte[] address = readArray(source, source.get() & 0xFF, "an inet address");
    try {
      return InetAddress.getByAddress(address);
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException("an inet address of " + address.length + " bytes", e);
    }
  }

  @Override
  public long readLong(ByteBuffer source) {
    return source.getLong();
  }

  @Override
  public int readUnsignedShort(ByteBuffer source) {
    return source.getShort() & 0xFFFF;
  }

  @Override
  public ByteBuffer readBytes(ByteBuffer source) {
    int length = source.getInt();
    if (length < 0) {
      return null;
    }
    return ByteBuffer.wrap(readArray(source, length, "a value"));
  }

  @Override
  public byte[] readShortBytes(ByteBuffer source) {
    return readArray(source, source.getShort() & 0xFFFF, "a short byte string");
  }

  @Override
  public String readString(ByteBuffer source) {
    return readUtf8(source, source.getShort() & 0xFFFF);
  }

  @Override
  public String readLongString(ByteBuffer source) {
    return readUtf8(source, source.getInt());
  }

  private static String readUtf8(ByteBuffer source, int length) {
    checkRemaining(source, length, "a string");
    String text =
        new String(
            source.array(),
            source.arrayOffset() + source.position(),
            length,
            StandardCharsets.UTF_8);
    source.position(source.position() + length);
    return text;
  }

  /**
   * The next {@code length} bytes, checked against what the frame holds before anything is
   * allocated: a malformed length must not make the client allocate up to 2 GiB.
   */
  private static byte[] readArray(ByteBuffer source, int length, String what) {
    checkRemaining(source, length, what);
    byte[] bytes = new byte[length];
    source.get(bytes);
    return bytes;
  }

  private static void checkRemaining(ByteBuffer source, int length, String what) {
    if (length < 0 || length > source.remaining()) {
      throw new IllegalArgumentException(
          what + " of " + length + " bytes where " + source.remaining() + " remain");
    }
  }

  @Override
  public ByteBuffer readRetainedSlice(ByteBuffer source, int length) {
    ByteBuffer slice = source.slice().limit(length);
    source.position(source.position() + length);
    return slice;
  }

  @Override
  public void updateCrc(ByteBuffer source, CRC32 crc) {
    crc.update(source.duplicate());
  }

  @Override
  public void writeByte(byte b, ByteBuffer dest) {
    dest.put(b);
  }

  @Override
  public void writeInt(int i, ByteBuffer dest) {
    dest.putInt(i);
  }

  @Override
  public void writeInetAddr(InetAddress address, ByteBuffer dest) {
    byte[] bytes = address.getAddress();
    dest.put((byte) bytes.length).put(bytes);
  }

  @Override
  public void writeLong(long l, ByteBuffer dest) {
    dest.putLong(l);
  }

  @Override
  public void writeUnsignedShort(int i, ByteBuffer dest) {
    dest.putShort((short) i);
  }

  @Override
  public void writeString(String s, ByteBuffer dest) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    dest.putShort((short) bytes.length).put(bytes);
  }

  @Override
  public void writeLongString(String s, ByteBuffer dest) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    dest.putInt(bytes.length).put(bytes);
  }

  @Override
  public void writeBytes(ByteBuffer bytes, ByteBuffer dest) {
    if (bytes == null) {
      dest.putInt(-1);
    } else {
      dest.putInt(bytes.remaining()).put(bytes.duplicate());
    }
  }

  @Override
  public void writeBytes(byte[] bytes, ByteBuffer dest) {
    if (bytes == null) {
      dest.putInt(-1);
    } else {
      dest.putInt(bytes.length).put(bytes);
    }
  }

  @Override
  public void writeShortBytes(byte[] bytes, ByteBuffer dest) {
    dest.putShort((short) bytes.length).put(bytes);
  }
}
