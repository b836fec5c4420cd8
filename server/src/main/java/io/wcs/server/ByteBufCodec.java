package io.wcs.server;

import com.datastax.oss.protocol.internal.PrimitiveCodec;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * The native protocol's primitive types (spec section 3) read from and written to Netty buffers,
 * for the message codecs of {@code native-protocol}. A {@code [value]} of length -2 is read as
 * {@link ProtocolConstants#UNSET_VALUE}, the bound value that leaves its column untouched (the
 * codecs write that one as -2); any other negative length but -1 (null) is a malformed frame.
 * Thread-safe.
 */
final class ByteBufCodec implements PrimitiveCodec<ByteBuf> {

  private final ByteBufAllocator allocator;

  ByteBufCodec(ByteBufAllocator allocator) {
    this.allocator = allocator;
  }

  @Override
  public ByteBuf allocate(int size) {
    return allocator.ioBuffer(size, size);
  }

  @Override
  public void release(ByteBuf buffer) {
    buffer.release();
  }

  @Override
  public int sizeOf(ByteBuf buffer) {
    return buffer.readableBytes();
  }

  @Override
  public ByteBuf concat(ByteBuf left, ByteBuf right) {
    if (!left.isReadable()) {
      return right.duplicate();
    }
    if (!right.isReadable()) {
      return left.duplicate();
    }
    CompositeByteBuf both = allocator.compositeBuffer(2);
    both.addComponents(true, left, right);
    return both;
  }

  @Override
  public void markReaderIndex(ByteBuf source) {
    source.markReaderIndex();
  }

  @Override
  public void resetReaderIndex(ByteBuf source) {
    source.resetReaderIndex();
  }

  @Override
  public byte readByte(ByteBuf source) {
    return source.readByte();
  }

  @Override
  public int readInt(ByteBuf source) {
    return source.readInt();
  }

  @Override
  public int readInt(ByteBuf source, int offset) {
    return source.getInt(source.readerIndex() + offset);
  }

  @Override
  public InetAddress readInetAddr(ByteBuf source) {
    byte[] address = readArray(source, source.readUnsignedByte(), "an inet address");
    try {
      return InetAddress.getByAddress(address);
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException("an inet address of " + address.length + " bytes", e);
    }
  }

  @Override
  public long readLong(ByteBuf source) {
    return source.readLong();
  }

  @Override
  public int readUnsignedShort(ByteBuf source) {
    return source.readUnsignedShort();
  }

  @Override
  public ByteBuffer readBytes(ByteBuf source) {
    int length = source.readInt();
    if (length >= 0) {
      return ByteBuffer.wrap(readArray(source, length, "a value"));
    }
    if (length == -1) {
      return null;
    }
    if (length == -2) {
      return ProtocolConstants.UNSET_VALUE;
    }
    throw new IllegalArgumentException("a value of length " + length + " (below -2)");
  }

  @Override
  public byte[] readShortBytes(ByteBuf source) {
    return readArray(source, source.readUnsignedShort(), "a short byte string");
  }

  @Override
  public String readString(ByteBuf source) {
    return readUtf8(source, source.readUnsignedShort());
  }

  @Override
  public String readLongString(ByteBuf source) {
    return readUtf8(source, source.readInt());
  }

  private static String readUtf8(ByteBuf source, int length) {
    checkRemaining(source, length, "a string");
    String text = source.toString(source.readerIndex(), length, StandardCharsets.UTF_8);
    source.skipBytes(length);
    return text;
  }

  /**
   * The next {@code length} bytes, checked against what the frame holds before anything is
   * allocated: a malformed length must not make the server allocate up to 2 GiB.
   */
  private static byte[] readArray(ByteBuf source, int length, String what) {
    checkRemaining(source, length, what);
    byte[] bytes = new byte[length];
    source.readBytes(bytes);
    return bytes;
  }

  private static void checkRemaining(ByteBuf source, int length, String what) {
    if (length < 0 || length > source.readableBytes()) {
      throw new IllegalArgumentException(
          what + " of " + length + " bytes where " + source.readableBytes() + " remain");
    }
  }

  @Override
  public ByteBuf readRetainedSlice(ByteBuf source, int length) {
    return source.readRetainedSlice(length);
  }

  @Override
  public void updateCrc(ByteBuf source, CRC32 crc) {
    crc.update(source.nioBuffer(source.readerIndex(), source.readableBytes()));
  }

  @Override
  public void writeByte(byte b, ByteBuf dest) {
    dest.writeByte(b);
  }

  @Override
  public void writeInt(int i, ByteBuf dest) {
    dest.writeInt(i);
  }

  @Override
  public void writeInetAddr(InetAddress address, ByteBuf dest) {
    byte[] bytes = address.getAddress();
    dest.writeByte(bytes.length);
    dest.writeBytes(bytes);
  }

  @Override
  public void writeLong(long l, ByteBuf dest) {
    dest.writeLong(l);
  }

  @Override
  public void writeUnsignedShort(int i, ByteBuf dest) {
    dest.writeShort(i);
  }

  @Override
  public void writeString(String s, ByteBuf dest) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    dest.writeShort(bytes.length);
    dest.writeBytes(bytes);
  }

  @Override
  public void writeLongString(String s, ByteBuf dest) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    dest.writeInt(bytes.length);
    dest.writeBytes(bytes);
  }

  @Override
  public void writeBytes(ByteBuffer bytes, ByteBuf dest) {
    if (bytes == null) {
      dest.writeInt(-1);
    } else {
      dest.writeInt(bytes.remaining());
      dest.writeBytes(bytes.duplicate());
    }
  }

  @Override
  public void writeBytes(byte[] bytes, ByteBuf dest) {
    if (bytes == null) {
      dest.writeInt(-1);
    } else {
      dest.writeInt(bytes.length);
      dest.writeBytes(bytes);
    }
  }

  @Override
  public void writeShortBytes(byte[] bytes, ByteBuf dest) {
    dest.writeShort(bytes.length);
    dest.writeBytes(bytes);
  }
}
