package io.wcs.it.storage;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a crash writer's threads until each returns, then rethrows the first failure. Writers watch
 * {@link #failed} so that one failure stops them all instead of leaving the others writing until
 * the parent kills the process.
 */
final class WriterThreads {
  /** The loop of one writer thread, numbered from 0. */
  interface Writer {
    void write(int thread, WriterThreads all) throws Exception;
  }

  private final AtomicReference<Throwable> failure = new AtomicReference<>();

  private WriterThreads() {}

  /** Whether a writer has failed (the others should stop). */
  boolean failed() {
    return failure.get() != null;
  }

  /** Starts {@code threads} threads named {@code name-N} running {@code writer}, waits for them. */
  static void run(int threads, String name, Writer writer) throws InterruptedException {
    WriterThreads all = new WriterThreads();
    Thread[] started = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      int thread = t;
      started[t] =
          new Thread(
              () -> {
                try {
                  writer.write(thread, all);
                } catch (Exception e) {
                  all.failure.compareAndSet(null, e);
                }
              },
              name + "-" + t);
      started[t].start();
    }
    for (Thread t : started) {
      t.join();
    }
    if (all.failed()) {
      throw new IllegalStateException("a writer failed", all.failure.get());
    }
  }
}
