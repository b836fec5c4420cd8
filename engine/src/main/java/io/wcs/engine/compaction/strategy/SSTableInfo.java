package io.wcs.engine.compaction.strategy;

/**
 * What a compaction strategy needs to know about one SSTable. Strategies are pure logic over these;
 * the storage layer builds them from its SSTable readers.
 *
 * @param generation unique per table, increasing: a higher generation is newer
 * @param sizeOnDisk bytes of the SSTable's files
 * @param level leveled compaction level (0 for new SSTables and for other strategies)
 * @param minTimestamp smallest cell write timestamp (microseconds, as written)
 * @param maxTimestamp largest cell write timestamp
 * @param maxLocalDeletionTime latest time (seconds) at which anything in it expires or was deleted;
 *     {@link Integer#MAX_VALUE} if it holds live data that never expires
 * @param droppableTombstoneRatio estimated fraction of its cells that are tombstones droppable now
 * @param firstToken token of its first partition
 * @param lastToken token of its last partition
 * @param createdAtMillis when it was written (wall clock, ms)
 */
public record SSTableInfo(
    long generation,
    long sizeOnDisk,
    int level,
    long minTimestamp,
    long maxTimestamp,
    long maxLocalDeletionTime,
    double droppableTombstoneRatio,
    long firstToken,
    long lastToken,
    long createdAtMillis) {

  public boolean overlaps(SSTableInfo o) {
    return firstToken <= o.lastToken && o.firstToken <= lastToken;
  }
}
