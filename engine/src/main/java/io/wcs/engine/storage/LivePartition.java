package io.wcs.engine.storage;

import java.util.Iterator;

/**
 * What a query sees of one partition at {@code nowInSeconds}: the live static row (or null) and the
 * live rows of the requested slices, in the requested order, pulled lazily. Each row carries its
 * live cells with timestamps and TTLs (for writetime() and ttl()) and its marker if live.
 * Threading: one reader thread; valid until the enclosing {@link PartitionIterator} moves on or
 * closes.
 */
public final class LivePartition {
  private final DecoratedKey key;
  private final Row staticRow;
  private final LiveRows rows;

  private LivePartition(
      UnfilteredPartition merged, Slices slices, boolean reversed, int nowInSeconds) {
    this.key = merged.key();
    Row s = merged.staticRow();
    this.staticRow = s == null ? null : s.liveView(nowInSeconds);
    this.rows = new LiveRows(merged.rows(slices, reversed), nowInSeconds);
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

  /** True when neither a live static row nor any live row exists (peeks one row). */
  public boolean isEmpty() {
    return staticRow == null && !rows.hasNext();
  }

  private static final class LiveRows extends LazyIterator<Row> {
    private final Iterator<Row> source;
    private final int nowInSeconds;

    LiveRows(Iterator<Row> source, int nowInSeconds) {
      this.source = source;
      this.nowInSeconds = nowInSeconds;
    }

    @Override
    protected Row computeNext() {
      while (source.hasNext()) {
        Row live = source.next().liveView(nowInSeconds);
        if (live != null) {
          return live;
        }
      }
      return null;
    }
  }
}
