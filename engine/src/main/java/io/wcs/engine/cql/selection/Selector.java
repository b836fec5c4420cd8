package io.wcs.engine.cql.selection;

import io.wcs.engine.types.CqlType;

/**
 * One prepared expression of a SELECT clause. A scalar selector computes a value from one row; an
 * aggregate selector folds rows into an {@link Accumulator}. Prepared selectors are immutable and
 * thread-safe; accumulators belong to one execution.
 */
public interface Selector {

  CqlType type();

  /** The serialized value for the row, or null (scalar selectors only). */
  byte[] compute(RowView row);

  default boolean isAggregate() {
    return false;
  }

  /** Whether the value is the same on every row: a constant, a bind marker, a function of those. */
  default boolean isTerminal() {
    return false;
  }

  /**
   * Binds this selector's bind markers before any row is read, as Cassandra binds a selection's
   * terms: a malformed value is refused, and an unset one given to a function; a function of bound
   * values and constants alone is computed, its failure reported even when no row is read.
   *
   * @param terms a view of no row, for the execution's options
   */
  default void bindTerms(RowView terms) {}

  /**
   * A fresh fold over a group of rows. For a scalar selector in an aggregate query it keeps the
   * group's first row's value, as Cassandra does.
   */
  default Accumulator newAccumulator() {
    return new Accumulator() {
      private boolean set;
      private byte[] first;

      @Override
      public void add(RowView row) {
        if (!set) {
          set = true;
          first = compute(row);
        }
      }

      @Override
      public byte[] result() {
        return first;
      }
    };
  }

  /** The state of one selector over one group of rows. */
  interface Accumulator {
    void add(RowView row);

    byte[] result();
  }
}
