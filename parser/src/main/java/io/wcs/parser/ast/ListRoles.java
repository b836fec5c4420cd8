package io.wcs.parser.ast;

/** {@code LIST ROLES [OF role] [NORECURSIVE]}; role may be null. */
public record ListRoles(Span span, Identifier role, boolean recursive) implements Statement {
  @Override
  public String toCql() {
    return "LIST ROLES"
        + (role == null ? "" : " OF " + role.toCql())
        + (recursive ? "" : " NORECURSIVE");
  }
}
