package io.wcs.engine.util;

import java.nio.ByteBuffer;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * Raw LZ4 blocks, as the native protocol's {@code lz4} compression carries them (in v4 after a
 * 4-byte length, in v5 segments bare): the fast compressor, and the bounds-checked decompressor,
 * since the bytes come from the network. The library loads on first use. Stateless and thread-safe.
 */
public final class Lz4Blocks {
  private Lz4Blocks() {}

  private static final class Library {
    static final LZ4Factory FACTORY = LZ4Factory.fastestInstance();
    static final LZ4SafeDecompressor DECOMPRESSOR = FACTORY.safeDecompressor();
  }

  /** The remaining bytes of {@code src} (left unconsumed) as one LZ4 block. */
  public static byte[] compress(ByteBuffer src) {
    var compressor = Library.FACTORY.fastCompressor();
    byte[] block = new byte[compressor.maxCompressedLength(src.remaining())];
    int length =
        compressor.compress(
            src, src.position(), src.remaining(), ByteBuffer.wrap(block), 0, block.length);
    return java.util.Arrays.copyOf(block, length);
  }

  /**
   * Decompresses the remaining bytes of {@code src} (left unconsumed), which must give exactly
   * {@code length} bytes.
   *
   * @throws IllegalArgumentException if they are not an LZ4 block of that length
   */
  public static byte[] decompress(ByteBuffer src, int length) {
    byte[] out = new byte[length];
    int n;
    try {
      n =
          Library.DECOMPRESSOR.decompress(
              src, src.position(), src.remaining(), ByteBuffer.wrap(out), 0, length);
    } catch (LZ4Exception e) {
      throw new IllegalArgumentException("the LZ4 block does not decompress: " + e.getMessage(), e);
    }
    if (n != length) {
      throw new IllegalArgumentException(
          "the LZ4 block holds " + n + " bytes where its header says " + length);
    }
    return out;
  }
}
