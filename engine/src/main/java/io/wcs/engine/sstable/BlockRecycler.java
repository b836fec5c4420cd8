package io.wcs.engine.sstable;

import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * The arrays of the blocks a {@link BlockCache} dropped, given back to it for the blocks it loads
 * next once no read that might still hold them is open. Without it every miss decoded into a new
 * array that lived on in the cache, so the collector copied it out of the young generation, and
 * found it dead in the old one after a later miss evicted it: in W5 (reads and updates on four
 * threads) those arrays were a third of what the clients allocated.
 *
 * <p>Reads register under one of two phases ({@link #beginRead}). A flip of the phases waits until
 * no read registered under the phase before the current one is open, and an array dropped while a
 * phase is current is reused only after the next two flips: a read that got the array from the
 * cache registered before the array was dropped, so whichever phase it registered under, one of
 * those flips waited for it to end. Flips are tried as the cache takes arrays, so a read left open
 * (a result never closed) only stops the reuse, never breaks a read; the arrays waiting meanwhile
 * are bounded ({@value #WAITING_LIMIT} a phase; past that they are left to the collector).
 *
 * <p>Threading: thread-safe; {@link #beginRead} and {@link #endRead} take no lock.
 */
final class BlockRecycler {
  // Arrays kept in each of the three lists at most: 4 MiB of 16 KiB blocks, so the cache's bound
  // grows by at most 12 MiB.
  private static final int WAITING_LIMIT = 256;
  // The two phases' counters sit 64 bytes apart, on cache lines of their own.
  private static final int STRIDE = 16;

  private final int arrayLength;
  private final AtomicIntegerArray openReads = new AtomicIntegerArray(2 * STRIDE);
  // Written under this object's lock only; read without it by reads registering.
  private volatile int phase;
  // Under the lock: dropped during the current phase, during the one before it, and reusable.
  private ArrayDeque<byte[]> droppedNow = new ArrayDeque<>();
  private ArrayDeque<byte[]> droppedBefore = new ArrayDeque<>();
  private final ArrayDeque<byte[]> free = new ArrayDeque<>();

  /** Recycles arrays of exactly {@code arrayLength} bytes, the cache's full blocks. */
  BlockRecycler(int arrayLength) {
    this.arrayLength = arrayLength;
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

  /** An array no read holds, to load a full block into; null when there is none yet. */
  synchronized byte[] take() {
    flipIfQuiet();
    return free.poll();
  }

  /** Takes back an array {@link #take} gave that the load did not use: the next take gets it. */
  synchronized void giveBack(byte[] array) {
    free.push(array);
  }

  /** An array the cache no longer holds, which reads registered now may still be reading. */
  synchronized void dropped(byte[] array) {
    if (array.length == arrayLength && droppedNow.size() < WAITING_LIMIT) {
      droppedNow.add(array);
    }
  }

  private void flipIfQuiet() {
    int p = phase;
    if (openReads.get((1 - p) * STRIDE) != 0) {
      return;
    }
    // No read registered before the last flip is open: what was dropped before it is free.
    while (!droppedBefore.isEmpty() && free.size() < WAITING_LIMIT) {
      free.add(droppedBefore.poll());
    }
    droppedBefore.clear();
    ArrayDeque<byte[]> emptied = droppedBefore;
    droppedBefore = droppedNow;
    droppedNow = emptied;
    phase = 1 - p;
  }
}
