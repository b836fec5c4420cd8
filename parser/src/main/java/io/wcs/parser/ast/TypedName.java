package io.wcs.parser.ast;

/** {@code name type}: a user type field or a function argument. */
public record TypedName(Identifier name, CqlType type) implements Node {
  @Override
  public String toCql() {
    return name.toCql() + " " + type.toCql();
  }
}
