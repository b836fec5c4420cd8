package io.wcs.engine.view;

import io.wcs.engine.cql.restrictions.TableKeys;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.schema.ViewMetadata;
import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.Row;
import java.util.Arrays;
import java.util.List;

/**
 * One materialized view prepared against its base table's current metadata: where each view key
 * column comes from in a base row, which base columns the view holds and under which storage ids,
 * the base column that is in the view key without being in the base key (if any), and the WHERE
 * filter. Columns are matched by name, so a column added to the base (and to a {@code SELECT *}
 * view) is picked up by the next preparation. Immutable and thread-safe.
 */
final class PreparedView {
  /** Storage id in the view of each base storage id the view holds outside its key; else -1. */
  private final int[] viewColumnIds;

  final ViewMetadata view;
  final TableMetadata base;
  final TableKeys baseKeys;
  final TableKeys viewKeys;
  final ViewFilter filter;

  /**
   * The base regular column in the view's key, or null. Its cell decides whether the base row has a
   * view row and where, and gives that row's liveness (Cassandra's "strict liveness").
   */
  final ColumnMetadata keyColumn;

  /** For each view key column (partition key, then clustering): the base column it copies. */
  private final List<ColumnMetadata> keySources;

  PreparedView(ViewMetadata view, TableMetadata base, KeyspaceMetadata keyspace) {
    this.view = view;
    this.base = base;
    this.baseKeys = TableKeys.of(base);
    TableMetadata table = view.table();
    this.viewKeys = TableKeys.of(table);
    this.filter = new ViewFilter(base, view.whereRelations(), keyspace.types());
    this.keySources =
        table.columns().stream()
            .filter(ColumnMetadata::isPrimaryKey)
            .map(c -> base.column(c.name()))
            .toList();
    this.keyColumn = keySources.stream().filter(c -> !c.isPrimaryKey()).findFirst().orElse(null);
    int size = base.columns().stream().mapToInt(ColumnMetadata::storageId).max().orElse(0) + 1;
    this.viewColumnIds = new int[size];
    Arrays.fill(viewColumnIds, -1);
    for (ColumnMetadata c : table.nonKeyColumns()) {
      ColumnMetadata b = base.column(c.name());
      if (b != null) {
        viewColumnIds[b.storageId()] = c.storageId();
      }
    }
  }

  /** The view storage id holding the base column {@code baseColumnId}, or -1 if not selected. */
  int viewColumnId(int baseColumnId) {
    return baseColumnId < viewColumnIds.length ? viewColumnIds[baseColumnId] : -1;
  }

  /** Whether the view's key is made of the base key's columns alone. */
  boolean hasBaseKeyOnly() {
    return keyColumn == null;
  }

  /** The live cell of the base key column in the view key, or null. */
  Cell keyCell(Row baseRow, int nowInSeconds) {
    Cell c = baseRow.cell(keyColumn.storageId(), null);
    return c != null && c.isLive(nowInSeconds) ? c : null;
  }

  /**
   * The view key values of a base row: partition key values, then clustering values, in the view's
   * key order. The key column's value comes from its live cell, which the caller has checked.
   */
  byte[][] viewKey(byte[][] basePartitionKey, Row baseRow, int nowInSeconds) {
    byte[][] baseClustering =
        baseKeys.clustering().decode(baseRow.clustering(), baseRow.writtenClustering());
    byte[][] out = new byte[keySources.size()][];
    for (int i = 0; i < out.length; i++) {
      ColumnMetadata source = keySources.get(i);
      out[i] =
          switch (source.kind()) {
            case PARTITION_KEY -> basePartitionKey[source.position()];
            case CLUSTERING -> baseClustering[source.position()];
            default -> keyCell(baseRow, nowInSeconds).value();
          };
    }
    return out;
  }

  int partitionKeySize() {
    return view.table().partitionKey().size();
  }
}
