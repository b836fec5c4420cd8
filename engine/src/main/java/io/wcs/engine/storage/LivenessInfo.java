package io.wcs.engine.storage;

/**
 * The row marker written by INSERT: the primary key is live from {@code timestamp} on, until {@code
 * localExpirationTime} (seconds) when {@code ttl} is set.
 */
public record LivenessInfo(long timestamp, int ttl, int localExpirationTime) {
  public static final LivenessInfo EMPTY =
      new LivenessInfo(Long.MIN_VALUE, Cell.NO_TTL, Cell.NO_DELETION_TIME);

  /**
   * Cassandra's TTL of a marker written already expired (a view entry that went away): it never
   * lives, and on a timestamp tie it shadows any marker that is not expired in this way.
   */
  private static final int EXPIRED_TTL = Integer.MAX_VALUE;

  public static LivenessInfo expired(long timestamp, int nowInSeconds) {
    return new LivenessInfo(timestamp, EXPIRED_TTL, nowInSeconds);
  }

  public static LivenessInfo live(long timestamp) {
    return new LivenessInfo(timestamp, Cell.NO_TTL, Cell.NO_DELETION_TIME);
  }

  public static LivenessInfo expiring(long timestamp, int ttl, int nowInSeconds) {
    return new LivenessInfo(timestamp, ttl, Cell.expiryOf(nowInSeconds, ttl));
  }

  public boolean isEmpty() {
    return timestamp == Long.MIN_VALUE;
  }

  public boolean isExpiring() {
    return ttl != Cell.NO_TTL;
  }

  public boolean isLive(int nowInSeconds) {
    return !isEmpty() && (!isExpiring() || nowInSeconds < localExpirationTime);
  }

  /**
   * Cassandra's LivenessInfo order: the later timestamp wins; on a tie an {@link #expired} marker
   * beats any other (a view entry deleted at its key cell's own timestamp stays deleted, however
   * long that cell's TTL), then an expiring marker beats a non-expiring one, and between two of the
   * same kind the later expiration wins.
   */
  public boolean supersedes(LivenessInfo other) {
    if (timestamp != other.timestamp) {
      return timestamp > other.timestamp;
    }
    if ((ttl == EXPIRED_TTL) != (other.ttl == EXPIRED_TTL)) {
      return ttl == EXPIRED_TTL;
    }
    if (isExpiring() != other.isExpiring()) {
      return isExpiring();
    }
    return localExpirationTime > other.localExpirationTime;
  }
}
