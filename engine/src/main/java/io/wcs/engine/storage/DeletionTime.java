package io.wcs.engine.storage;

/**
 * A deletion: everything written with a timestamp at or below {@code markedForDeleteAt} is deleted.
 * {@code localDeletionTime} is the server time (seconds) of the deletion, from which
 * gc_grace_seconds is counted before compaction may drop the tombstone.
 */
public record DeletionTime(long markedForDeleteAt, int localDeletionTime) {
  public static final DeletionTime LIVE = new DeletionTime(Long.MIN_VALUE, Integer.MAX_VALUE);

  public boolean isLive() {
    return markedForDeleteAt == Long.MIN_VALUE;
  }

  public boolean deletes(long timestamp) {
    return timestamp <= markedForDeleteAt;
  }

  /** Cassandra's order: the later timestamp wins, then the later local deletion time. */
  public boolean supersedes(DeletionTime other) {
    return markedForDeleteAt > other.markedForDeleteAt
        || (markedForDeleteAt == other.markedForDeleteAt
            && localDeletionTime > other.localDeletionTime);
  }

  public static DeletionTime max(DeletionTime a, DeletionTime b) {
    return b.supersedes(a) ? b : a;
  }
}
