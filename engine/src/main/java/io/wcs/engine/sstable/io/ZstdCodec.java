package io.wcs.engine.sstable.io;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import java.nio.ByteBuffer;
import java.util.zip.DataFormatException;

/**
 * Zstandard at a level (3 by default): Cassandra's {@code ZstdCompressor}, through the optional
 * zstd-jni library. Only {@link BlockCodecs} names this class, after checking the library is there.
 * One instance a level, so that equal options are equal codecs.
 */
record ZstdCodec(int level) implements BlockCodec {
  static final int ID = 4;
  static final int DEFAULT_LEVEL = 3;

  /**
   * Each thread's contexts: a one-shot call allocates and frees one (over 100 KiB of native memory)
   * per block, a third of a 16 KiB block's decompression time.
   */
  private static final ThreadLocal<ZstdDecompressCtx> DECOMPRESSION =
      ThreadLocal.withInitial(ZstdDecompressCtx::new);

  private static final ThreadLocal<ZstdCompressCtx> COMPRESSION =
      ThreadLocal.withInitial(ZstdCompressCtx::new);

  static int minLevel() {
    return Zstd.minCompressionLevel();
  }

  static int maxLevel() {
    return Zstd.maxCompressionLevel();
  }

  @Override
  public int id() {
    return ID;
  }

  @Override
  public int maxCompressedLength(int length) {
    return (int) Zstd.compressBound(length);
  }

  @Override
  public int compress(byte[] src, int srcOffset, int length, byte[] dst, int dstOffset) {
    ZstdCompressCtx context = COMPRESSION.get().setLevel(level);
    return context.compressByteArray(
        dst, dstOffset, dst.length - dstOffset, src, srcOffset, length);
  }

  @Override
  public void decompress(ByteBuffer src, int srcOffset, int length, byte[] dst)
      throws DataFormatException {
    int n;
    try {
      n =
          DECOMPRESSION
              .get()
              .decompressDirectByteBufferToByteArray(dst, 0, dst.length, src, srcOffset, length);
    } catch (ZstdException e) {
      throw new DataFormatException("zstd data does not decompress: " + e.getMessage());
    }
    BlockCodecs.requireFilled(n, dst);
  }
}
