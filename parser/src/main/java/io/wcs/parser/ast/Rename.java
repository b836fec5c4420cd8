package io.wcs.parser.ast;

/** {@code from TO to} of ALTER TABLE/TYPE … RENAME. */
public record Rename(Identifier from, Identifier to) implements Node {
  @Override
  public String toCql() {
    return from.toCql() + " TO " + to.toCql();
  }
}
