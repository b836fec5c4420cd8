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
 * Builds a new view from the base table's stored data, before CREATE MATERIALIZED VIEW returns:
 * partition by partition, with the partition's lock held from the read of its rows to the write of
 * their view rows, so a concurrent base write either comes before (and is read) or after (and
 * derives its own view rows from what the build wrote). Each partition's view rows are one storage
 * write; nothing holds more than one partition in memory.
 */
final class ViewBuilder {
  private ViewBuilder() {}

  static void build(PreparedView view, ExecutionContext context) {
    StorageEngine storage = context.storage();
    int baseId = view.base.storageId();
    int now = context.nowInSeconds();
    try (PartitionIterator partitions = storage.scan(baseId, PartitionRange.ALL, Slices.ALL, now)) {
      while (partitions.hasNext()) {
        DecoratedKey key = partitions.next().key();
        try (PartitionLocks.Held held = PartitionLocks.lock(PartitionLocks.stripe(baseId, key))) {
          ViewMutations mutations = new ViewMutations();
          ViewEntries entries = new ViewEntries(view, key, now, mutations);
          storage.readUnfiltered(
              baseId,
              key,
              partition ->
                  partition.rows(Slices.ALL, false).forEachRemaining(r -> entries.update(null, r)));
          if (!mutations.isEmpty()) {
            List<TableMutation> out = new ArrayList<>();
            mutations.addTo(out);
            storage.apply(out);
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "building materialized view " + view.view.table() + " failed", e);
    }
  }
}
