package io.wcs.driver;

import io.wcs.driver.session.EmbeddedDatabases;
import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.cql.modification.CollectionGuardrails;
import io.wcs.engine.trace.Tracing;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens the engine's {@link Database} for embedded URLs, in memory by name or in a directory, with
 * the settings of the connection that opens it: the collection guardrails ({@code
 * collectionSizeWarnBytes}, {@code collectionSizeFailBytes}, {@code collectionItemsWarn}, {@code
 * collectionItemsFail}), the prepared statement cache bound ({@code preparedCacheBytes}) and, for a
 * directory, the commit log's {@code sync}, {@code syncWindowMs} and {@code syncPeriodMs} and the
 * block cache's size ({@code blockCacheBytes}). Later connections share the database as it was
 * opened (see {@link EmbeddedDatabases}).
 */
final class DatabaseOpener implements EmbeddedDatabases.Opener {

  @Override
  public EmbeddedDatabases.Engine openMemory(String name, ConnectionProperties properties) {
    return engine(Database.inMemory(name, options(properties)));
  }

  @Override
  public EmbeddedDatabases.Engine openDirectory(Path directory, ConnectionProperties properties)
      throws IOException {
    return engine(Database.open(directory, directoryOptions(properties)));
  }

  /** The settings of a database in a directory; 0 leaves the block cache at its default size. */
  static DatabaseOptions directoryOptions(ConnectionProperties properties) {
    DatabaseOptions options =
        options(properties)
            .withSync(properties.get(WcsProperty.SYNC))
            .withGroupWindowMillis(properties.getInt(WcsProperty.SYNC_WINDOW_MS))
            .withPeriodMillis(properties.getInt(WcsProperty.SYNC_PERIOD_MS));
    int blockCacheBytes = properties.getInt(WcsProperty.BLOCK_CACHE_BYTES);
    return blockCacheBytes == 0 ? options : options.withBlockCacheBytes(blockCacheBytes);
  }

  /** The settings every embedded database takes; 0 leaves the cache bound at its default. */
  private static DatabaseOptions options(ConnectionProperties properties) {
    CollectionGuardrails guardrails =
        new CollectionGuardrails(
            properties.getInt(WcsProperty.COLLECTION_SIZE_WARN_BYTES),
            properties.getInt(WcsProperty.COLLECTION_SIZE_FAIL_BYTES),
            properties.getInt(WcsProperty.COLLECTION_ITEMS_WARN),
            properties.getInt(WcsProperty.COLLECTION_ITEMS_FAIL));
    DatabaseOptions options = DatabaseOptions.DEFAULT.withCollectionGuardrails(guardrails);
    int cacheBytes = properties.getInt(WcsProperty.PREPARED_CACHE_BYTES);
    return cacheBytes == 0 ? options : options.withPreparedCacheBytes(cacheBytes);
  }

  private static EmbeddedDatabases.Engine engine(Database database) {
    return new EmbeddedDatabases.Engine() {
      @Override
      public QueryHandler handler() {
        return database.handler();
      }

      @Override
      public Tracing tracing() {
        return database.tracing();
      }

      @Override
      public void close() throws IOException {
        database.close();
      }
    };
  }
}
