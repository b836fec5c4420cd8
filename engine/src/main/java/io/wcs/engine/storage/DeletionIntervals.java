package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;

/**
 * Overlapping range tombstones flattened into disjoint intervals, each with the strongest deletion
 * covering it, so that the deletion covering a clustering is a binary search. Immutable.
 */
final class DeletionIntervals {
  static final DeletionIntervals NONE =
      new DeletionIntervals(new byte[0][], new byte[0][], new DeletionTime[0]);

  private static final Comparator<DeletionTime> STRENGTH =
      Comparator.comparingLong(DeletionTime::markedForDeleteAt)
          .thenComparingInt(DeletionTime::localDeletionTime);

  private final byte[][] starts;
  private final byte[][] ends;
  private final DeletionTime[] deletions;

  private DeletionIntervals(byte[][] starts, byte[][] ends, DeletionTime[] deletions) {
    this.starts = starts;
    this.ends = ends;
    this.deletions = deletions;
  }

  /** Sweeps the boundaries in order, keeping the multiset of open deletions. */
  static DeletionIntervals of(List<RangeTombstone> rangeTombstones) {
    if (rangeTombstones.isEmpty()) {
      return NONE;
    }
    TreeMap<byte[], List<RangeTombstone>> startsAt = new TreeMap<>(Bytes.UNSIGNED);
    TreeMap<byte[], List<RangeTombstone>> endsAt = new TreeMap<>(Bytes.UNSIGNED);
    for (RangeTombstone rt : rangeTombstones) {
      if (rt.end() != null && Arrays.compareUnsigned(rt.start(), rt.end()) >= 0) {
        continue;
      }
      startsAt.computeIfAbsent(rt.start(), k -> new ArrayList<>()).add(rt);
      if (rt.end() != null) {
        endsAt.computeIfAbsent(rt.end(), k -> new ArrayList<>()).add(rt);
      }
    }
    TreeMap<byte[], Boolean> points = new TreeMap<>(Bytes.UNSIGNED);
    startsAt.keySet().forEach(p -> points.put(p, Boolean.TRUE));
    endsAt.keySet().forEach(p -> points.put(p, Boolean.TRUE));
    TreeMap<DeletionTime, Integer> open = new TreeMap<>(STRENGTH);
    List<byte[]> s = new ArrayList<>();
    List<byte[]> e = new ArrayList<>();
    List<DeletionTime> d = new ArrayList<>();
    byte[] previous = null;
    for (byte[] point : points.keySet()) {
      if (previous != null && !open.isEmpty()) {
        add(s, e, d, previous, point, open.lastKey());
      }
      for (RangeTombstone rt : endsAt.getOrDefault(point, List.of())) {
        open.computeIfPresent(rt.deletion(), (k, n) -> n == 1 ? null : n - 1);
      }
      for (RangeTombstone rt : startsAt.getOrDefault(point, List.of())) {
        open.merge(rt.deletion(), 1, Integer::sum);
      }
      previous = point;
    }
    if (!open.isEmpty()) {
      add(s, e, d, previous, null, open.lastKey());
    }
    return new DeletionIntervals(
        s.toArray(new byte[0][]), e.toArray(new byte[0][]), d.toArray(new DeletionTime[0]));
  }

  private static void add(
      List<byte[]> s,
      List<byte[]> e,
      List<DeletionTime> d,
      byte[] from,
      byte[] to,
      DeletionTime dt) {
    int last = d.size() - 1;
    if (last >= 0 && d.get(last).equals(dt) && Arrays.equals(e.get(last), from)) {
      e.set(last, to);
    } else {
      s.add(from);
      e.add(to);
      d.add(dt);
    }
  }

  /** The strongest range deletion covering {@code clustering}, or LIVE. */
  DeletionTime deletionAt(byte[] clustering) {
    int i = Bytes.lastIndexBefore(starts, clustering, true);
    if (i < 0) {
      return DeletionTime.LIVE;
    }
    return ends[i] == null || Arrays.compareUnsigned(clustering, ends[i]) < 0
        ? deletions[i]
        : DeletionTime.LIVE;
  }
}
