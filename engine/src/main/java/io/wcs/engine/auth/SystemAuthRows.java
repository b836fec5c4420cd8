package io.wcs.engine.auth;

import io.wcs.parser.ast.Permission;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rows of {@code system_auth}'s tables, rendered from the roles as Cassandra's role manager and
 * authorizer store them there: a role's row, one row per membership (the role granted, then its
 * member), and one row per role and resource with its permissions, indexed by resource too. The
 * tables of features WCS does not have (CIDR and datacenter access, certificate logins) are empty.
 */
public final class SystemAuthRows {
  private SystemAuthRows() {}

  /** The rows of {@code system_auth.table}, each by column name; empty for an unknown table. */
  public static List<Map<String, Object>> rows(Roles roles, String table) {
    List<Map<String, Object>> rows = new ArrayList<>();
    for (Role role : roles.all()) {
      switch (table) {
        case "roles" -> rows.add(roleRow(role));
        case "role_members" -> {
          for (String granted : role.memberOf()) {
            rows.add(Map.of("role", granted, "member", role.name()));
          }
        }
        case "role_permissions" ->
            role.permissions()
                .forEach(
                    (resource, permissions) ->
                        rows.add(
                            Map.of(
                                "role",
                                role.name(),
                                "resource",
                                resource.name(),
                                "permissions",
                                names(permissions))));
        case "resource_role_permissons_index" ->
            role.permissions()
                .keySet()
                .forEach(
                    resource -> rows.add(Map.of("resource", resource.name(), "role", role.name())));
        default -> {
          return List.of();
        }
      }
    }
    return rows;
  }

  private static Map<String, Object> roleRow(Role role) {
    Map<String, Object> row = new HashMap<>();
    row.put("role", role.name());
    row.put("can_login", role.login());
    row.put("is_superuser", role.superuser());
    row.put("member_of", role.memberOf().isEmpty() ? null : role.memberOf());
    row.put("salted_hash", role.saltedHash());
    return row;
  }

  private static Set<String> names(Set<Permission> permissions) {
    Set<String> names = new LinkedHashSet<>();
    permissions.forEach(p -> names.add(p.name()));
    return names;
  }
}
