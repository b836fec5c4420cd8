package io.wcs.engine.sstable;

import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * The arrays of the blocks a {@link BlockCache} dropped, given back to it for the blocks it loads
 * next once no read that might still hold them is open. Without it every miss decoded into a new
 * array that lived on in the cache, so the collector copied it out of the young generation, and
 * found it dead in the old one after a later miss evicted it: in W5 (reads and updates on four
 * threads) those arrays were a third of what the clients allocated. Only arrays a power of two long
 * are kept, the length of a table's full blocks ({@code chunk_length_in_kb} is a power of two),
 * each length in a list of its own.
 *
 * <p>Reads register under one of two phases ({@link #beginRead}). A flip of the phases waits until
 * no read registered under the phase before the current one is open, and an array dropped while a
 * phase is current is reused only after the next two flips: a read that got the array from the
 * cache registered before the array was dropped, so whichever phase it registered under, one of
 * those flips waited for it to end. Flips are tried as the cache takes arrays, so a read left open
 * (a result never closed) only stops the reuse, never breaks a read; the arrays waiting meanwhile
 * are bounded ({@value #WAITING_BYTES} bytes a stage; past that they are left to the collector).
 *
 * <p>Threading: thread-safe; {@link #beginRead} and {@link #endRead} take no lock.
 */
final class BlockRecycler {
  // Bytes of arrays kept in each of the three stages at most (dropped now, dropped before, free),
  // so the cache's bound grows by at most three times this.
  private static final long WAITING_BYTES = 4 << 20;
  // The two phases' counters sit 64 bytes apart, on cache lines of their own.
  private static final int STRIDE = 16;

  private final AtomicIntegerArray openReads = new AtomicIntegerArray(2 * STRIDE);
  // Written under this object's lock only; read without it by reads registering.
  private volatile int phase;
  // Under the lock: dropped during the current phase, during the one before it, and reusable.
  private Stage droppedNow = new Stage();
  private Stage droppedBefore = new Stage();

  // Free arrays by length: those 2^k long at k.
  @SuppressWarnings("unchecked")
  private final ArrayDeque<byte[]>[] free = new ArrayDeque[Integer.SIZE];

  private long freeBytes;

  /** Arrays dropped during one phase, with their bytes. */
  private static final class Stage {
    final ArrayDeque<byte[]> arrays = new ArrayDeque<>();
    long bytes;

    void add(byte[] array) {
      if (bytes + array.length <= WAITING_BYTES) {
        arrays.add(array);
        bytes += array.length;
      }
    }

    void clear() {
      arrays.clear();
      bytes = 0;
    }
  }

  BlockRecycler() {
    for (int k = 0; k < free.length; k++) {
      free[k] = new ArrayDeque<>();
    }
  }

  /**
   * Registers a read of cached blocks; returns the token {@link #endRead} takes. A read checks
   * after counting itself that the phase did not flip meanwhile: a read counted under a phase saw
   * that phase current after it was counted, which is what the flips' waits rely on.
   */
  int beginRead() {
    while (true) {
      int p = phase;
      openReads.incrementAndGet(p * STRIDE);
      if (phase == p) {
        return p;
      }
      openReads.decrementAndGet(p * STRIDE);
    }
  }

  void endRead(int token) {
    openReads.decrementAndGet(token * STRIDE);
  }

  /** Whether any read is registered: a check for callers that forgot to register theirs. */
  boolean anyReadOpen() {
    return openReads.get(0) + openReads.get(STRIDE) > 0;
  }

  /**
   * An array of {@code length} bytes no read holds, to load a full block into; null when there is
   * none.
   */
  synchronized byte[] take(int length) {
    flipIfQuiet();
    if (!recycles(length)) {
      return null;
    }
    byte[] array = freeOf(length).poll();
    if (array != null) {
      freeBytes -= array.length;
    }
    return array;
  }

  /** Takes back an array {@link #take} gave that the load did not use: the next take gets it. */
  synchronized void giveBack(byte[] array) {
    freeOf(array.length).push(array);
    freeBytes += array.length;
  }

  /** An array the cache no longer holds, which reads registered now may still be reading. */
  synchronized void dropped(byte[] array) {
    if (recycles(array.length)) {
      droppedNow.add(array);
    }
  }

  private ArrayDeque<byte[]> freeOf(int length) {
    return free[Integer.numberOfTrailingZeros(length)];
  }

  private static boolean recycles(int length) {
    return Integer.bitCount(length) == 1;
  }

  private void flipIfQuiet() {
    int p = phase;
    if (openReads.get((1 - p) * STRIDE) != 0) {
      return;
    }
    // No read registered before the last flip is open: what was dropped before it is free, and
    // goes behind what is free already, so takes get the arrays dropped longest ago first.
    for (byte[] array : droppedBefore.arrays) {
      if (freeBytes + array.length <= WAITING_BYTES) {
        freeOf(array.length).add(array);
        freeBytes += array.length;
      }
    }
    Stage emptied = droppedBefore;
    emptied.clear();
    droppedBefore = droppedNow;
    droppedNow = emptied;
    phase = 1 - p;
  }
}
