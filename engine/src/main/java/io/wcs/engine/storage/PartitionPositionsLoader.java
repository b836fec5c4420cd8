package io.wcs.engine.storage;

import io.wcs.engine.sstable.SSTableReader;
import io.wcs.engine.util.LazyLogger;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * Reads the partition positions of SSTables opened from their summaries, on a thread of its own, as
 * point reads ask for them ({@link SSTableReader#open(io.wcs.engine.sstable.Descriptor,
 * io.wcs.engine.sstable.BlockFiles, java.util.function.Consumer)}). Reading every partition of
 * every index as a database opened took most of the time to its first answer; with two cores, doing
 * it in the background at open still took a third of it, from the queries' core.
 *
 * <p>Each SSTable is held by a reference while its positions are read, so a compaction cannot close
 * it underneath, and one replaced meanwhile is passed over. {@link #close} drops what is queued and
 * waits for the SSTable being read. The thread starts at the first request.
 */
final class PartitionPositionsLoader implements AutoCloseable {
  private static final System.Logger LOG = LazyLogger.of(PartitionPositionsLoader.class);

  private final ExecutorService executor =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "wcs-partition-positions");
            t.setDaemon(true);
            return t;
          });
  private volatile boolean stopped;

  /** Reads the SSTable's positions after those asked for before; nothing once closed. */
  void request(SSTableReader sstable) {
    try {
      executor.execute(() -> load(sstable));
    } catch (RejectedExecutionException e) {
      // Closed: the engine is shutting down, and its SSTables with it.
    }
  }

  private void load(SSTableReader sstable) {
    if (stopped || !sstable.tryAcquire()) {
      return;
    }
    try {
      sstable.loadPartitionPositions();
    } catch (RuntimeException e) {
      LOG.log(
          System.Logger.Level.WARNING,
          "point reads of " + sstable + " go on searching its index: its positions did not load",
          e);
    } finally {
      sstable.release();
    }
  }

  /** Waits until the positions asked for so far are read. */
  void await() throws InterruptedException, ExecutionException {
    executor.submit(() -> {}).get();
  }

  /** Drops what is queued and waits for the SSTable being read. */
  @Override
  public void close() {
    stopped = true;
    executor.shutdown();
    // The wait goes on through interrupts, kept for the caller: an engine closing must not leave
    // the thread reading its files.
    boolean interrupted = false;
    while (true) {
      try {
        if (executor.awaitTermination(1, TimeUnit.DAYS)) {
          break;
        }
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
