package io.wcs.parser.ast;

/** The operators of WHERE relations and IF conditions. */
public enum Operator {
  EQ("="),
  NEQ("!="),
  LT("<"),
  LTE("<="),
  GT(">"),
  GTE(">="),
  IN("IN"),
  CONTAINS("CONTAINS"),
  CONTAINS_KEY("CONTAINS KEY"),
  LIKE("LIKE");

  private final String cql;

  Operator(String cql) {
    this.cql = cql;
  }

  public String toCql() {
    return cql;
  }

  /** Whether this is {@code <}, {@code <=}, {@code >} or {@code >=}. */
  public boolean isSlice() {
    return this == LT || this == LTE || this == GT || this == GTE;
  }
}
