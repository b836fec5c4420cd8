package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The range tombstones a read of some slices passes, counted as Cassandra counts them for its
 * tombstone thresholds: two markers each (where the deletion opens and where it closes), counted
 * when the read reaches it, so that a read stopped by its limit counts only the ranges before it.
 * Threading: one reader thread.
 */
final class RangeMarkers {
  private static final int MARKERS_PER_RANGE = 2;

  // Where the read meets each range, in read order: its start, or its end when reversed (null:
  // the partition's end, met last).
  private final byte[][] meetings;
  private final boolean reversed;
  private int met;

  private RangeMarkers(byte[][] meetings, boolean reversed) {
    this.meetings = meetings;
    this.reversed = reversed;
  }

  /** The ranges of {@code ranges} the slices' read will pass, or null when there are none. */
  static RangeMarkers of(List<RangeTombstone> ranges, Slices slices, boolean reversed) {
    if (ranges.isEmpty()) {
      return null;
    }
    List<byte[]> meetings = new ArrayList<>();
    for (RangeTombstone range : ranges) {
      if (intersects(range, slices)) {
        meetings.add(reversed ? range.end() : range.start());
      }
    }
    if (meetings.isEmpty()) {
      return null;
    }
    byte[][] sorted = meetings.toArray(new byte[0][]);
    Arrays.sort(sorted, reversed ? RangeMarkers::compareEndsDescending : Arrays::compareUnsigned);
    return new RangeMarkers(sorted, reversed);
  }

  /** The markers of the ranges met up to a row at {@code clustering}, not counted before. */
  int passedTo(byte[] clustering) {
    int from = met;
    while (met < meetings.length && reached(meetings[met], clustering)) {
      met++;
    }
    return (met - from) * MARKERS_PER_RANGE;
  }

  /** The markers of the ranges not counted yet: the read ended after them. */
  int rest() {
    int rest = (meetings.length - met) * MARKERS_PER_RANGE;
    met = meetings.length;
    return rest;
  }

  private boolean reached(byte[] meeting, byte[] clustering) {
    if (!reversed) {
      return Arrays.compareUnsigned(meeting, clustering) <= 0;
    }
    return meeting == null || Arrays.compareUnsigned(meeting, clustering) > 0;
  }

  private static boolean intersects(RangeTombstone range, Slices slices) {
    for (Slice slice : slices.asList()) {
      boolean startsBeforeSliceEnds = slice.isBeforeEnd(range.start());
      boolean endsAfterSliceStarts =
          range.end() == null || Arrays.compareUnsigned(range.end(), slice.start()) > 0;
      if (startsBeforeSliceEnds && endsAfterSliceStarts) {
        return true;
      }
    }
    return false;
  }

  /** Ends from the partition's end (null) down. */
  private static int compareEndsDescending(byte[] a, byte[] b) {
    if (a == null || b == null) {
      return a == b ? 0 : a == null ? -1 : 1;
    }
    return Arrays.compareUnsigned(b, a);
  }
}
