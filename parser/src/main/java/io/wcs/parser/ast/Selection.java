package io.wcs.parser.ast;

/** One item of a SELECT clause: {@code selector [AS alias]}; alias may be null. */
public record Selection(Selector selector, Identifier alias) implements Node {
  @Override
  public String toCql() {
    return alias == null ? selector.toCql() : selector.toCql() + " AS " + alias.toCql();
  }
}
