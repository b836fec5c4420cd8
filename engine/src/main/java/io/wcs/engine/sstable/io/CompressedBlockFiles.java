package io.wcs.engine.sstable.io;

import io.wcs.engine.sstable.BlockCache;
import io.wcs.engine.sstable.BlockFiles;
import io.wcs.engine.sstable.BlockSink;
import io.wcs.engine.sstable.BlockSource;
import java.io.IOException;
import java.nio.file.Path;

/**
 * SSTable block streams as LZ4-compressed, checksummed blocks of a fixed logical size, with a cache
 * of decompressed blocks for the reads of the files opened.
 */
public final class CompressedBlockFiles implements BlockFiles {
  private final int blockSize;
  private final BlockCache cache;

  /** Blocks of 16 KiB, Cassandra's default {@code chunk_length_in_kb}; no cache. */
  public CompressedBlockFiles() {
    this(BlockFormat.DEFAULT_BLOCK_SIZE, 0);
  }

  /** Blocks of {@code blockSize} bytes; no cache. */
  public CompressedBlockFiles(int blockSize) {
    this(blockSize, 0);
  }

  /** Blocks of {@code blockSize} bytes, and a cache of about {@code cacheBytes} of them. */
  public CompressedBlockFiles(int blockSize, long cacheBytes) {
    BlockFormat.checkBlockSize(blockSize);
    this.blockSize = blockSize;
    this.cache = cacheBytes > 0 ? BlockCache.ofCapacity(cacheBytes, blockSize) : BlockCache.NONE;
  }

  @Override
  public BlockSink create(Path file) throws IOException {
    return CompressedBlockWriter.create(file, blockSize);
  }

  @Override
  public BlockSource open(Path file) throws IOException {
    return CompressedBlockReader.open(file);
  }

  @Override
  public BlockCache cache() {
    return cache;
  }
}
