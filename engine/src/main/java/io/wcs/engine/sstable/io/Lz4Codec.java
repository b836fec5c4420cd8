package io.wcs.engine.sstable.io;

import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * LZ4 block format: Cassandra's default {@code LZ4Compressor}. The "fast" compressor by default;
 * {@code lz4_compressor_type: high} trades write speed for a smaller file at a level from 1 to 17.
 * Both decompress the same way, with the bounds-checked decompressor. A record: equal options are
 * equal codecs (a table whose options did not change keeps its store). {@code level} 0 is the fast
 * compressor.
 *
 * <p>The library is reached through {@link Library} on the first block compressed or read: finding
 * its fastest instance extracts and loads a native library, about 100 ms, which creating a table
 * (its options are checked through this class) or opening an in-memory database must not pay.
 */
record Lz4Codec(int level) implements BlockCodec {
  static final int ID = 1;
  private static final int FAST_LEVEL = 0;

  static final Lz4Codec FAST = new Lz4Codec(FAST_LEVEL);

  /** The library's compressors are stateless and cached by their factory, one per level. */
  private LZ4Compressor compressor() {
    return level == FAST_LEVEL
        ? Library.FACTORY.fastCompressor()
        : Library.FACTORY.highCompressor(level);
  }

  private static final class Library {
    static final LZ4Factory FACTORY = LZ4Factory.fastestInstance();
    static final LZ4SafeDecompressor DECOMPRESSOR = FACTORY.safeDecompressor();
  }

  @Override
  public int id() {
    return ID;
  }

  @Override
  public boolean lacksEntropyStage() {
    return true;
  }

  @Override
  public int maxCompressedLength(int length) {
    return compressor().maxCompressedLength(length);
  }

  @Override
  public int compress(byte[] src, int srcOffset, int length, byte[] dst, int dstOffset) {
    return compressor().compress(src, srcOffset, length, dst, dstOffset, dst.length - dstOffset);
  }

  @Override
  public void decompress(ByteBuffer src, int srcOffset, int length, byte[] dst)
      throws DataFormatException {
    int n;
    try {
      n =
          Library.DECOMPRESSOR.decompress(
              src, srcOffset, length, ByteBuffer.wrap(dst), 0, dst.length);
    } catch (LZ4Exception e) {
      throw new DataFormatException("LZ4 data does not decompress: " + e.getMessage());
    }
    BlockCodecs.requireFilled(n, dst);
  }
}
