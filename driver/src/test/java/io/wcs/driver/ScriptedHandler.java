package io.wcs.driver;

import io.wcs.driver.session.EmbeddedDatabases;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.trace.Tracing;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;

/**
 * A stand-in engine for the two answers the real one cannot give a driver test. Everything else is
 * tested on the real engine ({@link CountingOpener}); this exists only because:
 *
 * <ul>
 *   <li>{@code FAIL io}: a storage failure ({@link UncheckedIOException}), which an in-memory
 *       database cannot have and a file database cannot be made to have portably (permissions do
 *       not hold for root);
 *   <li>{@code STALL}: a statement that runs until it is stopped, as a read of an endless table
 *       would; no real statement is slow enough to outlast a timeout reliably. It checks its stop
 *       condition as the engine's reads do, and {@link #stalled} opens once it runs.
 * </ul>
 *
 * The validation query of {@code isValid} is answered at once, or stalls as {@code STALL} does
 * after {@link #stallValidation}. Any other statement is refused. Thread-safe: the latch and the
 * volatile flag are the only state.
 */
final class ScriptedHandler implements QueryHandler {

  /** Opens when a {@code STALL} statement has started. */
  final CountDownLatch stalled = new CountDownLatch(1);

  /** Makes the validation query of {@code isValid} stall, as an engine that stopped answering. */
  volatile boolean stallValidation;

  private final Tracing tracing = new Tracing();

  /** An opener that hands out this handler for every database. */
  EmbeddedDatabases.Opener opener() {
    EmbeddedDatabases.Engine engine =
        new EmbeddedDatabases.Engine() {
          @Override
          public QueryHandler handler() {
            return ScriptedHandler.this;
          }

          @Override
          public Tracing tracing() {
            return tracing;
          }

          @Override
          public void close() {}
        };
    return new EmbeddedDatabases.Opener() {
      @Override
      public EmbeddedDatabases.Engine openMemory(String name, ConnectionProperties properties) {
        return engine;
      }

      @Override
      public EmbeddedDatabases.Engine openDirectory(
          Path directory, ConnectionProperties properties) {
        return engine;
      }
    };
  }

  @Override
  public QueryResult execute(String query, ClientState state, QueryOptions options) {
    if (query.equals(WcsConnection.VALIDATION_QUERY) && !stallValidation) {
      return QueryResult.Void.EMPTY;
    }
    switch (query) {
      case "FAIL io":
        throw new UncheckedIOException(new IOException("disk full"));
      case WcsConnection.VALIDATION_QUERY, "STALL":
        stalled.countDown();
        while (true) {
          options.stop().check();
          LockSupport.parkNanos(1_000_000);
        }
      default:
        throw new UnsupportedOperationException("not scripted: " + query);
    }
  }

  @Override
  public Prepared prepare(String query, ClientState state) {
    throw new UnsupportedOperationException("not scripted: " + query);
  }

  @Override
  public QueryResult executePrepared(byte[] id, ClientState state, QueryOptions options) {
    throw new UnsupportedOperationException("not scripted: a prepared statement");
  }

  @Override
  public QueryResult batch(
      BatchType type, List<BatchChild> children, ClientState state, QueryOptions options) {
    throw new UnsupportedOperationException("not scripted: a batch");
  }
}
