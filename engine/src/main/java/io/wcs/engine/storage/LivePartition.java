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
  private final int deadStaticCells;

  private LivePartition(
      UnfilteredPartition merged, Slices slices, boolean reversed, int nowInSeconds) {
    this.key = merged.key();
    Row s = merged.staticRow();
    this.staticRow = s == null ? null : s.liveView(nowInSeconds);
    this.deadStaticCells = deadCells(s, staticRow);
    Iterator<Row> unfiltered = merged.rows(slices, reversed);
    // Rows that are all live at any time are read as they come: a layer fewer for each row.
    this.filter =
        merged.holdsOnlyLiveData()
            ? null
            : new LiveRows(
                unfiltered,
                RangeMarkers.of(merged.rangeTombstones(), slices, reversed),
                nowInSeconds);
    this.rows = filter == null ? unfiltered : filter;
  }

  private static int deadCells(Row row, Row live) {
    return row == null ? 0 : row.cellCount() - (live == null ? 0 : live.cellCount());
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
   * The tombstones read so far, as Cassandra counts them: the static row's dead (deleted or
   * expired) cells, and of the rows read, their deletions, their dead cells and the range deletions
   * passed (two each). A partition deletion is not counted, as in Cassandra.
   */
  public int tombstonesRead() {
    return deadStaticCells + (filter == null ? 0 : filter.tombstones);
  }

  /** True when neither a live static row nor any live row exists (peeks one row). */
  public boolean isEmpty() {
    return staticRow == null && !rows.hasNext();
  }

  private static final class LiveRows extends LazyIterator<Row> {
    private final Iterator<Row> source;
    // null when the read passes no range deletion
    private final RangeMarkers ranges;
    private final int nowInSeconds;
    private int tombstones;

    LiveRows(Iterator<Row> source, RangeMarkers ranges, int nowInSeconds) {
      this.source = source;
      this.ranges = ranges;
      this.nowInSeconds = nowInSeconds;
    }

    @Override
    protected Row computeNext() {
      while (source.hasNext()) {
        Row row = source.next();
        Row live = row.liveView(nowInSeconds);
        tombstones += (row.deletion().isLive() ? 0 : 1) + deadCells(row, live);
        if (ranges != null) {
          tombstones += ranges.passedTo(row.clustering());
        }
        if (live != null) {
          return live;
        }
      }
      if (ranges != null) {
        tombstones += ranges.rest();
      }
      return null;
    }
  }
}
