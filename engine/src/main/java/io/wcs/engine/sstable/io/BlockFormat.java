package io.wcs.engine.sstable.io;

/** Constants shared by {@link CompressedBlockWriter} and {@link CompressedBlockReader}. */
final class BlockFormat {
  /** Bytes before each block's compressed data: compressed length, uncompressed length, CRC32C. */
  static final int BLOCK_HEADER = 12;

  /**
   * Bytes of the block table besides the offsets: version, codec (from version 2), block size,
   * length, count, CRC.
   */
  static int tableFixed(int version) {
    if (version == VERSION_LZ4) {
      return 24;
    }
    return version < VERSION ? 28 : 28 + HuffmanCode.LENGTHS_BYTES;
  }

  /** Trailer at the very end of the file: i64 table offset, i32 {@link #MAGIC}. */
  static final int TRAILER = 12;

  /** "WCSB": WCS block file. */
  static final int MAGIC = 0x5743_5342;

  /** Version 1: every block LZ4, no codec in the table. */
  static final int VERSION_LZ4 = 1;

  /**
   * Version 3: the table names the blocks' codec (from version 2), and a block whose compressed
   * length equals its uncompressed length holds its bytes as they are, whatever the codec ({@link
   * CompressedBlockWriter}).
   */
  static final int VERSION_STORED_BLOCKS = 3;

  /**
   * Version 4: as version 3, and any other block starts with the id of the codec that wrote it: the
   * table's, or {@link #HUFFMAN_BLOCK} for a block in the file's Huffman code, which the table
   * holds.
   */
  static final int VERSION = 4;

  /** A block's codec id for the file's Huffman code: not a table's codec. */
  static final int HUFFMAN_BLOCK = 5;

  static final int DEFAULT_BLOCK_SIZE = 16 * 1024;

  static final int MAX_BLOCK_SIZE = 1 << 24;

  private BlockFormat() {}

  static void checkBlockSize(int blockSize) {
    if (blockSize < 16 || blockSize > MAX_BLOCK_SIZE) {
      throw new IllegalArgumentException(
          "block size must be between 16 and " + MAX_BLOCK_SIZE + " bytes, got " + blockSize);
    }
  }
}
