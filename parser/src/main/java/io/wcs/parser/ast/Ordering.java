package io.wcs.parser.ast;

/**
 * One ORDER BY item: {@code column [ANN OF vector] [ASC|DESC]}; annOf is null unless this is a
 * vector similarity ordering. ASC, the default, is not printed.
 */
public record Ordering(Identifier column, Term annOf, boolean descending) implements Node {
  @Override
  public String toCql() {
    return column.toCql()
        + (annOf == null ? "" : " ANN OF " + annOf.toCql())
        + (descending ? " DESC" : "");
  }
}
