package io.wcs.engine;

import io.wcs.engine.auth.RoleStore;
import io.wcs.engine.cql.CqlQueryHandler;
import io.wcs.engine.cql.NodeActivity;
import io.wcs.engine.cql.NodeAddress;
import io.wcs.engine.cql.NodeInfo;
import io.wcs.engine.cql.NodeThreadPools;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.cql.modification.DerivedWrites;
import io.wcs.engine.index.IndexWrites;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SchemaStore;
import io.wcs.engine.storage.StorageEngine;
import io.wcs.engine.trace.Tracing;
import io.wcs.engine.view.ViewMaintenance;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One embedded database: the storage engine, the schema kept in it, and the query handler that runs
 * CQL on both. Open it on a directory (owned by this process alone) or in memory; sharing one
 * database between connections is the caller's business (the JDBC driver keeps one per URL).
 *
 * <p>Threading: every method is thread-safe; {@link #close} must come after the last statement.
 */
public final class Database implements AutoCloseable {
  private final String name;
  private final StorageEngine storage;
  private final SchemaStore schemaStore;
  private final RoleStore roles;
  private final QueryHandler handler;
  private final NodeAddress nodeAddress = new NodeAddress();
  private final NodeActivity activity = new NodeActivity();
  private final NodeThreadPools threadPools = new NodeThreadPools();
  private final Tracing tracing = new Tracing();

  private Database(String name, StorageEngine storage, DatabaseOptions options, boolean inMemory)
      throws IOException {
    this.name = name;
    this.storage = storage;
    try {
      this.schemaStore = SchemaStore.load(storage, options.clock().getAsInt());
      this.roles = RoleStore.load(storage, options.clock().getAsInt());
    } catch (IOException | RuntimeException e) {
      storage.close();
      throw e;
    }
    storage.threadPools().forEach(threadPools::register);
    this.handler =
        new CqlQueryHandler(
            storage,
            schemaStore,
            options.clock(),
            DerivedWrites.all(List.of(new IndexWrites(), new ViewMaintenance(schemaStore))),
            options.collectionGuardrails(),
            options.preparedCacheBytes(),
            new NodeInfo(
                nodeAddress, activity, threadPools, NodeSettings.of(options, inMemory), tracing),
            roles);
  }

  /** Opens (creating if needed) the database in {@code directory}, replaying its commit log. */
  public static Database open(Path directory, DatabaseOptions options) throws IOException {
    return new Database(
        directory.toString(),
        StorageEngine.open(directory, options.storageOptions()),
        options,
        false);
  }

  /** A new empty database in memory; {@code name} is only for messages. */
  public static Database inMemory(String name, DatabaseOptions options) {
    try {
      return new Database(name, StorageEngine.inMemory(options.storageOptions()), options, true);
    } catch (IOException e) {
      throw new IllegalStateException("an in-memory database does no I/O", e);
    }
  }

  public QueryHandler handler() {
    return handler;
  }

  /**
   * Where clients reach this database's native protocol, as {@code system.local} reports it; a
   * server serving it sets it.
   */
  public NodeAddress nodeAddress() {
    return nodeAddress;
  }

  /** The clients connected and requests running, as a server serving this database reports them. */
  public NodeActivity activity() {
    return activity;
  }

  /** The requests traced on this database, and the tracing of the next ones. */
  public Tracing tracing() {
    return tracing;
  }

  /** The node's thread pools; a server serving this database adds its request pool. */
  public NodeThreadPools threadPools() {
    return threadPools;
  }

  /** The roles clients log in as, and their permissions. */
  public RoleStore roles() {
    return roles;
  }

  /** The current schema snapshot. */
  public Schema schema() {
    return schemaStore.schema();
  }

  /** The storage engine, for maintenance (flush, compact, verify) and tests. */
  public StorageEngine storage() {
    return storage;
  }

  public String name() {
    return name;
  }

  /** Flushes memtables and releases the directory. */
  @Override
  public void close() throws IOException {
    storage.close();
  }

  @Override
  public String toString() {
    return "Database(" + name + ")";
  }
}
