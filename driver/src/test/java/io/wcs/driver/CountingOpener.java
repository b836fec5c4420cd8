package io.wcs.driver;

import io.wcs.driver.session.EmbeddedDatabases;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.UnpreparedException;
import io.wcs.engine.trace.Tracing;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Opens the real engine, as the driver does, and counts what crosses the session seam: engines
 * opened and closed, and executions (each page of a result is one), telling apart those that start
 * a statement from those that resume it with a paging state. The answers are the engine's own; the
 * counts let tests see that a result is fetched page by page, each page once, and never re-run.
 *
 * <p>Thread-safe: the counters are atomic.
 */
final class CountingOpener implements EmbeddedDatabases.Opener {

  final AtomicInteger opened = new AtomicInteger();
  final AtomicInteger closed = new AtomicInteger();
  final AtomicInteger executions = new AtomicInteger();

  /** Executions without a paging state: each one runs a statement from its start. */
  final AtomicInteger fromTheStart = new AtomicInteger();

  volatile int lastPageSize;

  /** Prepared statements or batches the engine answered UNPREPARED (its cache had evicted them). */
  final AtomicInteger unprepared = new AtomicInteger();

  private final DatabaseOpener real = new DatabaseOpener();

  @Override
  public EmbeddedDatabases.Engine openMemory(String name, ConnectionProperties properties)
      throws IOException {
    return counted(real.openMemory(name, properties));
  }

  @Override
  public EmbeddedDatabases.Engine openDirectory(Path directory, ConnectionProperties properties)
      throws IOException {
    return counted(real.openDirectory(directory, properties));
  }

  private EmbeddedDatabases.Engine counted(EmbeddedDatabases.Engine engine) {
    opened.incrementAndGet();
    QueryHandler handler = new CountingHandler(engine.handler());
    return new EmbeddedDatabases.Engine() {
      @Override
      public QueryHandler handler() {
        return handler;
      }

      @Override
      public Tracing tracing() {
        return engine.tracing();
      }

      @Override
      public void close() throws IOException {
        closed.incrementAndGet();
        engine.close();
      }
    };
  }

  private final class CountingHandler implements QueryHandler {
    private final QueryHandler engine;

    CountingHandler(QueryHandler engine) {
      this.engine = engine;
    }

    private void count(QueryOptions options) {
      executions.incrementAndGet();
      if (options.pagingState() == null) {
        fromTheStart.incrementAndGet();
      }
      lastPageSize = options.pageSize();
    }

    @Override
    public QueryResult execute(String query, ClientState state, QueryOptions options) {
      count(options);
      return engine.execute(query, state, options);
    }

    @Override
    public Prepared prepare(String query, ClientState state) {
      return engine.prepare(query, state);
    }

    @Override
    public QueryResult executePrepared(byte[] id, ClientState state, QueryOptions options) {
      count(options);
      return countingUnprepared(() -> engine.executePrepared(id, state, options));
    }

    @Override
    public QueryResult batch(
        BatchType type, List<BatchChild> children, ClientState state, QueryOptions options) {
      count(options);
      return countingUnprepared(() -> engine.batch(type, children, state, options));
    }

    private QueryResult countingUnprepared(Supplier<QueryResult> call) {
      try {
        return call.get();
      } catch (UnpreparedException e) {
        unprepared.incrementAndGet();
        throw e;
      }
    }
  }
}
