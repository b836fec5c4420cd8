package io.wcs.engine.schema;

import io.wcs.engine.storage.Cell;
import io.wcs.engine.storage.RecordTable;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.storage.TableLayout;
import io.wcs.engine.storage.TableMutation;
import io.wcs.engine.storage.TableOptions;
import io.wcs.parser.ast.Statement;
import io.wcs.parser.ast.Truncate;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Keeps the schema durable in the storage engine and the engine's tables in step with it. See
 * {@code docs/schema.md}. Layout: storage table {@link #SCHEMA_TABLE_ID}, one partition per user
 * keyspace (key: the name in UTF-8) holding one row whose cell 0 is {@link SchemaCodec}'s encoding
 * of the keyspace; partition {@code $state} holds the next storage id (cell 0, 4 bytes) and the
 * host id (cell 1, 16 bytes), rewritten with every change. Keyspace names never contain '$'. Writes
 * go through the commit log like any mutation, so a schema change is as durable as the log's sync
 * mode makes writes.
 *
 * <p>Threading: {@link #execute} is synchronized (changes are applied one at a time, in order);
 * {@link #schema()} is a volatile read and may be called from any thread; {@link #truncate} may run
 * concurrently with anything.
 */
public final class SchemaStore {
  /**
   * The storage table of the schema; ids below {@link Schema#FIRST_USER_STORAGE_ID} are reserved.
   */
  public static final int SCHEMA_TABLE_ID = 0;

  private static final byte[] STATE_KEY = "$state".getBytes(StandardCharsets.UTF_8);
  private static final String SCHEMA_ROW = "schema row";

  private final StorageEngine engine;
  private final RecordTable records;
  private final UUID hostId;
  private volatile Schema schema;

  private SchemaStore(StorageEngine engine, RecordTable records, Schema schema, UUID hostId) {
    this.engine = engine;
    this.records = records;
    this.schema = schema;
    this.hostId = hostId;
  }

  /**
   * Reads the schema from an opened engine (its commit log already replayed) and configures every
   * table and view in the engine with its layout and options. Call once, before serving requests.
   */
  public static SchemaStore load(StorageEngine engine, int nowInSeconds) throws IOException {
    List<KeyspaceMetadata> keyspaces = new ArrayList<>();
    int[] storedNextId = {Schema.FIRST_USER_STORAGE_ID};
    UUID[] storedHostId = {null};
    RecordTable records =
        RecordTable.load(
            engine,
            SCHEMA_TABLE_ID,
            nowInSeconds,
            (key, row) -> {
              if (Arrays.equals(key, STATE_KEY)) {
                storedNextId[0] = ByteBuffer.wrap(RecordTable.cell(row, 0, SCHEMA_ROW)).getInt();
                ByteBuffer host = ByteBuffer.wrap(RecordTable.cell(row, 1, SCHEMA_ROW));
                storedHostId[0] = new UUID(host.getLong(), host.getLong());
              } else {
                String name = new String(key, StandardCharsets.UTF_8);
                keyspaces.add(
                    SchemaCodec.decode(
                        RecordTable.cell(row, 0, SCHEMA_ROW), "schema of keyspace " + name));
              }
            });
    int nextStorageId = storedNextId[0];
    UUID hostId = storedHostId[0];
    Map<Integer, StoredTable> tables = storedTables(keyspaces);
    // Before a change became one write, a crash between its keyspace row and the state row could
    // leave the counter at an id a table already had: an id is never given out twice.
    for (int id : tables.keySet()) {
      nextStorageId = Math.max(nextStorageId, id + 1);
    }
    SchemaStore store =
        new SchemaStore(
            engine,
            records,
            Schema.withUserKeyspaces(keyspaces, nextStorageId),
            hostId != null ? hostId : newHostId());
    for (Map.Entry<Integer, StoredTable> t : tables.entrySet()) {
      engine.createTable(t.getKey(), t.getValue().layout(), t.getValue().options());
    }
    if (hostId == null) {
      TableMutation state =
          store.state(nextStorageId, records.nextTimestamp(System.currentTimeMillis() * 1000));
      engine.apply(state.tableId(), state.mutation());
    }
    return store;
  }

  public Schema schema() {
    return schema;
  }

  /**
   * A version 4 (random) UUID for a new database. It only needs to differ from other databases', so
   * it comes from {@link ThreadLocalRandom}: {@code UUID.randomUUID} would load the JDK's security
   * providers for its {@code SecureRandom} (see {@link TimeUuids}).
   */
  private static UUID newHostId() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    long msb = random.nextLong() & ~0xF000L | 0x4000L;
    long lsb = random.nextLong() & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L;
    return new UUID(msb, lsb);
  }

  /** This database's node id, for system.local; stable across restarts. */
  public UUID hostId() {
    return hostId;
  }

  /**
   * Applies a DDL statement to the current schema, makes the change durable, then brings the
   * engine's tables in line: creates new tables and views, reconfigures changed ones, drops removed
   * ones. Statements are applied one at a time, each against the schema the previous one left.
   *
   * @throws io.wcs.engine.error.CqlRequestException when Cassandra would refuse the statement
   */
  public synchronized SchemaChange execute(
      Statement stmt, String currentKeyspace, long timestampMicros) throws IOException {
    SchemaChange change = SchemaChanges.apply(schema, stmt, currentKeyspace, timestampMicros);
    apply(change, timestampMicros);
    return change;
  }

  /** Empties the table TRUNCATE names, its indexes and its views; returns the table. */
  public TableMetadata truncate(Truncate stmt, String currentKeyspace) throws IOException {
    Schema current = schema;
    TableMetadata table = SchemaChanges.truncateTarget(current, stmt, currentKeyspace);
    engine.truncate(table.storageId());
    for (IndexMetadata index : table.indexes()) {
      engine.truncate(index.storageId());
    }
    for (ViewMetadata view : current.keyspace(table.keyspace()).viewsOf(table.name())) {
      engine.truncate(view.table().storageId());
    }
    return table;
  }

  private void apply(SchemaChange change, long timestampMicros) throws IOException {
    Schema before = schema;
    Schema after = change.schema();
    if (after == before) {
      return;
    }
    long ts = records.nextTimestamp(timestampMicros);
    // One write, so that a crash keeps all of the change or none of it: written apart, a crash
    // between a new table's keyspace row and the state row kept the table but not the storage id
    // counter moved past it, and the next table created would have shared the table's storage.
    List<TableMutation> write = new ArrayList<>();
    for (KeyspaceMetadata ks : before.userKeyspaces()) {
      if (after.keyspace(ks.name()) == null) {
        write.add(records.delete(key(ks.name()), ts));
      }
    }
    // A change makes new metadata only for the keyspace it changes: the others are the same
    // objects, and comparing them by value would only cost time (see StoredTable#unchangedFrom).
    for (KeyspaceMetadata ks : after.userKeyspaces()) {
      if (ks != before.keyspace(ks.name())) {
        write.add(
            records.put(
                key(ks.name()), ts, List.of(Cell.live(0, null, ts, SchemaCodec.encode(ks)))));
      }
    }
    // Written on every change: its timestamp tells the next load where change timestamps stand,
    // so a clock that went back cannot write a change that an older one (or a drop) shadows.
    write.add(state(after.nextStorageId(), ts));
    engine.apply(write);
    schema = after;
    syncTables(storedTables(before.userKeyspaces()), storedTables(after.userKeyspaces()));
  }

  private void syncTables(Map<Integer, StoredTable> before, Map<Integer, StoredTable> after)
      throws IOException {
    for (Map.Entry<Integer, StoredTable> t : after.entrySet()) {
      if (!t.getValue().unchangedFrom(before.get(t.getKey()))) {
        engine.createTable(t.getKey(), t.getValue().layout(), t.getValue().options());
      }
    }
    for (Integer id : before.keySet()) {
      if (!after.containsKey(id)) {
        engine.dropTable(id);
      }
    }
  }

  /** How the storage engine holds one table, view or index: as its (or its base) table says. */
  private record StoredTable(TableMetadata source, boolean index) {
    TableLayout layout() {
      return index ? TableLayout.NONE : source.storageLayout();
    }

    TableOptions options() {
      return source.storageOptions();
    }

    /**
     * Whether the engine may keep holding this as it holds {@code before}. Metadata a change did
     * not touch is the same object, and is not compared by value: the first comparison of records
     * in a process links their generated {@code equals} through invokedynamic, some 20 ms of an
     * empty database's time to its first answer.
     */
    boolean unchangedFrom(StoredTable before) {
      return before != null
          && (before.source == source
              || (layout().equals(before.layout()) && options().equals(before.options())));
    }
  }

  /**
   * Every user table, view and index by storage id. An index table holds plain rows (no statics,
   * collections or counters) and takes its base table's options, so its tombstones are kept as long
   * as the base table's.
   */
  private static Map<Integer, StoredTable> storedTables(Collection<KeyspaceMetadata> keyspaces) {
    Map<Integer, StoredTable> tables = new HashMap<>();
    for (KeyspaceMetadata ks : keyspaces) {
      for (TableMetadata t : ks.tables().values()) {
        tables.put(t.storageId(), new StoredTable(t, false));
        for (IndexMetadata index : t.indexes()) {
          tables.put(index.storageId(), new StoredTable(t, true));
        }
      }
      for (ViewMetadata v : ks.views().values()) {
        tables.put(v.table().storageId(), new StoredTable(v.table(), false));
      }
    }
    return tables;
  }

  /** The state row: the storage id counter and the host id, at {@code ts}. */
  TableMutation state(int nextStorageId, long ts) {
    byte[] host =
        ByteBuffer.allocate(16)
            .putLong(hostId.getMostSignificantBits())
            .putLong(hostId.getLeastSignificantBits())
            .array();
    byte[] next = ByteBuffer.allocate(4).putInt(nextStorageId).array();
    return records.put(
        STATE_KEY, ts, List.of(Cell.live(0, null, ts, next), Cell.live(1, null, ts, host)));
  }

  private static byte[] key(String keyspace) {
    return keyspace.getBytes(StandardCharsets.UTF_8);
  }
}
