package io.wcs.engine.schema;

import io.wcs.engine.types.UserType;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A keyspace: its replication map as {@code system_schema.keyspaces} shows it (class fully
 * qualified; one node stores everything whatever it says), durable_writes, and its tables, views
 * and user types by name (types non-frozen). Indexes belong to their table. Immutable.
 */
public record KeyspaceMetadata(
    String name,
    Map<String, String> replication,
    boolean durableWrites,
    Map<String, TableMetadata> tables,
    Map<String, ViewMetadata> views,
    Map<String, UserType> types) {

  public KeyspaceMetadata {
    replication = sorted(replication);
    tables = sorted(tables);
    views = sorted(views);
    types = sorted(types);
  }

  static KeyspaceMetadata create(String name, Map<String, String> replication, boolean durable) {
    return new KeyspaceMetadata(name, replication, durable, Map.of(), Map.of(), Map.of());
  }

  private static <V> Map<String, V> sorted(Map<String, V> map) {
    return Collections.unmodifiableMap(new TreeMap<>(map));
  }

  /**
   * Whether the keyspace is of the local strategy ({@code system}, {@code system_schema} and the
   * virtual schema), which Cassandra keeps on each node and does not spread over the ring.
   */
  public boolean isLocal() {
    return (Replication.PACKAGE + "LocalStrategy").equals(replication.get("class"));
  }

  /** The table, or null. */
  public TableMetadata table(String tableName) {
    return tables.get(tableName);
  }

  /** The view, or null. */
  public ViewMetadata view(String viewName) {
    return views.get(viewName);
  }

  /** The user type, or null. */
  public UserType type(String typeName) {
    return types.get(typeName);
  }

  /** The table that has an index of this name, or null; index names are unique per keyspace. */
  public TableMetadata tableOfIndex(String indexName) {
    for (TableMetadata t : tables.values()) {
      if (t.index(indexName) != null) {
        return t;
      }
    }
    return null;
  }

  /** The views selecting from the table. */
  public List<ViewMetadata> viewsOf(String tableName) {
    return views.values().stream().filter(v -> v.baseTableName().equals(tableName)).toList();
  }

  KeyspaceMetadata withParams(Map<String, String> newReplication, boolean newDurable) {
    return new KeyspaceMetadata(name, newReplication, newDurable, tables, views, types);
  }

  KeyspaceMetadata withTable(TableMetadata table) {
    return new KeyspaceMetadata(
        name, replication, durableWrites, with(tables, table.name(), table), views, types);
  }

  KeyspaceMetadata withoutTable(String tableName) {
    return new KeyspaceMetadata(
        name, replication, durableWrites, without(tables, tableName), views, types);
  }

  KeyspaceMetadata withView(ViewMetadata view) {
    return new KeyspaceMetadata(
        name, replication, durableWrites, tables, with(views, view.name(), view), types);
  }

  KeyspaceMetadata withoutView(String viewName) {
    return new KeyspaceMetadata(
        name, replication, durableWrites, tables, without(views, viewName), types);
  }

  KeyspaceMetadata withType(UserType type) {
    return new KeyspaceMetadata(
        name, replication, durableWrites, tables, views, with(types, type.name(), type));
  }

  KeyspaceMetadata withoutType(String typeName) {
    return new KeyspaceMetadata(
        name, replication, durableWrites, tables, views, without(types, typeName));
  }

  /** A copy of {@code byName} with {@code value} under {@code name}. */
  private static <V> Map<String, V> with(Map<String, V> byName, String name, V value) {
    Map<String, V> copy = new TreeMap<>(byName);
    copy.put(name, value);
    return copy;
  }

  /** A copy of {@code byName} without {@code name}. */
  private static <V> Map<String, V> without(Map<String, V> byName, String name) {
    Map<String, V> copy = new TreeMap<>(byName);
    copy.remove(name);
    return copy;
  }
}
