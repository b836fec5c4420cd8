package io.wcs.engine.sstable.io;

import io.wcs.engine.sstable.BlockFiles;
import io.wcs.engine.sstable.BlockSink;
import io.wcs.engine.sstable.BlockSource;
import java.io.IOException;
import java.nio.file.Path;

/** SSTable block streams as LZ4-compressed, checksummed blocks of a fixed logical size. */
public final class CompressedBlockFiles implements BlockFiles {
  private final int blockSize;

  /** Blocks of 16 KiB, Cassandra's default {@code chunk_length_in_kb}. */
  public CompressedBlockFiles() {
    this(BlockFormat.DEFAULT_BLOCK_SIZE);
  }

  public CompressedBlockFiles(int blockSize) {
    BlockFormat.checkBlockSize(blockSize);
    this.blockSize = blockSize;
  }

  @Override
  public BlockSink create(Path file) throws IOException {
    return CompressedBlockWriter.create(file, blockSize);
  }

  @Override
  public BlockSource open(Path file) throws IOException {
    return CompressedBlockReader.open(file);
  }
}
