package io.wcs.parser.ast;

/** {@code GRANT role TO grantee} */
public record GrantRole(Span span, Identifier role, Identifier grantee) implements Statement {
  @Override
  public String toCql() {
    return "GRANT " + role.toCql() + " TO " + grantee.toCql();
  }
}
