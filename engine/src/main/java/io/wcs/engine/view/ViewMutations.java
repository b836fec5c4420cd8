package io.wcs.engine.view;

import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.Mutation;
import io.wcs.engine.storage.TableMutation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The view mutations one base write derives, one per view partition, rows reconciled as they are
 * added. Not thread-safe: one per derivation.
 */
final class ViewMutations {
  private record Target(int tableId, DecoratedKey key) {}

  private final Map<Target, Mutation.Builder> partitions = new LinkedHashMap<>();

  Mutation.Builder partition(int tableId, DecoratedKey key) {
    return partitions.computeIfAbsent(new Target(tableId, key), t -> Mutation.builder(key));
  }

  boolean isEmpty() {
    return partitions.isEmpty();
  }

  void addTo(List<TableMutation> out) {
    partitions.forEach((t, b) -> out.add(new TableMutation(t.tableId(), b.build())));
  }
}
