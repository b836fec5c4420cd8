package io.wcs.driver;

import io.wcs.driver.session.EmbeddedDatabases;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.types.NativeType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A stand-in engine for the three answers the real one cannot give a driver test. Everything else
 * is tested on the real engine ({@link CountingOpener}); this exists only because:
 *
 * <ul>
 *   <li>{@code LWT applied} / {@code LWT not applied}: the engine refuses lightweight transactions
 *       ("not supported yet"), so it never answers an {@code [applied]} row, whose update count the
 *       driver must derive (1 or 0);
 *   <li>{@code FAIL io}: a storage failure ({@link UncheckedIOException}), which an in-memory
 *       database cannot have and a file database cannot be made to have portably (permissions do
 *       not hold for root);
 *   <li>{@code STALL}: a statement that outlasts its query timeout; no real statement is slow
 *       enough to do so reliably without a timed test, so this one waits for {@link #release}.
 * </ul>
 *
 * Any other statement is refused. Thread-safe: the latch is the only state.
 */
final class ScriptedHandler implements QueryHandler {

  /** {@code STALL} waits for this before it answers. */
  final CountDownLatch release = new CountDownLatch(1);

  /** An opener that hands out this handler for every database. */
  EmbeddedDatabases.Opener opener() {
    EmbeddedDatabases.Engine engine =
        new EmbeddedDatabases.Engine() {
          @Override
          public QueryHandler handler() {
            return ScriptedHandler.this;
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
    switch (query) {
      case "LWT applied":
        return lwt(true);
      case "LWT not applied":
        return lwt(false);
      case "FAIL io":
        throw new UncheckedIOException(new IOException("disk full"));
      case "STALL":
        await();
        return QueryResult.Void.EMPTY;
      default:
        throw new UnsupportedOperationException("not scripted: " + query);
    }
  }

  private void await() {
    try {
      release.await(20, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static QueryResult lwt(boolean applied) {
    ColumnSpec column = new ColumnSpec("ks", "t", "[applied]", NativeType.BOOLEAN);
    return new QueryResult.Rows(
        List.of(column),
        List.<byte[][]>of(new byte[][] {NativeType.BOOLEAN.serialize(applied)}),
        null,
        List.of());
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
