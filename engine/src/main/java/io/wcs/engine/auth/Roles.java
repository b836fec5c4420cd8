package io.wcs.engine.auth;

import io.wcs.parser.ast.Permission;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Every role of a database at one moment, by name in name order (the order {@code LIST ROLES}
 * shows). Immutable: a change makes a new snapshot, which {@link RoleStore} stores and publishes.
 * Roles granted to a role count as its own: a role is a superuser when any of the roles it holds,
 * directly or not, is one, and holds every permission they hold.
 */
public final class Roles {
  static final Roles NONE = new Roles(Map.of());

  private final Map<String, Role> roles;
  private final Map<String, Grants> grants = new ConcurrentHashMap<>();

  Roles(Map<String, Role> roles) {
    this.roles = Collections.unmodifiableMap(new TreeMap<>(roles));
  }

  public boolean isEmpty() {
    return roles.isEmpty();
  }

  public Role get(String name) {
    return roles.get(name);
  }

  public boolean exists(String name) {
    return roles.containsKey(name);
  }

  public Collection<Role> all() {
    return roles.values();
  }

  /**
   * {@code role} and the roles granted to it: directly only, or also through the roles granted to
   * them ({@code recursive}); in name order. Empty when the role does not exist.
   */
  public Set<String> granted(String role, boolean recursive) {
    Set<String> found = new TreeSet<>();
    Deque<String> pending = new ArrayDeque<>();
    pending.add(role);
    while (!pending.isEmpty()) {
      Role r = roles.get(pending.poll());
      if (r != null && found.add(r.name()) && (recursive || r.name().equals(role))) {
        pending.addAll(r.memberOf());
      }
    }
    return found;
  }

  public boolean isSuperuser(String role) {
    return grantsOf(role).superuser();
  }

  /** Whether {@code role} holds {@code permission} on {@code resource} or on one of its parents. */
  public boolean hasPermission(String role, Permission permission, AuthResource resource) {
    return grantsOf(role).allows(permission, resource);
  }

  /** {@link #hasPermission} on the table {@code keyspace.table}; the check of every statement. */
  public boolean hasTablePermission(
      String role, Permission permission, String keyspace, String table) {
    return grantsOf(role).allowsTable(permission, keyspace, table);
  }

  /** What {@code role} may do in this snapshot, worked out on first use. */
  private Grants grantsOf(String role) {
    Grants held = grants.get(role);
    if (held == null) {
      held = new Grants(this, role);
      grants.putIfAbsent(role, held);
    }
    return held;
  }

  /** This snapshot with {@code role} added or replaced. */
  public Roles with(Role role) {
    Map<String, Role> changed = new TreeMap<>(roles);
    changed.put(role.name(), role);
    return new Roles(changed);
  }

  /** This snapshot with {@code name} removed, and every grant of it to other roles. */
  public Roles without(String name) {
    Map<String, Role> changed = new TreeMap<>();
    for (Role r : roles.values()) {
      if (!r.name().equals(name)) {
        changed.put(r.name(), r.memberOf().contains(name) ? r.withMemberOf(minus(r, name)) : r);
      }
    }
    return new Roles(changed);
  }

  /**
   * This snapshot with the permissions on every resource {@code dropped} selects taken from every
   * role, as Cassandra takes them when what they were granted on is dropped.
   */
  public Roles withoutPermissionsOn(Predicate<AuthResource> dropped) {
    Map<String, Role> changed = new TreeMap<>();
    for (Role r : roles.values()) {
      changed.put(r.name(), revokeAll(r, dropped));
    }
    return new Roles(changed);
  }

  private static Role revokeAll(Role role, Predicate<AuthResource> dropped) {
    Role result = role;
    for (AuthResource resource : role.permissions().keySet()) {
      if (dropped.test(resource)) {
        result = result.withPermissions(resource, Set.of());
      }
    }
    return result;
  }

  /**
   * This snapshot with {@code change} applied to the role {@code name}; unchanged when there is no
   * such role (a session's role dropped while it runs a statement).
   */
  public Roles update(String name, UnaryOperator<Role> change) {
    Role role = roles.get(name);
    return role == null ? this : with(change.apply(role));
  }

  private static Set<String> minus(Role role, String name) {
    Set<String> rest = new TreeSet<>(role.memberOf());
    rest.remove(name);
    return rest;
  }
}
