package io.wcs.engine.memtable;

import java.util.ArrayDeque;
import java.util.List;

/**
 * Full-size slabs of flushed memtables, kept for the memtables that follow ({@link RowSlabs}).
 *
 * <p>Why: a new 1 MiB array is zeroed by the JVM, and in a young JVM the zeroing is also the first
 * touch of each of its pages, so the kernel's page faults land on the writer that needed the slab:
 * 200 MiB of new slabs took 540 ms on the guest of docs/PERFORMANCE.md, the same slabs allocated
 * again 7 ms, and a one-thread bulk load spent a quarter of its time there. A slab taken from here
 * is neither zeroed nor new to the kernel; its old bytes are never read, as a reader reads only the
 * ranges rows were written to.
 *
 * <p>A memtable gives its slabs back only when retired with no reader left ({@link
 * Memtable#retire}). Holds at most {@code capacity} slabs; beyond that, slabs are left to the
 * collector. Thread-safe.
 */
public final class SlabPool {
  /** A pool that keeps nothing: memtables of an in-memory engine are never flushed. */
  public static final SlabPool NONE = new SlabPool(0);

  private final int capacity;
  private final ArrayDeque<byte[]> free = new ArrayDeque<>();

  /** A pool of at most {@code bytes} of slabs. */
  public static SlabPool ofBytes(long bytes) {
    return new SlabPool((int) Math.min(Integer.MAX_VALUE, bytes / RowSlabs.MAX_SLAB_BYTES));
  }

  private SlabPool(int capacity) {
    this.capacity = capacity;
  }

  /** A slab of {@link RowSlabs#MAX_SLAB_BYTES}, or null when the pool has none. */
  synchronized byte[] take() {
    return free.pollFirst();
  }

  /** Keeps as many of the slabs as there is room for. */
  synchronized void give(List<byte[]> slabs) {
    for (byte[] slab : slabs) {
      if (free.size() >= capacity) {
        return;
      }
      free.addFirst(slab);
    }
  }

  synchronized int size() {
    return free.size();
  }
}
