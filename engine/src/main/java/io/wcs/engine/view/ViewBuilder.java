package io.wcs.engine.view;

import io.wcs.engine.cql.ExecutionContext;
import io.wcs.engine.cql.lwt.PartitionLocks;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.PartitionIterator;
import io.wcs.engine.storage.PartitionRange;
import io.wcs.engine.storage.Slices;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.TableMutation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a new view from the base table's stored data, before CREATE MATERIALIZED VIEW returns.
 * Partitions are taken in groups of {@link #GROUP} in scan order; a group's locks are held from the
 * read of its partitions' rows to the write of their view rows, so a concurrent base write either
 * comes before (and is read) or after (and derives its own view rows from what the build wrote).
 * Each group's view rows are one storage write (one commit log sync); memory holds one group's view
 * rows at most.
 */
final class ViewBuilder {
  /** Partitions per storage write: few syncs, short waits for writers of those partitions. */
  private static final int GROUP = 64;

  private final PreparedView view;
  private final StorageEngine storage;
  private final int baseId;
  private final int nowInSeconds;

  private ViewBuilder(PreparedView view, ExecutionContext context) {
    this.view = view;
    this.storage = context.storage();
    this.baseId = view.base.storageId();
    this.nowInSeconds = context.nowInSeconds();
  }

  static void build(PreparedView view, ExecutionContext context) {
    new ViewBuilder(view, context).run();
  }

  private void run() {
    List<DecoratedKey> group = new ArrayList<>(GROUP);
    try (PartitionIterator partitions =
        storage.scan(baseId, PartitionRange.ALL, Slices.ALL, nowInSeconds)) {
      while (partitions.hasNext()) {
        group.add(partitions.next().key());
        if (group.size() == GROUP) {
          buildGroup(group);
          group.clear();
        }
      }
      buildGroup(group);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "building materialized view " + view.view.table() + " failed", e);
    }
  }

  private void buildGroup(List<DecoratedKey> keys) throws IOException {
    int[] stripes = keys.stream().mapToInt(k -> PartitionLocks.stripe(baseId, k)).toArray();
    try (PartitionLocks.Held held = PartitionLocks.lock(stripes)) {
      ViewMutations mutations = new ViewMutations();
      for (DecoratedKey key : keys) {
        ViewEntries entries = new ViewEntries(view, key, nowInSeconds, mutations);
        storage.readUnfiltered(
            baseId,
            key,
            partition ->
                partition.rows(Slices.ALL, false).forEachRemaining(r -> entries.update(null, r)));
      }
      if (!mutations.isEmpty()) {
        List<TableMutation> out = new ArrayList<>();
        mutations.addTo(out);
        storage.apply(out);
      }
    }
  }
}
