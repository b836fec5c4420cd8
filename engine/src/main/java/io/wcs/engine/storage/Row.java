package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * One row of a partition, immutable: its clustering (byte-comparable; empty for the static row and
 * for tables without clustering columns), the clustering values as written when that key cannot
 * give them back (see {@link #writtenClustering}), the row marker, the row deletion, the deletions
 * of complex (collection) columns and the cells sorted by {@link Cell#comparePosition}. The same
 * class carries "unfiltered" rows (tombstones included: memtable, SSTable, compaction) and the live
 * view handed to readers ({@link #liveView}).
 */
public final class Row {
  /** A collection overwrite: deletes the column's elements written at or before it. */
  public record ComplexDeletion(int columnId, DeletionTime deletion) {}

  private static final Cell[] NO_CELLS = new Cell[0];
  static final ComplexDeletion[] NO_COMPLEX_DELETIONS = new ComplexDeletion[0];

  private final byte[] clustering;
  private final byte[] writtenClustering;
  private final LivenessInfo marker;
  private final DeletionTime deletion;
  private final ComplexDeletion[] complexDeletions;
  private final Cell[] cells;

  private Row(
      byte[] clustering,
      byte[] writtenClustering,
      LivenessInfo marker,
      DeletionTime deletion,
      ComplexDeletion[] complexDeletions,
      Cell[] cells) {
    this.clustering = clustering;
    this.writtenClustering = writtenClustering;
    this.marker = marker;
    this.deletion = deletion;
    this.complexDeletions = complexDeletions;
    this.cells = cells;
  }

  /** Builds a row from parts in any order; duplicate cells are reconciled. */
  public static Row of(
      byte[] clustering,
      LivenessInfo marker,
      DeletionTime deletion,
      List<ComplexDeletion> complexDeletions,
      List<Cell> cells) {
    // Copied by hand, not by toArray: the JIT's copy of an Object[] into a Cell[] speculates that
    // it is already one, and threw this method's first compiled code away at its first call. The
    // usual empty list of complex deletions skips toArray for the same reason.
    Cell[] copy = new Cell[cells.size()];
    int n = 0;
    boolean ordered = true;
    for (Cell c : cells) {
      if (n > 0 && copy[n - 1].comparePosition(c) >= 0) {
        ordered = false;
      }
      copy[n++] = c;
    }
    return new Row(
        clustering,
        null,
        marker,
        deletion,
        complexDeletions.isEmpty()
            ? NO_COMPLEX_DELETIONS
            : normalized(complexDeletions.toArray(NO_COMPLEX_DELETIONS)),
        ordered ? copy : sortedReconciled(copy));
  }

  /**
   * The cells sorted by position, one (the reconciled winner) a position. A statement's cells
   * usually come in column order, one a position, and skip this.
   */
  private static Cell[] sortedReconciled(Cell[] cells) {
    Arrays.sort(cells, Cell::comparePosition);
    int n = 0;
    for (Cell c : cells) {
      if (n > 0 && cells[n - 1].comparePosition(c) == 0) {
        cells[n - 1] = Cell.reconcile(cells[n - 1], c);
      } else {
        cells[n++] = c;
      }
    }
    return n == cells.length ? cells : Arrays.copyOf(cells, n);
  }

  /** This row carrying the clustering values as written (see {@link #writtenClustering}). */
  public Row withWrittenClustering(byte[] values) {
    if (values == writtenClustering) {
      return this;
    }
    return new Row(clustering, values, marker, deletion, complexDeletions, cells);
  }

  /** Sorted by column, one (the strongest) deletion per column. */
  private static ComplexDeletion[] normalized(ComplexDeletion[] cds) {
    Arrays.sort(cds, (a, b) -> Integer.compare(a.columnId, b.columnId));
    int m = 0;
    for (ComplexDeletion cd : cds) {
      if (m > 0 && cds[m - 1].columnId == cd.columnId) {
        cds[m - 1] =
            new ComplexDeletion(cd.columnId, DeletionTime.max(cds[m - 1].deletion, cd.deletion));
      } else {
        cds[m++] = cd;
      }
    }
    return m == cds.length ? cds : Arrays.copyOf(cds, m);
  }

  /** Rebuilds a row from already sorted, duplicate-free arrays (deserialisation, merging). */
  static Row ofSorted(
      byte[] clustering,
      byte[] writtenClustering,
      LivenessInfo marker,
      DeletionTime deletion,
      ComplexDeletion[] complexDeletions,
      Cell[] cells) {
    return new Row(clustering, writtenClustering, marker, deletion, complexDeletions, cells);
  }

  public byte[] clustering() {
    return clustering;
  }

  /**
   * The clustering values as first written, opaque here, or null. The CQL layer sets them for
   * tables whose clustering key cannot give its values back: 1.5 and 1.50 are the same decimal
   * clustering, as in Cassandra, so they share one key, but the row reads back with the scale it
   * was first written with. A merge keeps the first row's, like Cassandra's memtable.
   */
  public byte[] writtenClustering() {
    return writtenClustering;
  }

  public LivenessInfo marker() {
    return marker;
  }

  public DeletionTime deletion() {
    return deletion;
  }

  public ComplexDeletion[] complexDeletions() {
    // An empty array cannot be changed: shared, as most rows have no collection deletion and the
    // writers and the flush ask every row.
    return complexDeletions.length == 0 ? complexDeletions : complexDeletions.clone();
  }

  public int cellCount() {
    return cells.length;
  }

  public Cell cell(int index) {
    return cells[index];
  }

  public List<Cell> cells() {
    return List.of(cells);
  }

  /** The cell of a column at a path (null for simple columns), or null; a binary search. */
  public Cell cell(int columnId, byte[] path) {
    int lo = 0;
    int hi = cells.length - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = cells[mid].comparePosition(columnId, path);
      if (c < 0) {
        lo = mid + 1;
      } else if (c > 0) {
        hi = mid - 1;
      } else {
        return cells[mid];
      }
    }
    return null;
  }

  DeletionTime complexDeletion(int columnId) {
    for (ComplexDeletion cd : complexDeletions) {
      if (cd.columnId == columnId) {
        return cd.deletion;
      }
    }
    return DeletionTime.LIVE;
  }

  /** True when the row carries nothing at all (no marker, deletion, cells). */
  public boolean isEmpty() {
    return marker.isEmpty()
        && deletion.isLive()
        && complexDeletions.length == 0
        && cells.length == 0;
  }

  /** The smallest timestamp the row carries (marker, deletions, cells); Long.MAX_VALUE if none. */
  public long minTimestamp() {
    long min = marker.isEmpty() ? Long.MAX_VALUE : marker.timestamp();
    if (!deletion.isLive()) {
      min = Math.min(min, deletion.markedForDeleteAt());
    }
    for (ComplexDeletion cd : complexDeletions) {
      min = Math.min(min, cd.deletion.markedForDeleteAt());
    }
    for (Cell c : cells) {
      min = Math.min(min, c.timestamp());
    }
    return min;
  }

  /** Approximate heap footprint, for memtable accounting. */
  public long sizeInBytes() {
    long size =
        64L
            + clustering.length
            + (writtenClustering == null ? 0 : 16 + writtenClustering.length)
            + 24L * complexDeletions.length;
    for (Cell c : cells) {
      size += c.sizeInBytes();
    }
    return size;
  }

  /** Reconciles two versions of the same row (same clustering). */
  public static Row merge(Row a, Row b) {
    LivenessInfo marker = b.marker.supersedes(a.marker) ? b.marker : a.marker;
    DeletionTime deletion = DeletionTime.max(a.deletion, b.deletion);
    ComplexDeletion[] cds = a.complexDeletions;
    if (b.complexDeletions.length > 0) {
      cds =
          Arrays.copyOf(a.complexDeletions, a.complexDeletions.length + b.complexDeletions.length);
      System.arraycopy(
          b.complexDeletions, 0, cds, a.complexDeletions.length, b.complexDeletions.length);
      cds = normalized(cds);
    }
    Cell[] merged = new Cell[a.cells.length + b.cells.length];
    int i = 0;
    int j = 0;
    int n = 0;
    while (i < a.cells.length || j < b.cells.length) {
      int c =
          i == a.cells.length
              ? 1
              : j == b.cells.length ? -1 : a.cells[i].comparePosition(b.cells[j]);
      if (c < 0) {
        merged[n++] = a.cells[i++];
      } else if (c > 0) {
        merged[n++] = b.cells[j++];
      } else {
        merged[n++] = Cell.reconcile(a.cells[i++], b.cells[j++]);
      }
    }
    return new Row(
        a.clustering,
        a.writtenClustering != null ? a.writtenClustering : b.writtenClustering,
        marker,
        deletion,
        cds,
        n == merged.length ? merged : Arrays.copyOf(merged, n));
  }

  /**
   * Removes what {@code outer} (partition or range deletion covering this row) and the row's own
   * deletions shadow. Returns null when nothing is left.
   */
  public Row withDeletionsApplied(DeletionTime outer) {
    if (outer.isLive() && deletion.isLive() && complexDeletions.length == 0) {
      return this;
    }
    DeletionTime rowDeletion = deletion.supersedes(outer) ? deletion : DeletionTime.LIVE;
    DeletionTime effective = DeletionTime.max(outer, deletion);
    LivenessInfo newMarker = effective.deletes(marker.timestamp()) ? LivenessInfo.EMPTY : marker;
    List<ComplexDeletion> keptDeletions = new ArrayList<>(complexDeletions.length);
    for (ComplexDeletion cd : complexDeletions) {
      if (cd.deletion.supersedes(effective)) {
        keptDeletions.add(cd);
      }
    }
    Cell[] kept = new Cell[cells.length];
    int n = 0;
    for (Cell c : cells) {
      DeletionTime cd = complexDeletion(c.columnId());
      if (!effective.deletes(c.timestamp()) && !cd.deletes(c.timestamp())) {
        kept[n++] = c;
      }
    }
    if (newMarker == marker
        && rowDeletion == deletion
        && keptDeletions.size() == complexDeletions.length
        && n == cells.length) {
      return this;
    }
    Row row =
        new Row(
            clustering,
            writtenClustering,
            newMarker,
            rowDeletion,
            keptDeletions.toArray(NO_COMPLEX_DELETIONS),
            Arrays.copyOf(kept, n));
    return row.isEmpty() ? null : row;
  }

  /**
   * Compaction's purge: expired cells become tombstones, and tombstones (cell, row, collection,
   * expired marker) are dropped when deleted before {@code gcBefore} and written before {@code
   * purgeableBelow}, the oldest timestamp of this partition's data outside the compaction (nothing
   * older can exist that they would still have to shadow). {@code purgeableBelow} is only asked for
   * when a tombstone is old enough, as finding it looks the partition up in every other memtable
   * and SSTable. Returns this row when the purge changes nothing, null when nothing is left.
   */
  public Row purged(int nowInSeconds, int gcBefore, LongSupplier purgeableBelow) {
    if (!hasPurgeCandidates(nowInSeconds, gcBefore)) {
      return isEmpty() ? null : this;
    }
    long below = purgeableBelow.getAsLong();
    LivenessInfo newMarker = marker;
    if (isExpiredBefore(marker, nowInSeconds, gcBefore) && marker.timestamp() < below) {
      newMarker = LivenessInfo.EMPTY;
    }
    DeletionTime newDeletion =
        isPurgeable(deletion, gcBefore, below) ? DeletionTime.LIVE : deletion;
    List<ComplexDeletion> cds = new ArrayList<>(complexDeletions.length);
    for (ComplexDeletion cd : complexDeletions) {
      if (!isPurgeable(cd.deletion, gcBefore, below)) {
        cds.add(cd);
      }
    }
    List<Cell> kept = new ArrayList<>(cells.length);
    for (Cell c : cells) {
      Cell p = c.purgedOfExpiry(nowInSeconds);
      if (!(isTombstoneBefore(p, gcBefore) && p.timestamp() < below)) {
        kept.add(p);
      }
    }
    Row row =
        new Row(
            clustering,
            writtenClustering,
            newMarker,
            newDeletion,
            cds.toArray(NO_COMPLEX_DELETIONS),
            kept.toArray(NO_CELLS));
    return row.isEmpty() ? null : row;
  }

  /**
   * Whether {@link #purged} could change anything: an expired cell, or a deletion or expired marker
   * old enough to drop if nothing outside the compaction is older.
   */
  private boolean hasPurgeCandidates(int nowInSeconds, int gcBefore) {
    if (isExpiredBefore(marker, nowInSeconds, gcBefore) || isDeletedBefore(deletion, gcBefore)) {
      return true;
    }
    for (ComplexDeletion cd : complexDeletions) {
      if (isDeletedBefore(cd.deletion, gcBefore)) {
        return true;
      }
    }
    for (Cell c : cells) {
      if ((c.isExpiring() && !c.isLive(nowInSeconds)) || isTombstoneBefore(c, gcBefore)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isExpiredBefore(LivenessInfo marker, int nowInSeconds, int gcBefore) {
    return !marker.isEmpty()
        && !marker.isLive(nowInSeconds)
        && marker.localExpirationTime() < gcBefore;
  }

  private static boolean isDeletedBefore(DeletionTime d, int gcBefore) {
    return !d.isLive() && d.localDeletionTime() < gcBefore;
  }

  private static boolean isTombstoneBefore(Cell c, int gcBefore) {
    return c.isTombstone() && c.localDeletionTime() < gcBefore;
  }

  /** True for a deletion compaction may drop (see {@link #purged}). */
  public static boolean isPurgeable(DeletionTime d, int gcBefore, LongSupplier purgeableBelow) {
    return isDeletedBefore(d, gcBefore) && d.markedForDeleteAt() < purgeableBelow.getAsLong();
  }

  private static boolean isPurgeable(DeletionTime d, int gcBefore, long purgeableBelow) {
    return isDeletedBefore(d, gcBefore) && d.markedForDeleteAt() < purgeableBelow;
  }

  /**
   * What a reader sees at {@code nowInSeconds}: live cells and a live marker only. Null when the
   * row has no live data (CQL shows no such row). Deletions must already be applied.
   */
  public Row liveView(int nowInSeconds) {
    LivenessInfo liveMarker = marker.isLive(nowInSeconds) ? marker : LivenessInfo.EMPTY;
    int n = 0;
    for (Cell c : cells) {
      if (c.isLive(nowInSeconds)) {
        n++;
      }
    }
    if (liveMarker.isEmpty() && n == 0) {
      return null;
    }
    if (liveMarker == marker
        && n == cells.length
        && deletion.isLive()
        && complexDeletions.length == 0) {
      return this;
    }
    Cell[] live = new Cell[n];
    n = 0;
    for (Cell c : cells) {
      if (c.isLive(nowInSeconds)) {
        live[n++] = c;
      }
    }
    return new Row(
        clustering, writtenClustering, liveMarker, DeletionTime.LIVE, NO_COMPLEX_DELETIONS, live);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Row r
        && Arrays.equals(clustering, r.clustering)
        && Arrays.equals(writtenClustering, r.writtenClustering)
        && marker.equals(r.marker)
        && deletion.equals(r.deletion)
        && Arrays.equals(complexDeletions, r.complexDeletions)
        && Arrays.equals(cells, r.cells);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(clustering) * 31 + Arrays.hashCode(cells);
  }

  @Override
  public String toString() {
    return "Row("
        + Bytes.toHex(clustering)
        + (writtenClustering == null ? "" : ", written " + Bytes.toHex(writtenClustering))
        + (marker.isEmpty() ? "" : ", " + marker)
        + (deletion.isLive() ? "" : ", deleted " + deletion)
        + (complexDeletions.length == 0 ? "" : ", " + Arrays.toString(complexDeletions))
        + ", "
        + Arrays.toString(cells)
        + ")";
  }
}
