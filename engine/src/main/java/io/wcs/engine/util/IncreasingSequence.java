package io.wcs.engine.util;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Values that never repeat nor go back, taken from a clock: each is the clock's reading, or one
 * past the last value given out when the clock has not moved past it. Write timestamps and time
 * UUIDs are taken this way. Thread-safe.
 */
public final class IncreasingSequence {
  private final AtomicLong last = new AtomicLong(Long.MIN_VALUE);

  /**
   * The next value for a clock reading of {@code reading}. A compare-and-set loop rather than
   * {@code AtomicLong.accumulateAndGet}, whose function is a lambda: a class spun at its first use,
   * which an application's first statement paid.
   */
  public long next(long reading) {
    while (true) {
      long previous = last.get();
      long next = Math.max(previous + 1, reading);
      if (last.compareAndSet(previous, next)) {
        return next;
      }
    }
  }
}
