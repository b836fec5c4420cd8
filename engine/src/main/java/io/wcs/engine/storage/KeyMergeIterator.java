package io.wcs.engine.storage;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

/**
 * Merges several sources' partition streams (each in key order) into groups of the same key, in key
 * order: the input of a range read and of a compaction. Lazy. Threading: one thread.
 */
public final class KeyMergeIterator implements Iterator<List<UnfilteredPartition>> {
  private record Head(UnfilteredPartition partition, int source) {}

  private final List<Iterator<UnfilteredPartition>> sources;
  private final PriorityQueue<Head> heads;

  public KeyMergeIterator(List<Iterator<UnfilteredPartition>> sources) {
    this.sources = sources;
    this.heads =
        new PriorityQueue<>(
            Math.max(1, sources.size()), (a, b) -> a.partition.key().compareTo(b.partition.key()));
    for (int i = 0; i < sources.size(); i++) {
      advance(i);
    }
  }

  private void advance(int source) {
    Iterator<UnfilteredPartition> it = sources.get(source);
    if (it.hasNext()) {
      heads.add(new Head(it.next(), source));
    }
  }

  @Override
  public boolean hasNext() {
    return !heads.isEmpty();
  }

  @Override
  public List<UnfilteredPartition> next() {
    if (heads.isEmpty()) {
      throw new NoSuchElementException();
    }
    Head first = heads.poll();
    List<UnfilteredPartition> group = new ArrayList<>(2);
    group.add(first.partition);
    advance(first.source);
    while (!heads.isEmpty() && heads.peek().partition.key().equals(first.partition.key())) {
      Head same = heads.poll();
      group.add(same.partition);
      advance(same.source);
    }
    return group;
  }
}
