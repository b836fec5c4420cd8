package io.wcs.engine.commitlog;

/**
 * A point in the commit log: a segment id and a byte offset in that segment's file. Positions
 * returned for records are the offset just after the record, so "flushed up to p" covers every
 * record whose position is {@code <= p}. Ordered by segment, then offset.
 */
public record CommitLogPosition(long segmentId, int offset)
    implements Comparable<CommitLogPosition> {

  /** Before every record. */
  public static final CommitLogPosition NONE = new CommitLogPosition(-1, 0);

  @Override
  public int compareTo(CommitLogPosition o) {
    int c = Long.compare(segmentId, o.segmentId);
    return c != 0 ? c : Integer.compare(offset, o.offset);
  }

  public boolean isAfter(CommitLogPosition o) {
    return compareTo(o) > 0;
  }

  public static CommitLogPosition max(CommitLogPosition a, CommitLogPosition b) {
    return a.compareTo(b) >= 0 ? a : b;
  }
}
