package io.wcs.engine.auth;

import io.wcs.parser.ast.Permission;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * What one role may do: whether it is a superuser, and the permissions it holds with the roles it
 * holds, merged by resource. Computed once per role and {@link Roles} snapshot, so that the check
 * each statement makes is a few map lookups: a table's permissions are also kept by keyspace and
 * table name, so checking one builds no resource name. Immutable.
 */
final class Grants {
  private static final Set<Permission> NONE = Set.of();

  private final boolean superuser;
  private final Map<AuthResource, Set<Permission>> byResource = new HashMap<>();
  private final Set<Permission> allKeyspaces = EnumSet.noneOf(Permission.class);
  private final Map<String, Set<Permission>> keyspaces = new HashMap<>();
  private final Map<String, Map<String, Set<Permission>>> tables = new HashMap<>();

  Grants(Roles roles, String role) {
    boolean isSuper = false;
    for (String held : roles.granted(role, true)) {
      Role r = roles.get(held);
      isSuper |= r.superuser();
      r.permissions().forEach(this::add);
    }
    this.superuser = isSuper;
  }

  private void add(AuthResource resource, Set<Permission> permissions) {
    byResource.computeIfAbsent(resource, r -> EnumSet.noneOf(Permission.class)).addAll(permissions);
    if (resource.equals(AuthResource.allKeyspaces())) {
      allKeyspaces.addAll(permissions);
    } else if (resource.table() != null) {
      tables
          .computeIfAbsent(resource.keyspace(), k -> new HashMap<>())
          .computeIfAbsent(resource.table(), t -> EnumSet.noneOf(Permission.class))
          .addAll(permissions);
    } else if (resource.keyspace() != null && resource.name().startsWith("data/")) {
      keyspaces
          .computeIfAbsent(resource.keyspace(), k -> EnumSet.noneOf(Permission.class))
          .addAll(permissions);
    }
  }

  boolean superuser() {
    return superuser;
  }

  /** Whether the role holds {@code permission} on {@code resource} or on one of its parents. */
  boolean allows(Permission permission, AuthResource resource) {
    if (superuser) {
      return true;
    }
    for (AuthResource r = resource; r != null; r = r.parent()) {
      if (byResource.getOrDefault(r, NONE).contains(permission)) {
        return true;
      }
    }
    return false;
  }

  /** {@link #allows} for the table {@code keyspace.table}, without building its resource. */
  boolean allowsTable(Permission permission, String keyspace, String table) {
    if (superuser || allKeyspaces.contains(permission)) {
      return true;
    }
    if (keyspaces.getOrDefault(keyspace, NONE).contains(permission)) {
      return true;
    }
    Map<String, Set<Permission>> ofKeyspace = tables.get(keyspace);
    return ofKeyspace != null && ofKeyspace.getOrDefault(table, NONE).contains(permission);
  }
}
