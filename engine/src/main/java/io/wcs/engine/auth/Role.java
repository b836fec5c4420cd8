package io.wcs.engine.auth;

import io.wcs.parser.ast.Permission;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One role, as Cassandra's role manager and authorizer keep it: whether it is a superuser and may
 * log in, its password's salted hash (null without a password), the roles granted to it, and the
 * permissions granted to it, by resource. Immutable: every change makes a new role.
 */
public record Role(
    String name,
    boolean superuser,
    boolean login,
    String saltedHash,
    Set<String> memberOf,
    Map<AuthResource, Set<Permission>> permissions) {

  public Role {
    memberOf = Collections.unmodifiableSet(new TreeSet<>(memberOf));
    TreeMap<AuthResource, Set<Permission>> copy = new TreeMap<>();
    permissions.forEach(
        (resource, granted) -> {
          if (!granted.isEmpty()) {
            copy.put(resource, Collections.unmodifiableSet(EnumSet.copyOf(granted)));
          }
        });
    permissions = Collections.unmodifiableMap(copy);
  }

  /** A new role without grants. */
  public static Role of(String name, boolean superuser, boolean login, String saltedHash) {
    return new Role(name, superuser, login, saltedHash, Set.of(), Map.of());
  }

  public Role withOptions(boolean superuser, boolean login, String saltedHash) {
    return new Role(name, superuser, login, saltedHash, memberOf, permissions);
  }

  public Role withMemberOf(Set<String> memberOf) {
    return new Role(name, superuser, login, saltedHash, memberOf, permissions);
  }

  /** This role with {@code granted} as its permissions on {@code resource} (none: removed). */
  public Role withPermissions(AuthResource resource, Set<Permission> granted) {
    Map<AuthResource, Set<Permission>> changed = new TreeMap<>(permissions);
    changed.put(resource, granted);
    return new Role(name, superuser, login, saltedHash, memberOf, changed);
  }

  /** The permissions on {@code resource} itself, not inherited from its parents. */
  public Set<Permission> permissionsOn(AuthResource resource) {
    return permissions.getOrDefault(resource, Set.of());
  }
}
