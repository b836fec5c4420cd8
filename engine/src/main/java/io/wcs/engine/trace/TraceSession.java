package io.wcs.engine.trace;

import io.wcs.engine.schema.TimeUuids;
import java.net.InetAddress;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * One traced request, a row of {@code system_traces.sessions} with its events. Its events are added
 * by the thread running the request; it is published to readers only once complete.
 */
public final class TraceSession {
  private final UUID id = TimeUuids.next();
  private final Instant startedAt = Instant.now();
  private final long startNanos = System.nanoTime();
  private final InetAddress client;
  private final String request;
  private final Map<String, String> parameters;
  private final List<TraceEvent> events = new ArrayList<>();
  private int durationMicros = -1;
  private boolean readsByName;

  TraceSession(InetAddress client, String request, Map<String, String> parameters) {
    this.client = client;
    this.request = request;
    this.parameters = Map.copyOf(parameters);
  }

  /** Records a step of the request, taken now by the calling thread. */
  public void event(String activity) {
    events.add(
        new TraceEvent(
            TimeUuids.next(), activity, elapsedMicros(), Thread.currentThread().getName()));
  }

  /**
   * Says how Cassandra would read the partitions the request reads next: by row name (its rows
   * named by whole clusterings, no collection or counter among the columns it queries), memtables
   * first and then SSTables newest first, traced as "Merging memtable contents"; or as a slice,
   * every source at once, traced as the SSTables it skipped and merged. Set by the statement before
   * it reads, read by the storage engine as it traces the read.
   */
  public void readsByName(boolean byName) {
    readsByName = byName;
  }

  /**
   * Whether the partition reads are traced as reads by row name: see {@link #readsByName(boolean)}.
   */
  public boolean readsByName() {
    return readsByName;
  }

  void complete() {
    durationMicros = elapsedMicros();
  }

  private int elapsedMicros() {
    return (int) Math.min(Integer.MAX_VALUE, (System.nanoTime() - startNanos) / 1000);
  }

  public UUID id() {
    return id;
  }

  public Instant startedAt() {
    return startedAt;
  }

  /** Where the request came from, or null for an embedded connection. */
  public InetAddress client() {
    return client;
  }

  /** {@code Execute CQL3 query}, {@code Execute CQL3 prepared query}… */
  public String request() {
    return request;
  }

  public Map<String, String> parameters() {
    return parameters;
  }

  public List<TraceEvent> events() {
    return List.copyOf(events);
  }

  public int durationMicros() {
    return durationMicros;
  }
}
