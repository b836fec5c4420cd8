package io.wcs.engine.storage;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An iterator that computes each element on demand: subclasses implement {@link #computeNext},
 * returning null at the end. Threading: one thread.
 */
public abstract class LazyIterator<T> implements Iterator<T> {
  private T next;
  private boolean done;

  /** The next element, or null when there are no more. */
  protected abstract T computeNext();

  @Override
  public final boolean hasNext() {
    if (next == null && !done) {
      next = computeNext();
      done = next == null;
    }
    return next != null;
  }

  @Override
  public final T next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    T t = next;
    next = null;
    return t;
  }
}
