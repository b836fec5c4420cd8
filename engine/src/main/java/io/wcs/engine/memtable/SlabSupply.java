package io.wcs.engine.memtable;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * Full-size memtable slabs, allocated ahead of need by a thread of their own, so that a writer
 * filling a memtable takes a ready slab instead of allocating it.
 *
 * <p>Why: allocating a 1 MiB array zeroes it, and zeroing memory the process has never touched
 * takes a page fault for every 4 KiB page. On the virtual machines we measure on such a fault costs
 * 2–12 µs, so a new slab could cost its writer 3 ms, and in a fresh JVM's first bulk load the
 * writer spent a fifth of its time zeroing slabs. The supply's thread takes that wait instead,
 * while the writer goes on encoding rows. The slabs are new arrays all the same (none is ever
 * reused), so the memory and the collector's work are what they were.
 *
 * <p>A writer never waits for the supply: with no slab ready it allocates its own. The thread
 * starts with the first full-size slab taken (most memtables of small tables never need one) and
 * ends with {@link #close}.
 */
public final class SlabSupply implements AutoCloseable {
  /** How many slabs wait ready: enough for a few writers between two of the thread's turns. */
  private static final int AHEAD = 4;

  private final BlockingQueue<byte[]> ready = new ArrayBlockingQueue<>(AHEAD);
  private final boolean fillsAhead;
  private Thread filler; // guarded by this
  private boolean closed; // guarded by this

  private SlabSupply(boolean fillsAhead) {
    this.fillsAhead = fillsAhead;
  }

  /** A supply that keeps slabs ready, for an engine's memtables; close it with the engine. */
  public static SlabSupply ahead() {
    return new SlabSupply(true);
  }

  /** A supply that allocates each slab when it is taken: for a memtable on its own. */
  public static SlabSupply onDemand() {
    return new SlabSupply(false);
  }

  /** A new, zeroed slab of {@link RowSlabs#MAX_SLAB_BYTES}. */
  byte[] take() {
    byte[] slab = ready.poll();
    if (slab != null) {
      return slab;
    }
    startFilling();
    return new byte[RowSlabs.MAX_SLAB_BYTES];
  }

  private synchronized void startFilling() {
    if (fillsAhead && filler == null && !closed) {
      filler = new Thread(this::fill, "wcs-slab-supply");
      filler.setDaemon(true);
      filler.start();
    }
  }

  private void fill() {
    try {
      while (true) {
        ready.put(new byte[RowSlabs.MAX_SLAB_BYTES]);
      }
    } catch (InterruptedException e) {
      // Closed: the slabs still waiting go with the supply.
    }
  }

  /** Stops the thread and lets go of the ready slabs; later takes allocate their own. */
  @Override
  public void close() {
    Thread stopping;
    synchronized (this) {
      closed = true;
      stopping = filler;
    }
    if (stopping != null) {
      stopping.interrupt();
      try {
        stopping.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    ready.clear();
  }

  /** How many slabs wait ready, for tests. */
  int readyCount() {
    return ready.size();
  }

  /** Whether the supply's thread is running, for tests. */
  synchronized boolean filling() {
    return filler != null && filler.isAlive();
  }
}
