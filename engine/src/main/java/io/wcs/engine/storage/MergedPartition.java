package io.wcs.engine.storage;

import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Several sources' versions of one partition merged into one: rows with the same clustering are
 * reconciled, and everything a partition, range or row deletion shadows is removed; the tombstones
 * themselves stay (compaction decides when they may go, readers filter them). Lazy: rows are merged
 * as they are pulled. Threading: one reader thread.
 */
public final class MergedPartition implements UnfilteredPartition {
  private final List<UnfilteredPartition> sources;
  private final DeletionTime partitionDeletion;
  private final List<RangeTombstone> rangeTombstones;
  private DeletionIntervals intervals;

  public MergedPartition(List<UnfilteredPartition> sources) {
    if (sources.isEmpty()) {
      throw new IllegalArgumentException("no source to merge");
    }
    this.sources = sources;
    DeletionTime pd = DeletionTime.LIVE;
    for (UnfilteredPartition p : sources) {
      pd = DeletionTime.max(pd, p.partitionDeletion());
    }
    this.partitionDeletion = pd;
    this.rangeTombstones = rangeTombstones(sources, pd);
  }

  /** The sources' range tombstones that {@code pd} does not shadow, each once. */
  private static List<RangeTombstone> rangeTombstones(
      List<UnfilteredPartition> sources, DeletionTime pd) {
    // A set: the same deletion replayed or written to several SSTables is kept once. Made only
    // when there is one: most partitions read have none.
    Set<RangeTombstone> rts = null;
    for (UnfilteredPartition p : sources) {
      for (RangeTombstone rt : p.rangeTombstones()) {
        if (rt.deletion().supersedes(pd)) {
          if (rts == null) {
            rts = new LinkedHashSet<>();
          }
          rts.add(rt);
        }
      }
    }
    return rts == null ? List.of() : List.copyOf(rts);
  }

  @Override
  public DecoratedKey key() {
    return sources.get(0).key();
  }

  @Override
  public DeletionTime partitionDeletion() {
    return partitionDeletion;
  }

  @Override
  public List<RangeTombstone> rangeTombstones() {
    return rangeTombstones;
  }

  @Override
  public Row staticRow() {
    Row merged = null;
    for (UnfilteredPartition p : sources) {
      Row r = p.staticRow();
      if (r != null) {
        merged = merged == null ? r : Row.merge(merged, r);
      }
    }
    return merged == null ? null : merged.withDeletionsApplied(partitionDeletion);
  }

  @Override
  public Iterator<Row> rows(Slices slices, boolean reversed) {
    if (intervals == null) {
      intervals = DeletionIntervals.of(rangeTombstones);
    }
    if (sources.size() == 1) {
      UnfilteredPartition only = sources.get(0);
      // A source that deletes nothing needs no filter: a layer fewer for each row read.
      return only.holdsOnlyLiveData()
          ? only.rows(slices, reversed)
          : new DeletionFilter(only.rows(slices, reversed));
    }
    return new MergeIterator(slices, reversed);
  }

  /**
   * Its one source's answer; false for a merge of several, even of sources that hold only live
   * data, so that reads keep a merge's rows behind their filters and a read's call for the next row
   * meets the same few classes (one class more there cost the range slices a fifth once).
   */
  @Override
  public boolean holdsOnlyLiveData() {
    return sources.size() == 1 && sources.get(0).holdsOnlyLiveData();
  }

  /** The row without what the partition deletion and the range tombstones shadow, or null. */
  private Row withDeletionsApplied(Row row) {
    DeletionTime outer =
        DeletionTime.max(partitionDeletion, intervals.deletionAt(row.clustering()));
    return row.withDeletionsApplied(outer);
  }

  /** The rows of a single source: nothing to reconcile, only deletions to apply. */
  private final class DeletionFilter extends LazyIterator<Row> {
    private final Iterator<Row> rows;

    DeletionFilter(Iterator<Row> rows) {
      this.rows = rows;
    }

    @Override
    protected Row computeNext() {
      while (rows.hasNext()) {
        Row row = withDeletionsApplied(rows.next());
        if (row != null) {
          return row;
        }
      }
      return null;
    }
  }

  /**
   * A k-way merge of sorted row streams that reconciles equal clusterings and applies deletions.
   *
   * <p>Why a scan of the sources' head rows and not a priority queue: a partition is merged from a
   * handful of sources (the memtables and the SSTables its slice meets), so finding the smallest
   * head costs k - 1 comparisons, one for the common memtable-plus-SSTable read, where a heap paid
   * a poll and an insert with a comparison each, and an object per row to hold a head. The scan
   * also finds the heads equal to the smallest, to merge with it.
   *
   * <p>A {@link DeferredPartition}'s rows are not read until the smallest head reaches their bound:
   * until then the source costs one comparison a row and no read.
   */
  private final class MergeIterator extends LazyIterator<Row> {
    private final Slices slices;
    private final boolean reversed;
    // A source's rows; null for a deferred source until the merge reaches it.
    private final Iterator<Row>[] its;
    private final Row[] heads;
    // A deferred source's bound until the merge reaches it and reads its first row, else null.
    private final byte[][] unread;
    // The sources whose head has the smallest head's clustering, found with it.
    private final int[] ties;
    // The unread source whose bound comes first, or -1: the only one a row is compared with, where
    // comparing every unread bound with every row was a sixth of a latest-100 query over a series's
    // SSTables.
    private int nextUnread;

    @SuppressWarnings("unchecked")
    MergeIterator(Slices slices, boolean reversed) {
      int n = sources.size();
      this.slices = slices;
      this.reversed = reversed;
      this.its = new Iterator[n];
      this.heads = new Row[n];
      this.unread = new byte[n][];
      this.ties = new int[n];
      for (int i = 0; i < n; i++) {
        if (sources.get(i) instanceof DeferredPartition deferred) {
          unread[i] = deferred.firstRowBound(reversed);
        } else {
          its[i] = sources.get(i).rows(slices, reversed);
          advance(i);
        }
      }
      nextUnread = firstUnread();
    }

    /** Compares clusterings in the merge's order. */
    private int compare(byte[] a, byte[] b) {
      return reversed ? Arrays.compareUnsigned(b, a) : Arrays.compareUnsigned(a, b);
    }

    private void advance(int source) {
      Iterator<Row> it = its[source];
      heads[source] = it.hasNext() ? it.next() : null;
    }

    @Override
    protected Row computeNext() {
      while (true) {
        int first = -1;
        int tieCount = 0;
        for (int i = 0; i < heads.length; i++) {
          if (heads[i] == null) {
            continue;
          }
          int c = first < 0 ? -1 : compare(heads[i].clustering(), heads[first].clustering());
          if (c < 0) {
            first = i;
            tieCount = 0;
          } else if (c == 0) {
            ties[tieCount++] = i;
          }
        }
        if (nextUnread >= 0
            && (first < 0 || compare(unread[nextUnread], heads[first].clustering()) <= 0)) {
          // Its rows may start at or before the smallest head: read them from here on.
          int reached = nextUnread;
          unread[reached] = null;
          its[reached] = sources.get(reached).rows(slices, reversed);
          advance(reached);
          nextUnread = firstUnread();
          continue;
        }
        if (first < 0) {
          return null;
        }
        Row merged = heads[first];
        advance(first);
        for (int t = 0; t < tieCount; t++) {
          merged = Row.merge(merged, heads[ties[t]]);
          advance(ties[t]);
        }
        Row row = withDeletionsApplied(merged);
        if (row != null) {
          return row;
        }
      }
    }

    /** The unread source whose bound comes first in the merge's order, or -1. */
    private int firstUnread() {
      int first = -1;
      for (int i = 0; i < unread.length; i++) {
        if (unread[i] != null && (first < 0 || compare(unread[i], unread[first]) < 0)) {
          first = i;
        }
      }
      return first;
    }
  }
}
