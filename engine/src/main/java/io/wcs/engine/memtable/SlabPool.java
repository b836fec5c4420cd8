package io.wcs.engine.memtable;

import io.wcs.engine.storage.TableOptions;
import java.lang.ref.SoftReference;
import java.util.ArrayDeque;

/**
 * Full-size slabs of released memtables ({@link RowSlabs#release}), kept for the next memtables of
 * every engine in the JVM.
 *
 * <p>Why: a new 1 MiB array is zeroed by the JVM, and until the heap has been used once over the
 * zeroing is also the first touch of its pages: a page fault per 4 KiB, on the writer that needed
 * the slab, and while a writer is in one the others wait at the next safepoint. 200 MiB of new
 * slabs took 540 ms on the guest of docs/PERFORMANCE.md, the same slabs allocated again 7 ms. A
 * slab taken from here is neither zeroed nor new to the kernel; its old bytes are never read, as a
 * reader reads only the ranges rows were written to. Shared by every engine because a bulk load
 * into a new database (or table) needs its slabs as much as one into an old one.
 *
 * <p>Holds at most one default memtable's worth ({@link TableOptions#DEFAULT_MEMTABLE_THRESHOLD})
 * through soft references, so that what an idle JVM keeps here goes back to the application when
 * its heap runs short. Thread-safe.
 */
final class SlabPool {
  static final SlabPool SHARED =
      new SlabPool((int) (TableOptions.DEFAULT_MEMTABLE_THRESHOLD / RowSlabs.MAX_SLAB_BYTES));

  private final int capacity;
  // Most recently given first: its bytes are the likeliest still in a cache.
  private final ArrayDeque<SoftReference<byte[]>> free = new ArrayDeque<>();

  SlabPool(int capacity) {
    this.capacity = capacity;
  }

  /** A slab of {@link RowSlabs#MAX_SLAB_BYTES}, or null when the pool has none. */
  synchronized byte[] take() {
    for (SoftReference<byte[]> ref; (ref = free.pollFirst()) != null; ) {
      byte[] slab = ref.get();
      if (slab != null) {
        return slab;
      }
    }
    return null;
  }

  /** Keeps a full-size slab when there is room; beyond that it is left to the collector. */
  synchronized void give(byte[] slab) {
    if (free.size() >= capacity) {
      free.removeIf(ref -> ref.get() == null);
    }
    if (free.size() < capacity) {
      free.addFirst(new SoftReference<>(slab));
    }
  }

  /** How many slabs the pool holds, counting those the collector may have cleared. */
  synchronized int size() {
    return free.size();
  }
}
