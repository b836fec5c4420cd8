package io.wcs.engine.sstable;

import java.io.IOException;
import java.nio.file.Path;

/** Opens block-structured component files (the compressed, checksummed block format). */
public interface BlockFiles {
  BlockSink create(Path file) throws IOException;

  BlockSource open(Path file) throws IOException;
}
