package io.wcs.driver.remote;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The one thread that times every remote connection's heartbeats. A connection's check is cheap (it
 * reads a clock and at most sends a request), so one daemon thread serves them all, started at the
 * first connection with heartbeats.
 */
final class Heartbeats {
  private Heartbeats() {}

  private static final class Scheduler {
    static final ScheduledThreadPoolExecutor INSTANCE = create();

    private static ScheduledThreadPoolExecutor create() {
      ScheduledThreadPoolExecutor executor =
          new ScheduledThreadPoolExecutor(
              1,
              task -> {
                Thread thread = new Thread(task, "wcs-remote-heartbeats");
                thread.setDaemon(true);
                return thread;
              });
      // a closed connection's check leaves the queue at once
      executor.setRemoveOnCancelPolicy(true);
      return executor;
    }
  }

  /** Runs {@code check} every {@code seconds} until the returned future is cancelled. */
  static ScheduledFuture<?> every(int seconds, Runnable check) {
    return Scheduler.INSTANCE.scheduleWithFixedDelay(check, seconds, seconds, TimeUnit.SECONDS);
  }
}
