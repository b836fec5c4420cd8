package io.wcs.parser.ast;

/** One assignment of an UPDATE's SET clause. */
public sealed interface Operation extends Node {

  /** The column the operation changes. */
  Identifier column();

  /** {@code c = v}, {@code c[key] = v}, {@code c.field = v} */
  record Assign(ColumnRef target, Term value) implements Operation {
    @Override
    public Identifier column() {
      return target.column();
    }

    @Override
    public String toCql() {
      return target.toCql() + " = " + value.toCql();
    }
  }

  /** {@code c = c + v} (or {@code c += v}): counter increment, collection append or union. */
  record Add(Identifier column, Term value) implements Operation {
    @Override
    public String toCql() {
      return column.toCql() + " = " + column.toCql() + " + " + value.toCql();
    }
  }

  /** {@code c = c - v} (or {@code c -= v}): counter decrement or collection removal. */
  record Subtract(Identifier column, Term value) implements Operation {
    @Override
    public String toCql() {
      return column.toCql() + " = " + column.toCql() + " - " + value.toCql();
    }
  }

  /** {@code c = v + c}: list prepend. */
  record Prepend(Identifier column, Term value) implements Operation {
    @Override
    public String toCql() {
      return column.toCql() + " = " + value.toCql() + " + " + column.toCql();
    }
  }
}
