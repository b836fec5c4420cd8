package io.wcs.engine.schema;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

/**
 * An immutable snapshot of every keyspace, the built-in {@code system} and {@code system_schema}
 * included. Changes make a new snapshot ({@link SchemaChanges}); readers keep the one they started
 * with. {@link #version()} is a digest of the user keyspaces, so it changes with every change and
 * is the same after a restart. Storage ids below {@link #FIRST_USER_STORAGE_ID} are reserved for
 * the system tables and the schema store.
 */
public final class Schema {
  public static final int FIRST_USER_STORAGE_ID = 1000;

  private final Map<String, KeyspaceMetadata> keyspaces;
  private final int nextStorageId;
  private final UUID version;

  private Schema(Map<String, KeyspaceMetadata> keyspaces, int nextStorageId) {
    this.keyspaces = Collections.unmodifiableMap(keyspaces);
    this.nextStorageId = nextStorageId;
    this.version = SchemaCodec.digest(userKeyspaces(), nextStorageId);
  }

  /** The schema of a new database: the system keyspaces only. */
  public static Schema empty() {
    return of(SystemKeyspaces.all(), FIRST_USER_STORAGE_ID);
  }

  /** A schema of the system keyspaces plus the given user keyspaces. */
  static Schema withUserKeyspaces(Collection<KeyspaceMetadata> user, int nextStorageId) {
    Map<String, KeyspaceMetadata> all = new TreeMap<>();
    SystemKeyspaces.all().forEach(k -> all.put(k.name(), k));
    user.forEach(k -> all.put(k.name(), k));
    return new Schema(all, nextStorageId);
  }

  static Schema of(Collection<KeyspaceMetadata> keyspaces, int nextStorageId) {
    Map<String, KeyspaceMetadata> all = new TreeMap<>();
    keyspaces.forEach(k -> all.put(k.name(), k));
    return new Schema(all, nextStorageId);
  }

  /** Every keyspace by name, system keyspaces included. */
  public Map<String, KeyspaceMetadata> keyspaces() {
    return keyspaces;
  }

  public Collection<KeyspaceMetadata> userKeyspaces() {
    return keyspaces.values().stream().filter(k -> !SystemKeyspaces.isSystem(k.name())).toList();
  }

  /** The keyspace, or null. */
  public KeyspaceMetadata keyspace(String name) {
    return keyspaces.get(name);
  }

  /** The table or the view's table-like metadata, or null. */
  public TableMetadata table(String keyspace, String name) {
    KeyspaceMetadata ks = keyspaces.get(keyspace);
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
    return version;
  }

  /** The storage id the next created table or view gets. */
  public int nextStorageId() {
    return nextStorageId;
  }

  Schema withKeyspace(KeyspaceMetadata keyspace) {
    Map<String, KeyspaceMetadata> all = new TreeMap<>(keyspaces);
    all.put(keyspace.name(), keyspace);
    return new Schema(all, nextStorageId);
  }

  Schema withoutKeyspace(String name) {
    Map<String, KeyspaceMetadata> all = new TreeMap<>(keyspaces);
    all.remove(name);
    return new Schema(all, nextStorageId);
  }

  /** This schema with {@link #nextStorageId()} taken. */
  Schema withStorageIdTaken() {
    return new Schema(new TreeMap<>(keyspaces), nextStorageId + 1);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Schema s
        && keyspaces.equals(s.keyspaces)
        && nextStorageId == s.nextStorageId;
  }

  @Override
  public int hashCode() {
    return version.hashCode();
  }

  @Override
  public String toString() {
    return "Schema(" + version + ", keyspaces " + keyspaces.keySet() + ")";
  }
}
