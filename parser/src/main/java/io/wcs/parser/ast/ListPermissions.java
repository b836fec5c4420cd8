package io.wcs.parser.ast;

import java.util.Set;

/**
 * {@code LIST permission, … | ALL [PERMISSIONS] [ON resource] [OF role] [NORECURSIVE]}; resource
 * and role may be null.
 */
public record ListPermissions(
    Span span, Set<Permission> permissions, Resource resource, Identifier role, boolean recursive)
    implements Statement {

  public ListPermissions {
    permissions = Set.copyOf(permissions);
  }

  @Override
  public String toCql() {
    return "LIST "
        + Permission.toCql(permissions)
        + (resource == null ? "" : " ON " + resource.toCql())
        + (role == null ? "" : " OF " + role.toCql())
        + (recursive ? "" : " NORECURSIVE");
  }
}
