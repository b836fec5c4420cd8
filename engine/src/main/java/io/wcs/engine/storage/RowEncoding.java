package io.wcs.engine.storage;

/**
 * Which of {@link RowSerializer}'s two row encodings to use.
 *
 * <p>Plain, SSTable format 2's and the commit log's before its mutation version 2: every timestamp
 * whole, every cell with its own flags, column and timestamp. A timestamp near the present, in
 * microseconds, takes eight varint bytes, and most rows carry two (the marker and the first cell).
 *
 * <p>Compact, SSTable format 3's, and with a base of 0 the commit log's and the memtable's ({@link
 * MutationSerializer#ROW_ENCODING}): an SSTable's rows were mostly written around the same time, so
 * markers are written relative to a base the SSTable chose, and a row's first cell relative to the
 * row's marker, most often the same timestamp (one byte). A row whose cells are what an INSERT of
 * whole columns writes (simple, live, of one timestamp, consecutive columns) writes them as one
 * run: the first column and the timestamp once, then the values.
 *
 * @param timestampBase subtracted from a marker's timestamp, and from the first cell's in a row
 *     without one; 0 when plain
 * @param compact whether first cells are relative to their row's marker and uniform cells are
 *     written as a run
 */
public record RowEncoding(long timestampBase, boolean compact) {
  /** SSTable format 2's, and the commit log's mutation version 1's. */
  public static final RowEncoding PLAIN = new RowEncoding(0, false);

  /** SSTable format 3's, with markers relative to {@code timestampBase}. */
  public static RowEncoding compact(long timestampBase) {
    return new RowEncoding(timestampBase, true);
  }

  /** What a row's first cell timestamp is written relative to. */
  long firstCellAnchor(LivenessInfo marker) {
    return compact && !marker.isEmpty() ? marker.timestamp() : timestampBase;
  }

  // Written out: a flush compares encodings for every row it copies, and a record's own equals
  // links through ObjectMethods on first use and runs through method handles until C2 compiles
  // its caller: 33 and 43 ms of the flush thread in two cold one-thread loads.
  @Override
  public boolean equals(Object o) {
    return o instanceof RowEncoding e && timestampBase == e.timestampBase && compact == e.compact;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(timestampBase) * 31 + Boolean.hashCode(compact);
  }
}
