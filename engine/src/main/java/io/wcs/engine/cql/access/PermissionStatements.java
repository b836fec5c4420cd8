package io.wcs.engine.cql.access;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.auth.AuthResource;
import io.wcs.engine.auth.Role;
import io.wcs.engine.auth.Roles;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.SyntaxException;
import io.wcs.engine.error.UnauthorizedException;
import io.wcs.parser.ast.GrantPermissions;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.ListPermissions;
import io.wcs.parser.ast.Permission;
import io.wcs.parser.ast.RevokePermissions;
import io.wcs.parser.ast.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code GRANT}, {@code REVOKE} and {@code LIST} of permissions, answered as Cassandra's authorizer
 * answers them: a role may grant only on what it holds AUTHORIZE on, and only permissions it holds;
 * {@code ALL PERMISSIONS} means those the resource supports.
 */
final class PermissionStatements {
  private static final List<ColumnSpec> COLUMNS =
      ResultRows.textColumns("permissions", "role", "username", "resource", "permission");

  private PermissionStatements() {}

  /** The statement's answer, or null when it is not a permission statement. */
  static QueryResult execute(Statement statement, AccessControl access) {
    if (statement instanceof GrantPermissions g) {
      return change(g.permissions(), access.resource(g.resource()), g.grantee(), true, access);
    } else if (statement instanceof RevokePermissions r) {
      return change(r.permissions(), access.resource(r.resource()), r.revokee(), false, access);
    } else if (statement instanceof ListPermissions l) {
      return list(l, access);
    }
    return null;
  }

  /**
   * The check Cassandra makes of a permission statement before it asks a session that did not log
   * in for a login: a GRANT or REVOKE of permissions its resource does not have.
   */
  static void checkBeforeLogin(Statement statement, String keyspace) {
    if (statement instanceof GrantPermissions g) {
      applicable(g.permissions(), AccessControl.resource(g.resource(), keyspace));
    } else if (statement instanceof RevokePermissions r) {
      applicable(r.permissions(), AccessControl.resource(r.resource(), keyspace));
    }
  }

  /** Those of the permissions the resource has; refuses a request for none of them. */
  private static Set<Permission> applicable(Set<Permission> requested, AuthResource resource) {
    Set<Permission> permissions = EnumSet.copyOf(requested);
    permissions.retainAll(resource.applicablePermissions());
    if (permissions.isEmpty()) {
      throw new SyntaxException(
          "Resource type "
              + resource.kind()
              + " does not support any of the requested permissions");
    }
    return permissions;
  }

  private static QueryResult change(
      Set<Permission> requested,
      AuthResource resource,
      Identifier roleName,
      boolean grant,
      AccessControl access) {
    Set<Permission> permissions = applicable(requested, resource);
    AccessCheck check = access.check();
    check.ensure(Permission.AUTHORIZE, resource);
    for (Permission p : permissions) {
      check.ensure(p, resource);
    }
    String role = roleName.name();
    access
        .store()
        .update(
            roles -> {
              if (!roles.exists(role)) {
                throw new InvalidRequestException("Role " + role + " doesn't exist");
              }
              if (!access.exists(resource)) {
                throw new InvalidRequestException("Resource " + resource + " doesn't exist");
              }
              return roles.update(
                  role,
                  r -> {
                    Set<Permission> held = EnumSet.noneOf(Permission.class);
                    held.addAll(r.permissionsOn(resource));
                    if (grant) {
                      held.addAll(permissions);
                    } else {
                      held.removeAll(permissions);
                    }
                    return r.withPermissions(resource, held);
                  });
            });
    return QueryResult.Void.EMPTY;
  }

  /**
   * The permissions of every role, or of a role and the roles it holds; on every resource, or on
   * one (and, unless NORECURSIVE, on those above it). In role, resource and permission order.
   */
  private static QueryResult list(ListPermissions statement, AccessControl access) {
    Roles roles = access.roles();
    String of = statement.role() == null ? null : statement.role().name();
    if (of != null && !roles.exists(of)) {
      throw new InvalidRequestException(AuthResource.role(of) + " doesn't exist");
    }
    AuthResource on = statement.resource() == null ? null : access.resource(statement.resource());
    if (on != null && !access.exists(on)) {
      throw new InvalidRequestException(on + " doesn't exist");
    }
    authorizeList(of, access);
    Set<AuthResource> resources = null;
    if (on != null) {
      resources = new HashSet<>();
      for (AuthResource r = on; r != null; r = statement.recursive() ? r.parent() : null) {
        resources.add(r);
      }
    }
    Collection<String> names =
        of == null ? roles.all().stream().map(Role::name).toList() : roles.granted(of, true);
    List<byte[][]> rows = new ArrayList<>();
    for (String name : names) {
      for (Map.Entry<AuthResource, Set<Permission>> e : roles.get(name).permissions().entrySet()) {
        if (resources != null && !resources.contains(e.getKey())) {
          continue;
        }
        for (Permission p : e.getValue()) {
          if (statement.permissions().contains(p)) {
            rows.add(
                new byte[][] {
                  ResultRows.text(name),
                  ResultRows.text(name),
                  ResultRows.text(e.getKey().toString()),
                  ResultRows.text(p.name())
                });
          }
        }
      }
    }
    // Cassandra answers a listing without permissions as it answers a write: with no rows at all
    return rows.isEmpty()
        ? QueryResult.Void.EMPTY
        : new QueryResult.Rows(COLUMNS, rows, null, List.of());
  }

  /**
   * A superuser may list anyone's permissions; another role its own, those of the roles it holds,
   * and those of the roles it may describe.
   */
  private static void authorizeList(String of, AccessControl access) {
    if (access.isSuperuser()) {
      return;
    }
    if (of == null) {
      throw new UnauthorizedException("You are not authorized to view everyone's permissions");
    }
    Roles roles = access.roles();
    if (!roles.granted(access.user(), true).contains(of)
        && !roles.hasPermission(access.user(), Permission.DESCRIBE, AuthResource.role(of))) {
      throw new UnauthorizedException("You are not authorized to view " + of + "'s permissions");
    }
  }
}
