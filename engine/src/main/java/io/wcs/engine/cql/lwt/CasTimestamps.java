package io.wcs.engine.cql.lwt;

/**
 * Write timestamps for applied compare-and-sets, which play the part of Cassandra's Paxos ballots:
 * every applied CAS on a partition is dated after every earlier one. A statement draws its
 * timestamp when it starts, before it waits for the partition's lock, so two statements can take
 * the lock in the other order than their timestamps (or a client can supply an older one); dated as
 * drawn, the later CAS's cells and tombstones would lose to the earlier one's under
 * last-write-wins, and a CAS reported applied would have no effect.
 *
 * <p>One slot per {@link PartitionLocks} stripe, shared by every database of the JVM as the stripes
 * are; a slot is read and written only while its stripe is held, so the lock orders every access.
 * After a restart the slots start empty and the clock, which has moved on, dates the next CAS.
 */
public final class CasTimestamps {
  private static final long[] LAST_APPLIED = new long[PartitionLocks.STRIPES];

  private CasTimestamps() {}

  /**
   * The timestamp for a CAS that applies now under {@code stripe}, which the caller holds: {@code
   * proposed}, or just after the stripe's last applied CAS when that is not older.
   */
  public static long next(int stripe, long proposed) {
    long timestamp = Math.max(proposed, LAST_APPLIED[stripe] + 1);
    LAST_APPLIED[stripe] = timestamp;
    return timestamp;
  }
}
