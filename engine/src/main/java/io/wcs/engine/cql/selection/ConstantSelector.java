package io.wcs.engine.cql.selection;

import io.wcs.engine.types.CqlType;

/** A literal in the SELECT clause: the same value on every row. */
record ConstantSelector(CqlType type, byte[] value) implements Selector {
  @Override
  public byte[] compute(RowView row) {
    return value;
  }

  @Override
  public boolean isTerminal() {
    return true;
  }

  /**
   * Its value over any group, an empty one too: {@code sum(v) + 1} of no rows is 1, as in
   * Cassandra, where a fold keeping the first row's value would give null.
   */
  @Override
  public Accumulator newAccumulator() {
    return new Accumulator() {
      @Override
      public void add(RowView row) {}

      @Override
      public byte[] result() {
        return value;
      }
    };
  }
}
