package io.wcs.engine.compaction;

import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LazyIterator;
import io.wcs.engine.storage.RangeTombstone;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.UnfilteredPartition;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * A merged partition as compaction writes it: expired cells turned into tombstones, and tombstones
 * dropped once they are older than gc_grace_seconds ({@code gcBefore}) and older than anything of
 * this partition outside the compaction ({@code purgeableBelow}). Threading: one thread.
 */
final class PurgedPartition implements UnfilteredPartition {
  private final UnfilteredPartition merged;
  private final int nowInSeconds;
  private final int gcBefore;
  private final long purgeableBelow;

  PurgedPartition(UnfilteredPartition merged, int nowInSeconds, int gcBefore, long purgeableBelow) {
    this.merged = merged;
    this.nowInSeconds = nowInSeconds;
    this.gcBefore = gcBefore;
    this.purgeableBelow = purgeableBelow;
  }

  @Override
  public DecoratedKey key() {
    return merged.key();
  }

  @Override
  public DeletionTime partitionDeletion() {
    DeletionTime d = merged.partitionDeletion();
    return Row.isPurgeable(d, gcBefore, purgeableBelow) ? DeletionTime.LIVE : d;
  }

  @Override
  public List<RangeTombstone> rangeTombstones() {
    List<RangeTombstone> kept = new ArrayList<>();
    for (RangeTombstone rt : merged.rangeTombstones()) {
      if (!Row.isPurgeable(rt.deletion(), gcBefore, purgeableBelow)) {
        kept.add(rt);
      }
    }
    return kept;
  }

  @Override
  public Row staticRow() {
    Row r = merged.staticRow();
    return r == null ? null : r.purged(nowInSeconds, gcBefore, purgeableBelow);
  }

  @Override
  public Iterator<Row> rows(Slices slices, boolean reversed) {
    Iterator<Row> source = merged.rows(slices, reversed);
    return new LazyIterator<>() {
      @Override
      protected Row computeNext() {
        while (source.hasNext()) {
          Row purged = source.next().purged(nowInSeconds, gcBefore, purgeableBelow);
          if (purged != null) {
            return purged;
          }
        }
        return null;
      }
    };
  }
}
