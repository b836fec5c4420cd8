package io.wcs.engine.cql;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The values bound to one execution's markers, as {@link QueryOptions#values()} holds them: an
 * unmodifiable list that, unlike {@code List.copyOf}, holds nulls (a null value).
 *
 * <p>Why a class of its own: {@link QueryOptions} copies the list it is given, so that a caller
 * changing it cannot change a statement under way. A list of this class cannot change, so it is
 * taken as it is: the options of a batch's statements, and those derived for each page, no longer
 * copy their values again (two arrays and two list objects a statement, before).
 */
public final class BoundValues extends AbstractList<byte[]> implements RandomAccess {
  private static final byte[][] NONE = new byte[0][];

  private final byte[][] values;

  private BoundValues(byte[][] values) {
    this.values = values;
  }

  /** The values as bound values: the list itself when it is one, else a copy. */
  public static List<byte[]> copyOf(List<byte[]> values) {
    return values instanceof BoundValues bound ? bound : new BoundValues(values.toArray(NONE));
  }

  /**
   * Bound values backed by {@code values}, which the caller hands over: it must not change the
   * array afterwards.
   */
  public static List<byte[]> owning(byte[][] values) {
    return new BoundValues(values);
  }

  @Override
  public byte[] get(int index) {
    return values[index];
  }

  @Override
  public int size() {
    return values.length;
  }
}
