package io.wcs.engine.storage;

import java.util.Iterator;

/**
 * What a query sees of one partition at {@code nowInSeconds}: the live static row (or null) and the
 * live rows of the requested slices, in the requested order, pulled lazily. Each row carries its
 * live cells with timestamps and TTLs (for writetime() and ttl()) and its marker if live. {@link
 * #tombstonesRead} counts the deletions met so far, for Cassandra's tombstone warnings. Threading:
 * one reader thread; valid until the enclosing {@link PartitionIterator} moves on or closes.
 */
public final class LivePartition {
  private final DecoratedKey key;
  private final Row staticRow;
  private final Iterator<Row> rows;
  // The filter the rows pass through, counting the deletions it meets; null when there is none.
  private final LiveRows filter;
  private final int partitionTombstones;

  private LivePartition(
      UnfilteredPartition merged, Slices slices, boolean reversed, int nowInSeconds) {
    this.key = merged.key();
    Row s = merged.staticRow();
    this.staticRow = s == null ? null : s.liveView(nowInSeconds);
    Iterator<Row> unfiltered = merged.rows(slices, reversed);
    // Rows that are all live at any time are read as they come: a layer fewer for each row.
    this.filter = merged.holdsOnlyLiveData() ? null : new LiveRows(unfiltered, nowInSeconds);
    this.rows = filter == null ? unfiltered : filter;
    this.partitionTombstones =
        merged.rangeTombstones().size() + (merged.partitionDeletion().isLive() ? 0 : 1);
  }

  /** The live view of an already merged partition. */
  public static LivePartition of(
      UnfilteredPartition merged, Slices slices, boolean reversed, int nowInSeconds) {
    return new LivePartition(merged, slices, reversed, nowInSeconds);
  }

  public DecoratedKey key() {
    return key;
  }

  /** The static row's live cells, or null when there are none. */
  public Row staticRow() {
    return staticRow;
  }

  public Iterator<Row> rows() {
    return rows;
  }

  /**
   * Partition and range deletions of the partition, plus the row deletions and dead (deleted or
   * expired) cells of the rows read so far.
   */
  public int tombstonesRead() {
    return partitionTombstones + (filter == null ? 0 : filter.tombstones);
  }

  /** True when neither a live static row nor any live row exists (peeks one row). */
  public boolean isEmpty() {
    return staticRow == null && !rows.hasNext();
  }

  private static final class LiveRows extends LazyIterator<Row> {
    private final Iterator<Row> source;
    private final int nowInSeconds;
    private int tombstones;

    LiveRows(Iterator<Row> source, int nowInSeconds) {
      this.source = source;
      this.nowInSeconds = nowInSeconds;
    }

    @Override
    protected Row computeNext() {
      while (source.hasNext()) {
        Row row = source.next();
        Row live = row.liveView(nowInSeconds);
        tombstones +=
            (row.deletion().isLive() ? 0 : 1)
                + row.cellCount()
                - (live == null ? 0 : live.cellCount());
        if (live != null) {
          return live;
        }
      }
      return null;
    }
  }
}
