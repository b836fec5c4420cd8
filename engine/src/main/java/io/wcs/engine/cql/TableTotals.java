package io.wcs.engine.cql;

import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.schema.ViewMetadata;
import io.wcs.engine.storage.SSTableTotals;
import io.wcs.engine.storage.StorageEngine;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

/**
 * Walks the tables and views that Cassandra's per-table statistics list, with what their SSTables
 * hold. The system keyspaces' tables are rendered, not stored: their totals are none.
 */
final class TableTotals {
  private TableTotals() {}

  /** Each table and view of the keyspaces {@code keyspaces} accepts, by keyspace and name. */
  static void forEach(
      Schema schema,
      StorageEngine storage,
      Predicate<KeyspaceMetadata> keyspaces,
      BiConsumer<TableMetadata, SSTableTotals> action) {
    for (KeyspaceMetadata ks : schema.keyspaces().values()) {
      if (!keyspaces.test(ks)) {
        continue;
      }
      for (TableMetadata t : ks.tables().values()) {
        action.accept(t, totals(storage, t));
      }
      for (ViewMetadata v : ks.views().values()) {
        action.accept(v.table(), totals(storage, v.table()));
      }
    }
  }

  private static SSTableTotals totals(StorageEngine storage, TableMetadata t) {
    return SystemKeyspaces.isSystem(t.keyspace())
        ? SSTableTotals.NONE
        : storage.sstableTotals(t.storageId());
  }
}
