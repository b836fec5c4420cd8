package io.wcs.engine.sstable;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens block-structured component files (the compressed, checksummed block format), and holds the
 * cache of decompressed blocks that reads of those files share.
 */
public interface BlockFiles {
  BlockSink create(Path file) throws IOException;

  BlockSource open(Path file) throws IOException;

  BlockCache cache();
}
