package io.wcs.engine.view;

import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.TableMutation;
import io.wcs.engine.storage.TablePartitionKey;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The view mutations one base write derives, one per view partition, rows reconciled as they are
 * added. Not thread-safe: one per derivation.
 */
final class ViewMutations {
  private final Map<TablePartitionKey, Mutation.Builder> partitions = new LinkedHashMap<>();

  Mutation.Builder partition(int tableId, DecoratedKey key) {
    return partitions.computeIfAbsent(
        new TablePartitionKey(tableId, key), p -> Mutation.builder(p.key()));
  }

  boolean isEmpty() {
    return partitions.isEmpty();
  }

  void addTo(List<TableMutation> out) {
    partitions.forEach((t, b) -> out.add(new TableMutation(t.tableId(), b.build())));
  }
}
