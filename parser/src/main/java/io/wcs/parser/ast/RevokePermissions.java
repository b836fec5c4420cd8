package io.wcs.parser.ast;

import java.util.Set;

/** {@code REVOKE permission, … | ALL [PERMISSIONS] ON resource FROM role} */
public record RevokePermissions(
    Span span, Set<Permission> permissions, Resource resource, Identifier revokee)
    implements Statement {

  public RevokePermissions {
    permissions = Set.copyOf(permissions);
  }

  @Override
  public String toCql() {
    return "REVOKE "
        + Permission.toCql(permissions)
        + " ON "
        + resource.toCql()
        + " FROM "
        + revokee.toCql();
  }
}
