package io.wcs.engine.cql.modification;

import io.wcs.engine.cql.restrictions.TableKeys;
import io.wcs.engine.schema.ColumnMetadata;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.DecoratedKey;
import io.wcs.engine.storage.Mutation;
import java.util.List;
import java.util.Map;

/**
 * Rows given as Java values by column name turned into the mutation an INSERT of them would make
 * (row marker, one cell per value, one per element for non-frozen collections). Used to materialise
 * rows that are not written by CQL, such as the virtual system tables.
 */
public final class RowMutations {
  private RowMutations() {}

  /** The INSERT of {@code row} (every primary key column present; absent columns are null). */
  public static Mutation insert(TableMetadata table, Map<String, Object> row, long timestamp) {
    TableKeys keys = TableKeys.of(table);
    DecoratedKey key = keys.decoratedKey(values(table.partitionKey(), row));
    byte[] clustering =
        table.clustering().isEmpty()
            ? new byte[0]
            : keys.clustering().encode(values(table.clustering(), row));
    RowUpdate update = new RowUpdate(null, table, key, clustering, timestamp, 0, 0);
    for (ColumnMetadata c : table.nonKeyColumns()) {
      Object value = row.get(c.name());
      if (value == null) {
        continue;
      }
      byte[] serialized = c.type().serialize(value);
      if (c.type().isMultiCell()) {
        CollectionValues.writeCells(update, c, serialized);
      } else {
        update.addCell(c, null, serialized);
      }
    }
    Mutation.Builder mutation = Mutation.builder(key);
    update.addTo(mutation, true);
    return mutation.build();
  }

  private static byte[][] values(List<ColumnMetadata> columns, Map<String, Object> row) {
    byte[][] out = new byte[columns.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = columns.get(i).type().serialize(row.get(columns.get(i).name()));
    }
    return out;
  }
}
