package io.wcs.parser.ast;

/**
 * A column, or a part of one, on the left of an assignment, condition or deletion: {@code c},
 * {@code c[key]}, {@code c.field}.
 */
public sealed interface ColumnRef extends Node {

  Identifier column();

  /** {@code c} */
  record Column(Identifier column) implements ColumnRef {
    @Override
    public String toCql() {
      return column.toCql();
    }
  }

  /** {@code c[key]}: a map value or list element. */
  record Element(Identifier column, Term key) implements ColumnRef {
    @Override
    public String toCql() {
      return column.toCql() + "[" + key.toCql() + "]";
    }
  }

  /** {@code c.field}: a field of a user type value. */
  record Field(Identifier column, Identifier field) implements ColumnRef {
    @Override
    public String toCql() {
      return column.toCql() + "." + field.toCql();
    }
  }
}
