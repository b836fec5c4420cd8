package io.wcs.engine.storage;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Admits the storage engine's operations, any number at once and nested, until the engine closes,
 * and lets closing wait for those already admitted. A counter rather than the read side of a
 * ReentrantReadWriteLock: every write passes here, and that lock's per-thread hold counts (a
 * ThreadLocal set and removed on each acquire and release) were about 5% of a 4-thread overwrite
 * workload. Threading: any thread.
 */
final class OperationGate {
  private final AtomicInteger running = new AtomicInteger();
  private volatile boolean closed;

  /**
   * Admits one operation; pair with {@link #exit} in a {@code finally}.
   *
   * @throws IllegalStateException once {@link #close} has begun
   */
  void enter() {
    running.incrementAndGet();
    if (closed) {
      exit();
      throw new IllegalStateException("the storage engine is closed");
    }
  }

  void exit() {
    // Closed first: it is false for the engine's whole life, so the compiled code's branch never
    // changes, where "was I the last one in" flips whenever a second thread (a flush, a second
    // writer) is inside, and made C2 throw away the write path compiled for one thread.
    int left = running.decrementAndGet();
    if (closed && left == 0) {
      synchronized (this) {
        notifyAll();
      }
    }
  }

  /**
   * Stops admitting operations and waits, without giving up on interrupts, until every admitted one
   * has exited. False when the gate was already closed.
   */
  synchronized boolean close() {
    if (closed) {
      return false;
    }
    closed = true;
    boolean interrupted = false;
    while (running.get() > 0) {
      try {
        wait();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    return true;
  }
}
