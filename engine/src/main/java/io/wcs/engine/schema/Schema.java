package io.wcs.engine.schema;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

/**
 * An immutable snapshot of every keyspace, the built-in {@code system} and {@code system_schema}
 * included (those are the same in every snapshot, and {@link SystemKeyspaces} builds them on first
 * use). Changes make a new snapshot ({@link SchemaChanges}); readers keep the one they started
 * with. {@link #version()} is a digest of the user keyspaces, so it changes with every change and
 * is the same after a restart. Storage ids below {@link #FIRST_USER_STORAGE_ID} are reserved for
 * the system tables and the schema store.
 */
public final class Schema {
  public static final int FIRST_USER_STORAGE_ID = 1000;

  private final Map<String, KeyspaceMetadata> userKeyspaces;
  private final int nextStorageId;

  // Digested on first use: the version is read by few (system.local, a driver's schema agreement),
  // and a digest of every keyspace at every change made each CREATE pay for the whole schema.
  // Threads that race here compute the same immutable UUID.
  private UUID version;

  private Schema(Map<String, KeyspaceMetadata> userKeyspaces, int nextStorageId) {
    this.userKeyspaces = Collections.unmodifiableMap(userKeyspaces);
    this.nextStorageId = nextStorageId;
  }

  /** The schema of a new database: the system keyspaces only. */
  public static Schema empty() {
    return new Schema(new TreeMap<>(), FIRST_USER_STORAGE_ID);
  }

  /** A schema of the system keyspaces plus the given user keyspaces. */
  static Schema withUserKeyspaces(Collection<KeyspaceMetadata> user, int nextStorageId) {
    Map<String, KeyspaceMetadata> byName = new TreeMap<>();
    for (KeyspaceMetadata k : user) {
      byName.put(k.name(), k);
    }
    return new Schema(byName, nextStorageId);
  }

  /** Every keyspace by name, system keyspaces included. */
  public Map<String, KeyspaceMetadata> keyspaces() {
    Map<String, KeyspaceMetadata> all = new TreeMap<>(userKeyspaces);
    SystemKeyspaces.all().forEach(k -> all.put(k.name(), k));
    return Collections.unmodifiableMap(all);
  }

  public Collection<KeyspaceMetadata> userKeyspaces() {
    return userKeyspaces.values();
  }

  /** The keyspace, or null. */
  public KeyspaceMetadata keyspace(String name) {
    return SystemKeyspaces.isSystem(name)
        ? SystemKeyspaces.keyspace(name)
        : userKeyspaces.get(name);
  }

  /** The table or the view's table-like metadata, or null. */
  public TableMetadata table(String keyspace, String name) {
    KeyspaceMetadata ks = keyspace(keyspace);
    if (ks == null) {
      return null;
    }
    TableMetadata table = ks.table(name);
    if (table == null && ks.view(name) != null) {
      table = ks.view(name).table();
    }
    return table;
  }

  public UUID version() {
    UUID v = version;
    if (v == null) {
      v = SchemaCodec.digest(userKeyspaces(), nextStorageId);
      version = v;
    }
    return v;
  }

  /** The storage id the next created table or view gets. */
  public int nextStorageId() {
    return nextStorageId;
  }

  /** This schema with the user keyspace added or replaced (DDL never changes a system one). */
  Schema withKeyspace(KeyspaceMetadata keyspace) {
    Map<String, KeyspaceMetadata> user = new TreeMap<>(userKeyspaces);
    user.put(keyspace.name(), keyspace);
    return new Schema(user, nextStorageId);
  }

  Schema withoutKeyspace(String name) {
    Map<String, KeyspaceMetadata> user = new TreeMap<>(userKeyspaces);
    user.remove(name);
    return new Schema(user, nextStorageId);
  }

  /** This schema with {@link #nextStorageId()} taken. */
  Schema withStorageIdTaken() {
    return new Schema(new TreeMap<>(userKeyspaces), nextStorageId + 1);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Schema s
        && userKeyspaces.equals(s.userKeyspaces)
        && nextStorageId == s.nextStorageId;
  }

  @Override
  public int hashCode() {
    return version().hashCode();
  }

  @Override
  public String toString() {
    return "Schema(" + version() + ", user keyspaces " + userKeyspaces.keySet() + ")";
  }
}
