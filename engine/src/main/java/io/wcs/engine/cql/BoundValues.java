package io.wcs.engine.cql;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The values bound to one execution's markers, as {@link QueryOptions#values()} holds them: an
 * unmodifiable list that, unlike {@code List.copyOf}, holds nulls (a null value), and that may say
 * which markers its values were serialized for ({@link #serialized}).
 *
 * <p>Why a class of its own: {@link QueryOptions} copies the list it is given, so that a caller
 * changing it cannot change a statement under way. A list of this class cannot change, so it is
 * taken as it is: the options of a batch's statements, and those derived for each page, no longer
 * copy their values again (two arrays and two list objects a statement, before).
 */
public final class BoundValues extends AbstractList<byte[]> implements RandomAccess {
  private static final byte[][] NONE = new byte[0][];

  private final byte[][] values;

  /** The variables the values were serialized for, by the engine's own codecs; or null. */
  private final List<ColumnSpec> serializedFor;

  private BoundValues(byte[][] values, List<ColumnSpec> serializedFor) {
    this.values = values;
    this.serializedFor = serializedFor;
  }

  /** The values as bound values: the list itself when it is one, else a copy. */
  public static List<byte[]> copyOf(List<byte[]> values) {
    return values instanceof BoundValues bound
        ? bound
        : new BoundValues(values.toArray(NONE), null);
  }

  /**
   * Bound values backed by {@code values}, which the caller hands over: it must not change the
   * array afterwards.
   */
  public static List<byte[]> owning(byte[][] values) {
    return new BoundValues(values, null);
  }

  /**
   * Bound values backed by {@code values}, as {@link #owning}, each of which is null, {@link
   * QueryOptions#UNSET} or what {@code variables.get(i).type().serialize} made: values the engine
   * need not validate again. The embedded driver binds so, and checking text it has just encoded
   * had been a twentieth of a warm load's statement execution. {@code variables} are a prepared
   * statement's ({@link Prepared#variables}); the values are trusted only by a statement whose
   * markers are those very objects, not by one prepared again, whose types may differ.
   */
  public static List<byte[]> serialized(byte[][] values, List<ColumnSpec> variables) {
    if (variables.size() != values.length) {
      throw new IllegalArgumentException(
          values.length + " values for " + variables.size() + " variables");
    }
    return new BoundValues(values, variables);
  }

  /** Whether the value at {@code index} was serialized for the variable {@code spec} itself. */
  boolean serializedFor(int index, ColumnSpec spec) {
    return serializedFor != null && serializedFor.get(index) == spec;
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
