package io.wcs.driver;

import io.wcs.driver.session.EmbeddedDatabases;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryHandler;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.AlreadyExistsException;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.SyntaxException;
import io.wcs.engine.types.NativeType;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A stand-in engine that lets driver tests see exactly what the driver sends: a prepared statement
 * answers its bound values back as one row typed by its variables; {@code SELECT n FROM numbers}
 * pages through {@code size} rows with an offset as paging state; a few fixed statements answer
 * warnings, LWT outcomes and errors, or wait ({@code BLOCK}). Counts every execution.
 */
final class EchoHandler implements QueryHandler {

  static final ColumnSpec N = new ColumnSpec("ks", "numbers", "n", NativeType.INT);

  final AtomicInteger executions = new AtomicInteger();
  final List<List<BatchChild>> batches = new ArrayList<>();
  final int size;
  volatile List<ColumnSpec> variables = List.of();
  volatile int lastPageSize;

  /** {@code BLOCK} waits for this before it answers. */
  final CountDownLatch release = new CountDownLatch(1);

  EchoHandler(int size) {
    this.size = size;
  }

  /** An opener that hands out this handler for every database and counts closes. */
  EmbeddedDatabases.Opener opener(AtomicInteger opened, AtomicInteger closed) {
    EmbeddedDatabases.Engine engine =
        new EmbeddedDatabases.Engine() {
          @Override
          public QueryHandler handler() {
            return EchoHandler.this;
          }

          @Override
          public void close() {
            closed.incrementAndGet();
          }
        };
    return new EmbeddedDatabases.Opener() {
      @Override
      public EmbeddedDatabases.Engine openMemory(String name, ConnectionProperties properties) {
        opened.incrementAndGet();
        return engine;
      }

      @Override
      public EmbeddedDatabases.Engine openDirectory(
          java.nio.file.Path directory, ConnectionProperties properties) {
        opened.incrementAndGet();
        return engine;
      }
    };
  }

  @Override
  public QueryResult execute(String query, ClientState state, QueryOptions options) {
    executions.incrementAndGet();
    lastPageSize = options.pageSize();
    if (query.startsWith("SELECT n FROM numbers")) {
      return page(options);
    }
    if (query.startsWith("USE ")) {
      return new QueryResult.KeyspaceSet(query.substring(4).replace("\"", ""), List.of());
    }
    switch (query) {
      case "WARN":
        return new QueryResult.Void(List.of("careful"));
      case "LWT applied":
        return lwt(true);
      case "LWT not applied":
        return lwt(false);
      case "FAIL invalid":
        throw new InvalidRequestException("Undefined column name x in table ks.t");
      case "FAIL exists":
        throw AlreadyExistsException.table("ks", "t");
      case "FAIL syntax":
        throw new SyntaxException("Unknown property 'foo'");
      case "BLOCK":
        await();
        return QueryResult.Void.EMPTY;
      case "FAIL io":
        throw new java.io.UncheckedIOException(new java.io.IOException("disk full"));
      default:
        return QueryResult.Void.EMPTY;
    }
  }

  private void await() {
    try {
      release.await(20, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private QueryResult page(QueryOptions options) {
    int from = options.pagingState() == null ? 0 : ByteBuffer.wrap(options.pagingState()).getInt();
    int to = options.pageSize() > 0 ? Math.min(size, from + options.pageSize()) : size;
    List<byte[][]> rows = new ArrayList<>();
    for (int i = from; i < to; i++) {
      rows.add(new byte[][] {NativeType.INT.serialize(i)});
    }
    byte[] next = to < size ? ByteBuffer.allocate(4).putInt(to).array() : null;
    List<String> warnings = from == 0 ? List.of("first page") : List.of();
    return new QueryResult.Rows(List.of(N), rows, next, warnings);
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
    List<ColumnSpec> vars = variables;
    return new Prepared(
        query.getBytes(StandardCharsets.UTF_8), query, "ks", vars, vars, new int[0]);
  }

  /** Answers the bound values as one row; an unset value comes back as null. */
  @Override
  public QueryResult executePrepared(byte[] id, ClientState state, QueryOptions options) {
    executions.incrementAndGet();
    List<byte[]> values = options.values();
    byte[][] row = new byte[values.size()][];
    for (int i = 0; i < row.length; i++) {
      row[i] = QueryOptions.isUnset(values.get(i)) ? null : values.get(i);
    }
    return new QueryResult.Rows(variables, List.<byte[][]>of(row), null, List.of());
  }

  @Override
  public QueryResult batch(
      BatchType type, List<BatchChild> children, ClientState state, QueryOptions options) {
    if (children.stream().anyMatch(c -> "FAIL invalid".equals(c.query()))) {
      throw new InvalidRequestException("Invalid statement in batch");
    }
    batches.add(children);
    return QueryResult.Void.EMPTY;
  }
}
