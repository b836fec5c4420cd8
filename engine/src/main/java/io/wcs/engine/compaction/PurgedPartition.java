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
import java.util.function.LongSupplier;

/**
 * A merged partition as compaction writes it: expired cells turned into tombstones, and tombstones
 * dropped once they are older than gc_grace_seconds ({@code gcBefore}) and older than anything of
 * this partition outside the compaction ({@code purgeableBelow}), which is looked for only once a
 * tombstone is old enough: most partitions have none. Threading: one thread.
 */
final class PurgedPartition implements UnfilteredPartition {
  private final UnfilteredPartition merged;
  private final int nowInSeconds;
  private final int gcBefore;
  private final LongSupplier findPurgeableBelow;
  private final LongSupplier lazyPurgeableBelow = this::purgeableBelow;
  private long purgeableBelow;
  private boolean purgeableBelowFound;

  PurgedPartition(
      UnfilteredPartition merged, int nowInSeconds, int gcBefore, LongSupplier purgeableBelow) {
    this.merged = merged;
    this.nowInSeconds = nowInSeconds;
    this.gcBefore = gcBefore;
    this.findPurgeableBelow = purgeableBelow;
  }

  private long purgeableBelow() {
    if (!purgeableBelowFound) {
      purgeableBelow = findPurgeableBelow.getAsLong();
      purgeableBelowFound = true;
    }
    return purgeableBelow;
  }

  @Override
  public DecoratedKey key() {
    return merged.key();
  }

  @Override
  public DeletionTime partitionDeletion() {
    DeletionTime d = merged.partitionDeletion();
    return Row.isPurgeable(d, gcBefore, lazyPurgeableBelow) ? DeletionTime.LIVE : d;
  }

  @Override
  public List<RangeTombstone> rangeTombstones() {
    List<RangeTombstone> all = merged.rangeTombstones();
    if (all.isEmpty()) {
      return all;
    }
    List<RangeTombstone> kept = new ArrayList<>();
    for (RangeTombstone rt : all) {
      if (!Row.isPurgeable(rt.deletion(), gcBefore, lazyPurgeableBelow)) {
        kept.add(rt);
      }
    }
    return kept;
  }

  @Override
  public Row staticRow() {
    Row r = merged.staticRow();
    return r == null ? null : r.purged(nowInSeconds, gcBefore, lazyPurgeableBelow);
  }

  @Override
  public Iterator<Row> rows(Slices slices, boolean reversed) {
    Iterator<Row> source = merged.rows(slices, reversed);
    return new LazyIterator<>() {
      @Override
      protected Row computeNext() {
        while (source.hasNext()) {
          Row purged = source.next().purged(nowInSeconds, gcBefore, lazyPurgeableBelow);
          if (purged != null) {
            return purged;
          }
        }
        return null;
      }
    };
  }
}
