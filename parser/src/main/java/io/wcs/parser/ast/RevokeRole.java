package io.wcs.parser.ast;

/** {@code REVOKE role FROM revokee} */
public record RevokeRole(Span span, Identifier role, Identifier revokee) implements Statement {
  @Override
  public String toCql() {
    return "REVOKE " + role.toCql() + " FROM " + revokee.toCql();
  }
}
