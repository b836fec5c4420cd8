package io.wcs.parser.ast;

/** {@code DROP USER [IF EXISTS] name} */
public record DropUser(Span span, boolean ifExists, String name) implements Statement {
  @Override
  public String toCql() {
    return "DROP USER" + Cql.ifExists(ifExists) + " " + Cql.string(name);
  }
}
