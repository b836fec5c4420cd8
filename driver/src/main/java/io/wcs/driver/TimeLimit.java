package io.wcs.driver;

import io.wcs.driver.error.WcsSqlState;
import java.sql.SQLException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a statement under its query timeout. Without a timeout the statement runs on the caller's
 * thread. With one, it runs on a daemon thread while the caller waits at most that long, then gets
 * a {@link java.sql.SQLTimeoutException}. The statement is not interrupted (an interrupt would
 * close the engine's file channels under every other connection), so it may still complete, as a
 * write that timed out in Cassandra may still be applied.
 */
final class TimeLimit {

  /** A piece of JDBC work. */
  @FunctionalInterface
  interface Work<T> {
    T run() throws SQLException;
  }

  private static final AtomicInteger THREADS = new AtomicInteger();
  private static final ExecutorService RUNNERS =
      Executors.newCachedThreadPool(
          task -> {
            Thread t = new Thread(task, "wcs-statement-" + THREADS.incrementAndGet());
            t.setDaemon(true);
            return t;
          });

  private TimeLimit() {}

  /** Runs {@code work}, waiting at most {@code seconds} (0: no limit, on this thread). */
  static <T> T run(int seconds, Work<T> work) throws SQLException {
    if (seconds == 0) {
      return work.run();
    }
    Future<T> result = RUNNERS.submit(work::run);
    try {
      return result.get(seconds, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      throw WcsSqlState.TIMEOUT.exception(
          "the statement did not complete within its query timeout of "
              + seconds
              + " s; it may still complete",
          e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw WcsSqlState.TIMEOUT.exception("interrupted while waiting for the statement", e);
    } catch (ExecutionException e) {
      throw rethrow(e.getCause());
    }
  }

  private static SQLException rethrow(Throwable failure) {
    if (failure instanceof SQLException sql) {
      return sql;
    }
    if (failure instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (failure instanceof Error error) {
      throw error;
    }
    return WcsSqlState.INTERNAL_ERROR.exception("internal error: " + failure, failure);
  }
}
