package io.wcs.driver.remote;

import com.datastax.oss.protocol.internal.Compressor;
import io.wcs.engine.util.Lz4Blocks;
import java.nio.ByteBuffer;

/**
 * The native protocol's {@code lz4} compression on heap buffers: a v4 frame body is its
 * uncompressed length (4 bytes) then an LZ4 block; a v5 segment payload is the block alone. Inputs
 * are read whole (their position moves to their end when decompressed). Stateless.
 */
final class Lz4BufferCompressor implements Compressor<ByteBuffer> {
  static final Lz4BufferCompressor INSTANCE = new Lz4BufferCompressor();

  /** The spec's limit on a frame body: 256 MiB. */
  private static final int MAX_BODY_LENGTH = 256 * 1024 * 1024;

  private Lz4BufferCompressor() {}

  @Override
  public String algorithm() {
    return "lz4";
  }

  @Override
  public ByteBuffer compress(ByteBuffer uncompressed) {
    byte[] block = Lz4Blocks.compress(uncompressed);
    return ByteBuffer.allocate(4 + block.length).putInt(uncompressed.remaining()).put(block).flip();
  }

  @Override
  public ByteBuffer decompress(ByteBuffer compressed) {
    int length = compressed.getInt();
    if (length < 0 || length > MAX_BODY_LENGTH) {
      throw new IllegalArgumentException("a compressed body of " + length + " bytes");
    }
    return decompressWithoutLength(compressed, length);
  }

  @Override
  public ByteBuffer compressWithoutLength(ByteBuffer uncompressed) {
    return ByteBuffer.wrap(Lz4Blocks.compress(uncompressed));
  }

  @Override
  public ByteBuffer decompressWithoutLength(ByteBuffer compressed, int uncompressedLength) {
    ByteBuffer out = ByteBuffer.wrap(Lz4Blocks.decompress(compressed, uncompressedLength));
    compressed.position(compressed.limit());
    return out;
  }
}
