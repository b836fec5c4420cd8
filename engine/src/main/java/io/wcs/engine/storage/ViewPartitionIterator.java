package io.wcs.engine.storage;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * Turns groups of same-key partitions into live partitions, skipping the ones with nothing live,
 * and releases the read view on close. Threading: one reader thread.
 */
final class ViewPartitionIterator implements PartitionIterator {
  private final Iterator<List<UnfilteredPartition>> groups;
  private final Slices slices;
  private final boolean reversed;
  private final int nowInSeconds;
  private final ReadView view;
  private LivePartition next;
  private boolean closed;

  ViewPartitionIterator(
      Iterator<List<UnfilteredPartition>> groups,
      Slices slices,
      boolean reversed,
      int nowInSeconds,
      ReadView view) {
    this.groups = groups;
    this.slices = slices;
    this.reversed = reversed;
    this.nowInSeconds = nowInSeconds;
    this.view = view;
  }

  @Override
  public boolean hasNext() {
    if (closed) {
      throw new IllegalStateException("partition iterator used after close");
    }
    while (next == null && groups.hasNext()) {
      LivePartition p =
          LivePartition.of(new MergedPartition(groups.next()), slices, reversed, nowInSeconds);
      if (!p.isEmpty()) {
        next = p;
      }
    }
    return next != null;
  }

  @Override
  public LivePartition next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    LivePartition p = next;
    next = null;
    return p;
  }

  @Override
  public void close() {
    if (!closed) {
      closed = true;
      view.close();
    }
  }
}
