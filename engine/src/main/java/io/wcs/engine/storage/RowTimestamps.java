package io.wcs.engine.storage;

/**
 * How {@link RowSerializer} writes a row's timestamps. A timestamp near the present, in
 * microseconds, takes eight varint bytes written whole, and most rows carry two (the marker and the
 * first cell). The rows of one SSTable were mostly written within a short time of each other, so an
 * SSTable writes its markers relative to a base it chose, and each row's first cell relative to the
 * row's marker, most often the same timestamp (one byte). The commit log, and SSTables of format
 * version 2, write them whole.
 *
 * @param base subtracted from a marker's timestamp, and from the first cell's in a row without one
 * @param cellsFromMarker whether a row's first cell is written relative to the row's marker, when
 *     it has one, rather than to the base
 */
public record RowTimestamps(long base, boolean cellsFromMarker) {
  /** Whole timestamps: the commit log, and SSTables of format version 2. */
  public static final RowTimestamps WHOLE = new RowTimestamps(0, false);

  /** Markers relative to {@code base}, first cells relative to their row's marker. */
  public static RowTimestamps relativeTo(long base) {
    return new RowTimestamps(base, true);
  }

  /** What a row's first cell timestamp is written relative to. */
  long firstCellAnchor(LivenessInfo marker) {
    return cellsFromMarker && !marker.isEmpty() ? marker.timestamp() : base;
  }
}
