package io.wcs.engine.sstable.io;

/**
 * How a table's SSTable components are cut and compressed: {@code blockSize} logical bytes a block
 * (Cassandra's {@code chunk_length_in_kb}), each compressed with {@code codec}.
 */
public record BlockCompression(BlockCodec codec, int blockSize) {
  /** Cassandra's default: LZ4 in blocks of 16 KiB. */
  public static final BlockCompression DEFAULT =
      new BlockCompression(BlockCodecs.lz4(), BlockFormat.DEFAULT_BLOCK_SIZE);

  public BlockCompression {
    BlockFormat.checkBlockSize(blockSize);
  }

  public BlockCompression withBlockSize(int newBlockSize) {
    return new BlockCompression(codec, newBlockSize);
  }
}
