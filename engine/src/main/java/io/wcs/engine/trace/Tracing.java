package io.wcs.engine.trace;

import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A database's traced requests: the session a thread is tracing (set by whoever runs a traced
 * request, read by the engine's steps through {@link #event}), and the last {@value #KEPT} complete
 * sessions of the last day, as Cassandra keeps its traces a day. Traces live in memory: they are
 * gone when the database closes. Thread-safe.
 */
public final class Tracing {
  static final int KEPT = 1000;
  private static final Duration KEPT_FOR = Duration.ofDays(1);

  private static final ThreadLocal<TraceSession> CURRENT = new ThreadLocal<>();

  private final Deque<TraceSession> complete = new ArrayDeque<>();

  /** The session the calling thread is tracing, or null: most requests are not traced. */
  public static TraceSession current() {
    return CURRENT.get();
  }

  /** Records a step of the calling thread's traced request, if it is tracing one. */
  public static void event(String activity) {
    TraceSession session = CURRENT.get();
    if (session != null) {
      session.event(activity);
    }
  }

  /**
   * Starts tracing the request the calling thread is about to run; {@link #end} it on the same
   * thread.
   *
   * @param client where the request came from, or null for an embedded connection
   * @param request what the request is: {@code Execute CQL3 query}…
   * @param parameters the request's query, consistency level and page size, as Cassandra records
   *     them
   */
  public TraceSession begin(InetAddress client, String request, Map<String, String> parameters) {
    TraceSession session = new TraceSession(client, request, parameters);
    CURRENT.set(session);
    return session;
  }

  /**
   * The parameters Cassandra records of a traced request: its query (when it has one of its own),
   * consistency levels and page size (when it pages).
   */
  public static Map<String, String> parameters(
      String query, String consistency, String serialConsistency, int pageSize) {
    Map<String, String> parameters = new HashMap<>();
    if (query != null) {
      parameters.put("query", query);
    }
    parameters.put("consistency_level", consistency);
    parameters.put("serial_consistency_level", serialConsistency);
    if (pageSize > 0) {
      parameters.put("page_size", Integer.toString(pageSize));
    }
    return parameters;
  }

  /** Ends the calling thread's session and keeps it for {@code system_traces}; returns its id. */
  public UUID end(TraceSession session) {
    CURRENT.remove();
    session.complete();
    synchronized (complete) {
      complete.addLast(session);
      if (complete.size() > KEPT) {
        complete.removeFirst();
      }
    }
    return session.id();
  }

  /** The complete sessions of the last day, oldest first. */
  public List<TraceSession> sessions() {
    Instant since = Instant.now().minus(KEPT_FOR);
    List<TraceSession> kept = new ArrayList<>();
    synchronized (complete) {
      for (TraceSession s : complete) {
        if (s.startedAt().isAfter(since)) {
          kept.add(s);
        }
      }
    }
    return kept;
  }
}
