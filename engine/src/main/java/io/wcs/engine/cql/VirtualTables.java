package io.wcs.engine.cql;

import io.wcs.engine.auth.RoleStore;
import io.wcs.engine.auth.SystemAuthRows;
import io.wcs.engine.cql.select.PartitionSource;
import io.wcs.engine.cql.select.RowsPartitionSource;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SchemaStore;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.SystemLocal;
import io.wcs.engine.schema.SystemSchemaRows;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.storage.StorageEngine;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;

/**
 * The system keyspaces' tables: {@code system_schema}'s and {@code system_virtual_schema}'s rows
 * are rendered from the schema snapshot a SELECT runs on, {@code system_auth}'s from the roles,
 * {@code system_views}' from the node, its clients and its tables' SSTables ({@link
 * SystemViewRows}), {@code system_traces}' from the requests it traced ({@link TraceRows}). {@code
 * system.local} describes this node (loopback address and port 9042 when embedded, where it listens
 * when served), {@code system}'s estimate tables the stored tables' sizes ({@link
 * SizeEstimateRows}); the peers tables and the other system tables are empty. Thread-safe.
 */
final class VirtualTables {
  private final StorageEngine storage;
  private final SchemaStore schemaStore;
  private final NodeInfo node;
  private final RoleStore roles;

  VirtualTables(StorageEngine storage, SchemaStore schemaStore, NodeInfo node, RoleStore roles) {
    this.storage = storage;
    this.schemaStore = schemaStore;
    this.node = node;
    this.roles = roles;
  }

  static boolean isVirtual(TableMetadata table) {
    return SystemKeyspaces.isSystem(table.keyspace());
  }

  /** Where to read a virtual table of {@code schema}. */
  PartitionSource source(Schema schema, TableMetadata table, int nowInSeconds) {
    return RowsPartitionSource.of(table, rows(schema, table), nowInSeconds);
  }

  private List<Map<String, Object>> rows(Schema schema, TableMetadata table) {
    if (table.keyspace().equals(SystemKeyspaces.SYSTEM_SCHEMA)) {
      return SystemSchemaRows.rows(schema, table.name());
    }
    if (table.keyspace().equals(SystemKeyspaces.SYSTEM_VIRTUAL_SCHEMA)) {
      return SystemSchemaRows.virtualRows(table.name());
    }
    if (table.keyspace().equals(SystemKeyspaces.SYSTEM_VIEWS)) {
      return SystemViewRows.rows(schema, storage, node, table.name());
    }
    if (table.keyspace().equals(SystemKeyspaces.SYSTEM_AUTH)) {
      return SystemAuthRows.rows(roles.roles(), table.name());
    }
    if (table.keyspace().equals(SystemKeyspaces.SYSTEM_TRACES)) {
      return TraceRows.rows(node.tracing(), node.address(), table.name());
    }
    if (!table.keyspace().equals(SystemKeyspaces.SYSTEM)) {
      return List.of();
    }
    if (table.name().equals(SizeEstimateRows.SIZE_ESTIMATES)
        || table.name().equals(SizeEstimateRows.TABLE_ESTIMATES)) {
      return SizeEstimateRows.rows(schema, storage, table.name());
    }
    if (table.name().equals("local")) {
      InetSocketAddress address = node.address().get();
      return List.of(
          SystemLocal.row(
              SystemLocal.DEFAULT_CLUSTER_NAME,
              schemaStore.hostId(),
              schema.version(),
              address.getAddress(),
              address.getPort()));
    }
    return List.of();
  }
}
