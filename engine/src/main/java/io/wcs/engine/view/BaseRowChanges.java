package io.wcs.engine.view;

import io.wcs.engine.storage.DeletionTime;
import io.wcs.engine.storage.LivenessInfo;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.RangeTombstone;
import io.wcs.engine.storage.Row;
import io.wcs.engine.storage.Slice;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.UnfilteredPartition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * The rows a base mutation changes, each before and after it: the stored rows the mutation's rows,
 * range tombstones and partition deletion touch are read with their tombstones (under the
 * partition's lock, so nothing moves underneath) and joined in clustering order with the mutation's
 * rows, a partition or range deletion counting as a row deletion of every row it covers. Stored
 * rows are streamed, not collected. Static rows are left out: views cannot hold static columns.
 */
final class BaseRowChanges {
  private final Mutation mutation;
  private final Slices touched;
  private final List<Row> updates;
  private final BiConsumer<Row, Row> action;
  private int next;
  private DeletionTime storedPartitionDeletion = DeletionTime.LIVE;
  private List<RangeTombstone> storedRangeTombstones = List.of();

  private BaseRowChanges(Mutation mutation, Slices touched, BiConsumer<Row, Row> action) {
    this.mutation = mutation;
    this.touched = touched;
    this.updates = mutation.rows();
    this.action = action;
  }

  /**
   * Calls {@code action(existing, merged)} for every row of table {@code tableId} that {@code
   * mutation} changes; {@code existing} is null for a row that nothing stored holds or deletes.
   */
  static void forEach(
      StorageEngine storage, int tableId, Mutation mutation, BiConsumer<Row, Row> action) {
    Slices touched = touched(mutation);
    if (touched.size() == 0) {
      return;
    }
    BaseRowChanges join = new BaseRowChanges(mutation, touched, action);
    storage.readUnfiltered(tableId, mutation.key(), join::stored);
    join.updatesBefore(null);
  }

  private static Slices touched(Mutation m) {
    if (!m.partitionDeletion().isLive()) {
      return Slices.ALL;
    }
    List<Slice> slices = new ArrayList<>();
    for (Row r : m.rows()) {
      byte[] c = r.clustering();
      slices.add(new Slice(c, Arrays.copyOf(c, c.length + 1)));
    }
    for (RangeTombstone rt : m.rangeTombstones()) {
      slices.add(new Slice(rt.start(), rt.end()));
    }
    return Slices.of(slices);
  }

  private void stored(UnfilteredPartition partition) {
    storedPartitionDeletion = partition.partitionDeletion();
    storedRangeTombstones = partition.rangeTombstones();
    partition.rows(touched, false).forEachRemaining(this::storedRow);
  }

  private void storedRow(Row existing) {
    updatesBefore(existing.clustering());
    Row update = null;
    if (next < updates.size()
        && Arrays.equals(updates.get(next).clustering(), existing.clustering())) {
      update = updates.get(next++);
    }
    change(existing, update);
  }

  /** The mutation's rows before {@code clustering} (all when null), which no stored row has. */
  private void updatesBefore(byte[] clustering) {
    while (next < updates.size()
        && (clustering == null
            || Arrays.compareUnsigned(updates.get(next).clustering(), clustering) < 0)) {
      change(null, updates.get(next++));
    }
  }

  /**
   * Reports one row. A stored partition or range deletion covering it counts as its row deletion
   * (so a view entry re-created for it drops what the view still holds from before that deletion),
   * and so do the mutation's.
   */
  private void change(Row existing, Row update) {
    byte[] clustering = existing != null ? existing.clustering() : update.clustering();
    existing =
        withDeletion(
            existing,
            clustering,
            covering(storedPartitionDeletion, storedRangeTombstones, clustering));
    update =
        withDeletion(
            update,
            clustering,
            covering(mutation.partitionDeletion(), mutation.rangeTombstones(), clustering));
    if (update == null) {
      return;
    }
    Row merged = existing == null ? update : Row.merge(existing, update);
    merged = merged.withDeletionsApplied(DeletionTime.LIVE);
    if (merged != null) {
      action.accept(existing, merged);
    }
  }

  private static Row withDeletion(Row row, byte[] clustering, DeletionTime deletion) {
    if (deletion.isLive()) {
      return row;
    }
    Row deleted = Row.of(clustering, LivenessInfo.EMPTY, deletion, List.of(), List.of());
    return row == null ? deleted : Row.merge(row, deleted);
  }

  /** The strongest of a partition deletion and the range tombstones covering {@code clustering}. */
  private static DeletionTime covering(
      DeletionTime partitionDeletion, List<RangeTombstone> rangeTombstones, byte[] clustering) {
    DeletionTime d = partitionDeletion;
    for (RangeTombstone rt : rangeTombstones) {
      if (rt.covers(clustering)) {
        d = DeletionTime.max(d, rt.deletion());
      }
    }
    return d;
  }
}
