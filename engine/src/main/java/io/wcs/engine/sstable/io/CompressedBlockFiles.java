package io.wcs.engine.sstable.io;

import io.wcs.engine.sstable.BlockCache;
import io.wcs.engine.sstable.BlockFiles;
import io.wcs.engine.sstable.BlockSink;
import io.wcs.engine.sstable.BlockSource;
import java.io.IOException;
import java.nio.file.Path;

/**
 * SSTable block streams as compressed, checksummed blocks of a fixed logical size (both chosen per
 * file: a table's compression option), with a cache of decompressed blocks for the reads of the
 * files opened.
 */
public final class CompressedBlockFiles implements BlockFiles {
  private final BlockCache cache;

  /** No cache. */
  public CompressedBlockFiles() {
    this(BlockCache.NONE);
  }

  public CompressedBlockFiles(BlockCache cache) {
    this.cache = cache;
  }

  @Override
  public BlockSink create(Path file, BlockCompression compression) throws IOException {
    return CompressedBlockWriter.create(file, compression);
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
