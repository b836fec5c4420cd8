package io.wcs.driver;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.engine.cql.StopCondition;
import io.wcs.engine.error.StatementStoppedException;
import java.sql.SQLException;

/**
 * The limits of one engine call: the statement's query timeout and the connection's network
 * timeout, whichever ends first, and {@code Statement.cancel}. The call runs on the caller's thread
 * with a {@link StopCondition} in its options: the engine checks it before it starts and every few
 * hundred rows while it reads, and stops with a timeout or a cancellation. A write that has started
 * applying is short and always finishes; it is never stopped halfway.
 *
 * <p>Embedded there is no network: the network timeout bounds every call of the connection
 * (statements, their further pages, metadata queries, commit) as a query timeout bounds the
 * statements it is set on. When it expires the call fails and the connection stays usable.
 *
 * <p>Thread-safe: {@link #cancel} may come from any thread.
 */
final class TimeLimit {

  private static final long NANOS_PER_MILLI = 1_000_000L;

  private final int queryTimeoutSeconds;
  private final int networkTimeoutMillis;
  private final StopCondition stop;

  private TimeLimit(int queryTimeoutSeconds, int networkTimeoutMillis, StopCondition stop) {
    this.queryTimeoutSeconds = queryTimeoutSeconds;
    this.networkTimeoutMillis = networkTimeoutMillis;
    this.stop = stop;
  }

  /** Starts the clock of one call; 0 means no limit, for either timeout. */
  static TimeLimit start(int queryTimeoutSeconds, int networkTimeoutMillis) {
    long limitMillis = Long.MAX_VALUE;
    if (queryTimeoutSeconds > 0) {
      limitMillis = queryTimeoutSeconds * 1000L;
    }
    if (networkTimeoutMillis > 0) {
      limitMillis = Math.min(limitMillis, networkTimeoutMillis);
    }
    StopCondition stop =
        limitMillis == Long.MAX_VALUE
            ? StopCondition.cancellable()
            : StopCondition.until(System.nanoTime() + limitMillis * NANOS_PER_MILLI);
    return new TimeLimit(queryTimeoutSeconds, networkTimeoutMillis, stop);
  }

  StopCondition stop() {
    return stop;
  }

  /** Stops the call at the engine's next check (a SQLException with SQLState HY008). */
  void cancel() {
    stop.cancel();
  }

  /** A call's failure, with a timeout message that names the timeout that expired. */
  SQLException explain(SQLException failure) {
    if (!(failure.getCause() instanceof StatementStoppedException stopped) || !stopped.timedOut()) {
      return failure;
    }
    boolean query =
        queryTimeoutSeconds > 0
            && (networkTimeoutMillis == 0 || queryTimeoutSeconds * 1000L <= networkTimeoutMillis);
    String which =
        query
            ? "its query timeout of " + queryTimeoutSeconds + " s (Statement.setQueryTimeout)"
            : "the connection's network timeout of "
                + networkTimeoutMillis
                + " ms (Connection.setNetworkTimeout)";
    return WcsSqlState.TIMEOUT.exception(
        "the statement did not complete within " + which + "; the engine stopped it", failure);
  }
}
