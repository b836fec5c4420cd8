package io.wcs.engine.storage;

import java.util.Iterator;
import java.util.List;

/**
 * Turns groups of same-key partitions into live partitions, skipping the ones with nothing live,
 * and releases the read view on close. Threading: one reader thread.
 */
final class ViewPartitionIterator extends LazyIterator<LivePartition> implements PartitionIterator {
  private final Iterator<List<UnfilteredPartition>> groups;
  private final Slices slices;
  private final boolean reversed;
  private final int nowInSeconds;
  private final ReadView view;
  private boolean closed;
  private int tombstonesSkipped;
  private DecoratedKey lastSkipped;

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
  protected LivePartition computeNext() {
    if (closed) {
      throw new IllegalStateException("partition iterator used after close");
    }
    while (groups.hasNext()) {
      LivePartition p =
          LivePartition.of(new MergedPartition(groups.next()), slices, reversed, nowInSeconds);
      if (!p.isEmpty()) {
        return p;
      }
      tombstonesSkipped += p.tombstonesRead();
      lastSkipped = p.key();
    }
    return null;
  }

  @Override
  public int tombstonesSkipped() {
    return tombstonesSkipped;
  }

  @Override
  public DecoratedKey lastSkipped() {
    return lastSkipped;
  }

  @Override
  public void close() {
    if (!closed) {
      closed = true;
      view.close();
    }
  }
}
