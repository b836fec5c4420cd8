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
    Map<String, TableMetadata> t = new TreeMap<>(tables);
    t.put(table.name(), table);
    return new KeyspaceMetadata(name, replication, durableWrites, t, views, types);
  }

  KeyspaceMetadata withoutTable(String tableName) {
    Map<String, TableMetadata> t = new TreeMap<>(tables);
    t.remove(tableName);
    return new KeyspaceMetadata(name, replication, durableWrites, t, views, types);
  }

  KeyspaceMetadata withView(ViewMetadata view) {
    Map<String, ViewMetadata> v = new TreeMap<>(views);
    v.put(view.name(), view);
    return new KeyspaceMetadata(name, replication, durableWrites, tables, v, types);
  }

  KeyspaceMetadata withoutView(String viewName) {
    Map<String, ViewMetadata> v = new TreeMap<>(views);
    v.remove(viewName);
    return new KeyspaceMetadata(name, replication, durableWrites, tables, v, types);
  }

  KeyspaceMetadata withType(UserType type) {
    Map<String, UserType> u = new TreeMap<>(types);
    u.put(type.name(), type);
    return new KeyspaceMetadata(name, replication, durableWrites, tables, views, u);
  }

  KeyspaceMetadata withoutType(String typeName) {
    Map<String, UserType> u = new TreeMap<>(types);
    u.remove(typeName);
    return new KeyspaceMetadata(name, replication, durableWrites, tables, views, u);
  }
}
