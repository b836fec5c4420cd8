package io.wcs.driver;

import io.wcs.driver.session.EmbeddedDatabases;
import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.cql.QueryHandler;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens the engine's {@link Database} for embedded URLs: in memory by name, or in a directory with
 * the commit log settings of the connection's {@code sync}, {@code syncWindowMs} and {@code
 * syncPeriodMs}.
 */
final class DatabaseOpener implements EmbeddedDatabases.Opener {

  @Override
  public EmbeddedDatabases.Engine openMemory(String name, ConnectionProperties properties) {
    return engine(Database.inMemory(name, DatabaseOptions.DEFAULT));
  }

  @Override
  public EmbeddedDatabases.Engine openDirectory(Path directory, ConnectionProperties properties)
      throws IOException {
    DatabaseOptions options =
        DatabaseOptions.DEFAULT
            .withSync(properties.get(WcsProperty.SYNC))
            .withGroupWindowMillis(properties.getInt(WcsProperty.SYNC_WINDOW_MS))
            .withPeriodMillis(properties.getInt(WcsProperty.SYNC_PERIOD_MS));
    return engine(Database.open(directory, options));
  }

  private static EmbeddedDatabases.Engine engine(Database database) {
    return new EmbeddedDatabases.Engine() {
      @Override
      public QueryHandler handler() {
        return database.handler();
      }

      @Override
      public void close() throws IOException {
        database.close();
      }
    };
  }
}
