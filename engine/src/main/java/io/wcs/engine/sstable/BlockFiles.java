package io.wcs.engine.sstable;

import io.wcs.engine.sstable.io.BlockCompression;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens block-structured component files (the compressed, checksummed block format), and holds the
 * cache of decompressed blocks that reads of those files share.
 */
public interface BlockFiles {
  /** A new file whose blocks are cut and compressed as {@code compression} says. */
  BlockSink create(Path file, BlockCompression compression) throws IOException;

  BlockSource open(Path file) throws IOException;

  BlockCache cache();
}
