package io.wcs.engine.commitlog;

/**
 * A write whose commit log record would take more than half a segment, refused before anything is
 * logged. Carries both sizes, so that callers can name the write in their own terms (Cassandra's
 * {@code max_mutation_size} is half a segment by default too).
 */
public final class RecordTooLargeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final long size;
  private final long maxSize;

  RecordTooLargeException(String what, long size, long maxSize) {
    super(
        what
            + " takes "
            + size
            + " bytes in the commit log, more than the maximum record of "
            + maxSize
            + " bytes (half the segment size); raise the segment size or write smaller"
            + " mutations and batches");
    this.size = size;
    this.maxSize = maxSize;
  }

  /** The record body's size in bytes. */
  public long size() {
    return size;
  }

  /** The largest record body the log accepts, in bytes. */
  public long maxSize() {
    return maxSize;
  }
}
