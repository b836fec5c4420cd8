package io.wcs.server;

import com.datastax.oss.protocol.internal.Compressor;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.wcs.engine.util.Lz4Blocks;

/**
 * The native protocol's {@code lz4} compression on Netty buffers: a v4 frame body is its
 * uncompressed length (4 bytes) then an LZ4 block; a v5 segment payload is the block alone, its
 * length in the segment header. Inputs are left for the caller to release. Stateless.
 */
final class Lz4Compressor implements Compressor<ByteBuf> {
  static final Lz4Compressor INSTANCE = new Lz4Compressor();

  private Lz4Compressor() {}

  @Override
  public String algorithm() {
    return "lz4";
  }

  @Override
  public ByteBuf compress(ByteBuf uncompressed) {
    byte[] block = Lz4Blocks.compress(uncompressed.nioBuffer());
    return Unpooled.buffer(4 + block.length)
        .writeInt(uncompressed.readableBytes())
        .writeBytes(block);
  }

  @Override
  public ByteBuf decompress(ByteBuf compressed) {
    int length = compressed.readInt();
    if (length < 0 || length > Envelopes.MAX_BODY_LENGTH) {
      throw new IllegalArgumentException("a compressed body of " + length + " bytes");
    }
    ByteBuf out = Unpooled.wrappedBuffer(Lz4Blocks.decompress(compressed.nioBuffer(), length));
    compressed.skipBytes(compressed.readableBytes());
    return out;
  }

  @Override
  public ByteBuf compressWithoutLength(ByteBuf uncompressed) {
    return Unpooled.wrappedBuffer(Lz4Blocks.compress(uncompressed.nioBuffer()));
  }

  @Override
  public ByteBuf decompressWithoutLength(ByteBuf compressed, int uncompressedLength) {
    return Unpooled.wrappedBuffer(Lz4Blocks.decompress(compressed.nioBuffer(), uncompressedLength));
  }
}
