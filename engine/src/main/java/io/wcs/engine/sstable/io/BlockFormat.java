package io.wcs.engine.sstable.io;

import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;

/**
 * Constants and codecs shared by {@link CompressedBlockWriter} and {@link CompressedBlockReader}.
 */
final class BlockFormat {
  /** Bytes before each block's compressed data: compressed length, uncompressed length, CRC32C. */
  static final int BLOCK_HEADER = 12;

  /** Bytes of the block table besides the offsets: version, block size, length, count, CRC. */
  static final int TABLE_FIXED = 24;

  /** Trailer at the very end of the file: i64 table offset, i32 {@link #MAGIC}. */
  static final int TRAILER = 12;

  /** "WCSB": WCS block file. */
  static final int MAGIC = 0x5743_5342;

  static final int VERSION = 1;

  static final int DEFAULT_BLOCK_SIZE = 16 * 1024;

  static final int MAX_BLOCK_SIZE = 1 << 24;

  private static final LZ4Factory FACTORY = LZ4Factory.fastestInstance();

  /** Stateless and thread-safe. */
  static final LZ4Compressor COMPRESSOR = FACTORY.fastCompressor();

  /** Bounds-checked: never reads or writes outside its arrays, whatever the input bytes. */
  static final LZ4SafeDecompressor DECOMPRESSOR = FACTORY.safeDecompressor();

  private BlockFormat() {}

  static void checkBlockSize(int blockSize) {
    if (blockSize < 16 || blockSize > MAX_BLOCK_SIZE) {
      throw new IllegalArgumentException(
          "block size must be between 16 and " + MAX_BLOCK_SIZE + " bytes, got " + blockSize);
    }
  }
}
