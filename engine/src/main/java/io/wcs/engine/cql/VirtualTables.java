package io.wcs.engine.cql;

import io.wcs.engine.cql.modification.RowMutations;
import io.wcs.engine.cql.select.PartitionSource;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SchemaStore;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.SystemLocal;
import io.wcs.engine.schema.SystemSchemaRows;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.StorageOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The {@code system} and {@code system_schema} tables, whose rows are rendered from the schema:
 * they are materialised into an in-memory storage engine once per schema version, so that SELECT
 * reads them like any table (restrictions, paging, token order). {@code system.local} describes
 * this node as an embedded one (loopback address, port 9042); peers are empty.
 *
 * <p>Thread-safe: a snapshot is immutable once published; concurrent first readers of a new version
 * may both build it, and either result is the same.
 */
final class VirtualTables {
  /** Cassandra's default cluster name. */
  static final String CLUSTER_NAME = "Test Cluster";

  private static final int NATIVE_PORT = 9042;

  private record Snapshot(UUID version, StorageEngine storage) {}

  private final SchemaStore schemaStore;
  private final AtomicReference<Snapshot> current = new AtomicReference<>();

  VirtualTables(SchemaStore schemaStore) {
    this.schemaStore = schemaStore;
  }

  static boolean isVirtual(TableMetadata table) {
    return SystemKeyspaces.isSystem(table.keyspace());
  }

  /** Where to read a virtual table of {@code schema}. */
  PartitionSource source(Schema schema, TableMetadata table, int nowInSeconds) {
    Snapshot snapshot = current.get();
    if (snapshot == null || !snapshot.version().equals(schema.version())) {
      snapshot = new Snapshot(schema.version(), materialise(schema));
      current.set(snapshot);
    }
    return PartitionSource.of(snapshot.storage(), table.storageId(), nowInSeconds);
  }

  private StorageEngine materialise(Schema schema) {
    StorageEngine storage = StorageEngine.inMemory(StorageOptions.DEFAULT);
    try {
      for (String ks : new String[] {SystemKeyspaces.SYSTEM, SystemKeyspaces.SYSTEM_SCHEMA}) {
        KeyspaceMetadata keyspace = schema.keyspace(ks);
        for (TableMetadata table : keyspace.tables().values()) {
          storage.createTable(table.storageId(), table.storageLayout(), table.storageOptions());
          if (ks.equals(SystemKeyspaces.SYSTEM_SCHEMA)) {
            for (Map<String, Object> row : SystemSchemaRows.rows(schema, table.name())) {
              storage.apply(table.storageId(), RowMutations.insert(table, row, 0));
            }
          }
        }
      }
      TableMetadata local = schema.table(SystemKeyspaces.SYSTEM, "local");
      Map<String, Object> row =
          SystemLocal.row(
              CLUSTER_NAME,
              schemaStore.hostId(),
              schema.version(),
              InetAddress.getLoopbackAddress(),
              NATIVE_PORT);
      storage.apply(local.storageId(), RowMutations.insert(local, row, 0));
    } catch (IOException e) {
      throw new UncheckedIOException("an in-memory engine does no I/O", e);
    }
    return storage;
  }
}
