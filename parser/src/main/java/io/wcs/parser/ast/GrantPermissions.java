package io.wcs.parser.ast;

import java.util.Set;

/** {@code GRANT permission, … | ALL [PERMISSIONS] ON resource TO role} */
public record GrantPermissions(
    Span span, Set<Permission> permissions, Resource resource, Identifier grantee)
    implements Statement {

  public GrantPermissions {
    permissions = Set.copyOf(permissions);
  }

  @Override
  public String toCql() {
    return "GRANT "
        + Permission.toCql(permissions)
        + " ON "
        + resource.toCql()
        + " TO "
        + grantee.toCql();
  }
}
