package io.wcs.parser.ast;

/**
 * One {@code name = value} of a WITH clause. The value is a constant or a map literal; a bare word
 * ({@code = NONE}) is kept as a string constant holding the word as written.
 */
public record Property(Identifier name, Term value) implements Node {
  @Override
  public String toCql() {
    return name.toCql() + " = " + value.toCql();
  }
}
