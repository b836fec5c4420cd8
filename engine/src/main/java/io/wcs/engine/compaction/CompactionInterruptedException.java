package io.wcs.engine.compaction;

/** A compaction stopped because its table is being truncated or dropped; nothing was published. */
public class CompactionInterruptedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public CompactionInterruptedException(String message) {
    super(message);
  }
}
