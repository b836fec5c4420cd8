package io.wcs.engine.sstable.io;

/**
 * When a block file writer tries a way of shrinking blocks again after it failed: after a failure
 * the next block goes without trying it, after a second the next two, then four, up to {@value
 * #MAX_UNTRIED}, until a tried block shrinks again. Data that does not shrink, such as random
 * bytes, then costs a flush an attempt every {@value #MAX_UNTRIED} blocks instead of every block.
 *
 * <p>Not thread-safe: one writer thread.
 */
final class Backoff {
  static final int MAX_UNTRIED = 16;

  /** How many blocks go untried before the next attempt. */
  private int untried;

  /** What {@link #untried} was set to after the last failure; 0 after a success. */
  private int backoff;

  /** Whether to try this block; counts it as passed over when not. */
  boolean tryThis() {
    if (untried > 0) {
      untried--;
      return false;
    }
    return true;
  }

  void failed() {
    backoff = Math.min(Math.max(1, 2 * backoff), MAX_UNTRIED);
    untried = backoff;
  }

  void succeeded() {
    backoff = 0;
  }
}
