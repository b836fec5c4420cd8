package io.wcs.parser.ast;

/** One condition of a conditional (lightweight transaction) UPDATE or DELETE. */
public sealed interface Condition extends Node {

  Span span();

  /** {@code target op term}, op one of = != < <= > >= CONTAINS {@code CONTAINS KEY}. */
  record Compare(Span span, ColumnRef target, Operator operator, Term value) implements Condition {
    @Override
    public String toCql() {
      return target.toCql() + " " + operator.toCql() + " " + value.toCql();
    }
  }

  /** {@code target IN (…)} or {@code target IN ?} */
  record In(Span span, ColumnRef target, InValues values) implements Condition {
    @Override
    public String toCql() {
      return target.toCql() + " IN " + values.toCql();
    }
  }
}
