package io.wcs.engine.cql;

import io.wcs.engine.error.StatementStoppedException;
import java.util.function.LongSupplier;

/**
 * When a running statement must give up: its client cancelled it, or its deadline passed. A read
 * checks it every {@link #ROWS_PER_CHECK} rows or partitions it visits, so a long scan, or a
 * filtering read that keeps nothing, still stops promptly; every statement checks it once before it
 * runs. A write that has started applying is never stopped halfway.
 *
 * <p>Thread-safe: {@link #cancel} may be called from any thread while the statement's own thread
 * calls {@link #check}.
 */
public final class StopCondition {

  /** How many rows a read visits between two checks: a check is cheap, but not free. */
  public static final int ROWS_PER_CHECK = 256;

  /** Never stops: no deadline, and nobody holds it to cancel it. */
  public static final StopCondition NEVER = new StopCondition(null, 0);

  private final LongSupplier nanoClock; // null: no deadline
  private final long deadlineNanos;
  private volatile boolean cancelled;

  private StopCondition(LongSupplier nanoClock, long deadlineNanos) {
    this.nanoClock = nanoClock;
    this.deadlineNanos = deadlineNanos;
  }

  /** A condition that only {@link #cancel} trips. */
  public static StopCondition cancellable() {
    return new StopCondition(null, 0);
  }

  /** A condition tripped by {@link #cancel}, or once {@code System.nanoTime()} passes a point. */
  public static StopCondition until(long deadlineNanos) {
    return until(deadlineNanos, System::nanoTime);
  }

  /** As {@link #until(long)}, reading the time from {@code nanoClock} (tests step it). */
  static StopCondition until(long deadlineNanos, LongSupplier nanoClock) {
    return new StopCondition(nanoClock, deadlineNanos);
  }

  /** Asks the statement to stop at its next check. */
  public void cancel() {
    cancelled = true;
  }

  public boolean isCancelled() {
    return cancelled;
  }

  /** Throws {@link StatementStoppedException} if the statement must stop now. */
  public void check() {
    if (cancelled) {
      throw new StatementStoppedException(false);
    }
    if (nanoClock != null && nanoClock.getAsLong() - deadlineNanos >= 0) {
      throw new StatementStoppedException(true);
    }
  }
}
