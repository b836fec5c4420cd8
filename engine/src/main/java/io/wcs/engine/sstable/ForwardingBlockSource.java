package io.wcs.engine.sstable;

import java.io.IOException;

/**
 * A {@link BlockSource} that adds to another one's block reads: everything else is the other's.
 * Closing it closes the other.
 */
abstract class ForwardingBlockSource implements BlockSource {
  protected final BlockSource source;

  ForwardingBlockSource(BlockSource source) {
    this.source = source;
  }

  @Override
  public long length() {
    return source.length();
  }

  @Override
  public int blockSize() {
    return source.blockSize();
  }

  @Override
  public String name() {
    return source.name();
  }

  @Override
  public void close() throws IOException {
    source.close();
  }
}
