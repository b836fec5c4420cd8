package io.wcs.server;

import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.request.Batch;
import com.datastax.oss.protocol.internal.request.Execute;
import com.datastax.oss.protocol.internal.request.Prepare;
import com.datastax.oss.protocol.internal.request.Query;
import io.wcs.engine.cql.Consistency;
import io.wcs.engine.cql.RunningQuery;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The requests the server's threads are running, for {@code system_views.queries}: each thread's
 * request, when it arrived and when the thread took it. A request is described only when the table
 * is read, in Cassandra's words. Thread-safe.
 */
final class RunningRequests {
  private record Running(Message request, long receivedNanos, long startedNanos) {}

  private final Map<Thread, Running> byThread = new ConcurrentHashMap<>();

  /** Records that the current thread runs {@code request}, received at {@code receivedNanos}. */
  void begin(Message request, long receivedNanos) {
    byThread.put(Thread.currentThread(), new Running(request, receivedNanos, System.nanoTime()));
  }

  /** Records that the current thread is done with its request. */
  void end() {
    byThread.remove(Thread.currentThread());
  }

  List<RunningQuery> snapshot() {
    long now = System.nanoTime();
    List<RunningQuery> queries = new ArrayList<>();
    byThread.forEach(
        (thread, r) ->
            queries.add(
                new RunningQuery(
                    thread.getName(),
                    TimeUnit.NANOSECONDS.toMicros(r.startedNanos() - r.receivedNanos()),
                    TimeUnit.NANOSECONDS.toMicros(now - r.startedNanos()),
                    describe(r.request()))));
    return queries;
  }

  /** A request as Cassandra's messages print themselves. */
  static String describe(Message request) {
    if (request instanceof Query q) {
      return "QUERY "
          + q.query
          + " [pageSize = "
          + q.options.pageSize
          + "] at consistency "
          + level(q.options.consistency);
    }
    if (request instanceof Execute e) {
      return "EXECUTE "
          + HexFormat.of().formatHex(e.queryId)
          + " with "
          + e.options.positionalValues.size()
          + " values at consistency "
          + level(e.options.consistency);
    }
    if (request instanceof Batch b) {
      List<String> statements = new ArrayList<>();
      for (int i = 0; i < b.queriesOrIds.size(); i++) {
        Object queryOrId = b.queriesOrIds.get(i);
        String statement =
            queryOrId instanceof byte[] id ? HexFormat.of().formatHex(id) : (String) queryOrId;
        statements.add(statement + " with " + b.values.get(i).size() + " values");
      }
      return "BATCH of " + statements + " at consistency " + level(b.consistency);
    }
    if (request instanceof Prepare p) {
      return "PREPARE " + p.cqlQuery;
    }
    return request.toString();
  }

  private static String level(int code) {
    try {
      return Consistency.fromCode(code).name();
    } catch (IllegalArgumentException unknown) {
      return "code " + code;
    }
  }
}
