package io.wcs.server;

import com.datastax.oss.protocol.internal.Compressor;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.compression.Snappy;

/**
 * The native protocol's {@code snappy} compression, v4 only: a frame body is one raw Snappy block,
 * its uncompressed length in the block's own preamble. Netty's Snappy is pure Java. A body's
 * declared length is checked against the protocol's bound before anything is allocated. Inputs are
 * left for the caller to release. Stateless.
 */
final class SnappyCompressor implements Compressor<ByteBuf> {
  static final SnappyCompressor INSTANCE = new SnappyCompressor();

  /** A varint's bytes at most for an int. */
  private static final int MAX_PREAMBLE_BYTES = 5;

  private SnappyCompressor() {}

  @Override
  public String algorithm() {
    return "snappy";
  }

  @Override
  public ByteBuf compress(ByteBuf uncompressed) {
    ByteBuf out = Unpooled.buffer(uncompressed.readableBytes() / 2 + 16);
    new Snappy().encode(uncompressed.duplicate(), out, uncompressed.readableBytes());
    return out;
  }

  @Override
  public ByteBuf decompress(ByteBuf compressed) {
    int length = declaredLength(compressed);
    if (length < 0 || length > Envelopes.MAX_BODY_LENGTH) {
      throw new IllegalArgumentException("a compressed body of " + length + " bytes");
    }
    ByteBuf out = Unpooled.buffer(length, length);
    new Snappy().decode(compressed, out);
    if (out.readableBytes() != length) {
      throw new IllegalArgumentException(
          "a snappy body of " + out.readableBytes() + " bytes where it declares " + length);
    }
    return out;
  }

  /** The uncompressed length in the block's preamble, a little-endian base-128 varint. */
  private static int declaredLength(ByteBuf compressed) {
    int length = 0;
    for (int i = 0; i < MAX_PREAMBLE_BYTES; i++) {
      if (i >= compressed.readableBytes()) {
        break;
      }
      int b = compressed.getUnsignedByte(compressed.readerIndex() + i);
      length |= (b & 0x7f) << (7 * i);
      if ((b & 0x80) == 0) {
        return length;
      }
    }
    throw new IllegalArgumentException("a snappy body without a readable length");
  }

  /** Segments (v5) are compressed with lz4 only; STARTUP refuses snappy under v5. */
  @Override
  public ByteBuf compressWithoutLength(ByteBuf uncompressed) {
    throw new UnsupportedOperationException("snappy compresses v4 frame bodies only");
  }

  @Override
  public ByteBuf decompressWithoutLength(ByteBuf compressed, int uncompressedLength) {
    throw new UnsupportedOperationException("snappy compresses v4 frame bodies only");
  }
}
