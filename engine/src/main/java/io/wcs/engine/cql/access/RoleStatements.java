package io.wcs.engine.cql.access;

import io.wcs.engine.auth.AuthResource;
import io.wcs.engine.auth.PasswordHash;
import io.wcs.engine.auth.Role;
import io.wcs.engine.auth.Roles;
import io.wcs.engine.cql.ColumnSpec;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.SyntaxException;
import io.wcs.engine.error.UnauthorizedException;
import io.wcs.engine.schema.Topology;
import io.wcs.engine.types.NativeType;
import io.wcs.parser.ast.AlterRole;
import io.wcs.parser.ast.AlterUser;
import io.wcs.parser.ast.CreateRole;
import io.wcs.parser.ast.CreateUser;
import io.wcs.parser.ast.Drop;
import io.wcs.parser.ast.DropUser;
import io.wcs.parser.ast.GrantRole;
import io.wcs.parser.ast.ListRoles;
import io.wcs.parser.ast.ListUsers;
import io.wcs.parser.ast.Permission;
import io.wcs.parser.ast.RevokeRole;
import io.wcs.parser.ast.RoleOption;
import io.wcs.parser.ast.Statement;
import io.wcs.parser.ast.UserOptions;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The role statements ({@code CREATE/ALTER/DROP ROLE} and their {@code USER} forms, {@code GRANT}
 * and {@code REVOKE} of roles, {@code LIST ROLES}, {@code LIST USERS}), answered as Cassandra's
 * role manager answers them, with its checks and its messages.
 */
final class RoleStatements {
  private static final List<ColumnSpec> ROLE_COLUMNS =
      List.of(
          ResultRows.column("roles", "role", NativeType.TEXT),
          ResultRows.column("roles", "super", NativeType.BOOLEAN),
          ResultRows.column("roles", "login", NativeType.BOOLEAN),
          ResultRows.column("roles", "options", ResultRows.TEXT_MAP),
          ResultRows.column("roles", "datacenters", NativeType.TEXT));
  private static final List<ColumnSpec> USER_COLUMNS =
      List.of(
          ResultRows.column("users", "name", NativeType.TEXT),
          ResultRows.column("users", "super", NativeType.BOOLEAN),
          ResultRows.column("users", "datacenters", NativeType.TEXT));
  private static final String ALL_DATACENTERS = "ALL";

  private RoleStatements() {}

  /** The statement's answer, or null when it is not a role statement. */
  static QueryResult execute(Statement statement, AccessControl access) {
    if (statement instanceof CreateRole c) {
      return create(c.name().name(), c.ifNotExists(), RoleOptions.of(c.options()), access);
    } else if (statement instanceof CreateUser c) {
      return create(c.name(), c.ifNotExists(), RoleOptions.ofUser(c.options(), true), access);
    } else if (statement instanceof AlterRole a) {
      return alter(a.name().name(), a.ifExists(), RoleOptions.of(a.options()), access);
    } else if (statement instanceof AlterUser a) {
      return alter(a.name(), a.ifExists(), RoleOptions.ofUser(a.options(), false), access);
    } else if (statement instanceof Drop d && d.kind() == Drop.Kind.ROLE) {
      return drop(d.name().name().name(), d.ifExists(), access);
    } else if (statement instanceof DropUser d) {
      return drop(d.name(), d.ifExists(), access);
    } else if (statement instanceof GrantRole g) {
      return membership(g.role().name(), g.grantee().name(), true, access);
    } else if (statement instanceof RevokeRole r) {
      return membership(r.role().name(), r.revokee().name(), false, access);
    } else if (statement instanceof ListRoles l) {
      return listRoles(l.role() == null ? null : l.role().name(), l.recursive(), access);
    } else if (statement instanceof ListUsers) {
      return listUsers(access);
    }
    return null;
  }

  /**
   * The checks Cassandra makes of a role statement before it asks a session that did not log in for
   * a login (its default authenticator then takes no passwords): throws what they find.
   */
  static void checkBeforeLogin(Statement statement) {
    if (statement instanceof CreateRole c) {
      checkCreate(c.name().name(), RoleOptions.of(c.options()), null);
    } else if (statement instanceof CreateUser c) {
      checkCreate(c.name(), RoleOptions.ofUser(c.options(), true), null);
    } else if (statement instanceof AlterRole a) {
      checkAlter(RoleOptions.of(a.options()), null);
    } else if (statement instanceof AlterUser a) {
      checkAlter(RoleOptions.ofUser(a.options(), false), null);
    } else if (statement instanceof Drop d && d.kind() == Drop.Kind.ROLE) {
      checkDropped(d.name().name().name());
    } else if (statement instanceof DropUser d) {
      checkDropped(d.name());
    }
  }

  /**
   * Cassandra's checks of a CREATE before it runs, in its order: the superuser status asked for,
   * then the options' values, then the name.
   *
   * @param access the logged-in role's access, or null without logins, where no role is a superuser
   *     and passwords are not taken
   */
  private static void checkCreate(String name, RoleOptions options, AccessControl access) {
    if (Boolean.TRUE.equals(options.superuser()) && (access == null || !access.isSuperuser())) {
      throw new UnauthorizedException("Only superusers can create a role with superuser status");
    }
    options.checkValues(access != null);
    if (name.isEmpty()) {
      throw new InvalidRequestException("Role name can't be an empty string");
    }
  }

  /** Cassandra's first checks of an ALTER: the superuser status, then the options' values. */
  private static void checkAlter(RoleOptions options, AccessControl access) {
    if (options.superuser() != null && (access == null || !access.isSuperuser())) {
      throw new UnauthorizedException("Only superusers are allowed to alter superuser status");
    }
    options.checkValues(access != null);
  }

  /** Refuses the empty name, which Cassandra finds as an empty key when it reads the role. */
  private static void checkDropped(String name) {
    if (name.isEmpty()) {
      throw new InvalidRequestException("Key may not be empty");
    }
  }

  private static QueryResult create(
      String name, boolean ifNotExists, RoleOptions options, AccessControl access) {
    access.ensureOnRole(Permission.CREATE, AuthResource.allRoles());
    checkCreate(name, options, access);
    String hash = options.hash();
    access
        .store()
        .update(
            roles -> {
              if (roles.exists(name)) {
                if (ifNotExists) {
                  return roles;
                }
                throw new InvalidRequestException(name + " already exists");
              }
              Role role =
                  Role.of(
                      name,
                      Boolean.TRUE.equals(options.superuser()),
                      Boolean.TRUE.equals(options.login()),
                      hash);
              AuthResource resource = AuthResource.role(name);
              Roles created = roles.with(role);
              return created.update(
                  access.user(),
                  creator -> creator.withPermissions(resource, resource.applicablePermissions()));
            });
    return QueryResult.Void.EMPTY;
  }

  private static QueryResult alter(
      String name, boolean ifExists, RoleOptions options, AccessControl access) {
    Roles roles = access.roles();
    boolean superuser = access.isSuperuser();
    if (options.superuser() != null && roles.granted(access.user(), true).contains(name)) {
      throw new UnauthorizedException(
          "You aren't allowed to alter your own superuser status or that of a role granted to you");
    }
    checkAlter(options, access);
    if (!superuser) {
      if (name.equals(access.user())) {
        String notAlterable = options.firstNotAlterableByItself();
        if (notAlterable != null) {
          throw new UnauthorizedException("You aren't allowed to alter " + notAlterable);
        }
      } else {
        access.ensureOnRole(Permission.ALTER, AuthResource.role(name));
      }
    }
    checkDropped(name);
    String hash = options.hash();
    access
        .store()
        .update(
            current -> {
              Role role = current.get(name);
              if (role == null) {
                if (ifExists) {
                  return current;
                }
                throw new InvalidRequestException("Role " + name + " doesn't exist");
              }
              return current.with(
                  role.withOptions(
                      options.superuser() != null ? options.superuser() : role.superuser(),
                      options.login() != null ? options.login() : role.login(),
                      options.setsPassword() ? hash : role.saltedHash()));
            });
    // Cassandra's default network authorizer refuses them once the role manager has altered the
    // rest, which stays altered; a CREATE's are not passed to it.
    if (options.datacenterAccess() && access.roles().exists(name)) {
      throw new InvalidRequestException(
          "ACCESS TO DATACENTERS operations not supported by AllowAllNetworkAuthorizer");
    }
    return QueryResult.Void.EMPTY;
  }

  private static QueryResult drop(String name, boolean ifExists, AccessControl access) {
    access.ensureOnRole(Permission.DROP, AuthResource.role(name));
    checkDropped(name);
    Roles roles = access.roles();
    if (roles.exists(name) && roles.get(name).superuser() && !access.isSuperuser()) {
      throw new UnauthorizedException("Only superusers can drop a role with superuser status");
    }
    if (name.equals(access.user())) {
      throw new InvalidRequestException("Cannot DROP primary role for current login");
    }
    AuthResource resource = AuthResource.role(name);
    access
        .store()
        .update(
            current -> {
              if (!current.exists(name)) {
                if (ifExists) {
                  return current;
                }
                throw new InvalidRequestException(name + " doesn't exist");
              }
              return current.without(name).withoutPermissionsOn(resource::equals);
            });
    return QueryResult.Void.EMPTY;
  }

  /** {@code GRANT role TO member} ({@code grant}), or {@code REVOKE role FROM member}. */
  private static QueryResult membership(
      String role, String member, boolean grant, AccessControl access) {
    access.ensureOnRole(Permission.AUTHORIZE, AuthResource.role(role));
    access
        .store()
        .update(
            roles -> {
              requireExisting(roles, role);
              requireExisting(roles, member);
              Set<String> memberOf = new TreeSet<>(roles.get(member).memberOf());
              if (grant) {
                if (roles.granted(member, true).contains(role)) {
                  throw new InvalidRequestException(member + " is a member of " + role);
                }
                if (roles.granted(role, true).contains(member)) {
                  throw new InvalidRequestException(role + " is a member of " + member);
                }
                memberOf.add(role);
              } else if (!memberOf.remove(role)) {
                throw new InvalidRequestException(member + " is not a member of " + role);
              }
              return roles.update(member, r -> r.withMemberOf(memberOf));
            });
    return QueryResult.Void.EMPTY;
  }

  private static void requireExisting(Roles roles, String name) {
    if (!roles.exists(name)) {
      throw new InvalidRequestException(name + " doesn't exist");
    }
  }

  /**
   * Every role to a role that may describe all roles; otherwise the roles it holds itself, and
   * those of a role it holds.
   */
  private static QueryResult listRoles(String of, boolean recursive, AccessControl access) {
    Roles roles = access.roles();
    if (of != null && !roles.exists(of)) {
      throw new InvalidRequestException(AuthResource.role(of) + " doesn't exist");
    }
    Collection<String> names;
    if (of == null) {
      names = visibleRoles(access, recursive);
    } else if (describesAllRoles(access) || roles.granted(access.user(), true).contains(of)) {
      names = roles.granted(of, recursive);
    } else {
      throw new UnauthorizedException(
          "You are not authorized to view roles granted to " + of + " ");
    }
    List<byte[][]> rows = new ArrayList<>();
    for (String name : names) {
      Role role = roles.get(name);
      rows.add(
          new byte[][] {
            ResultRows.text(name),
            ResultRows.bool(role.superuser()),
            ResultRows.bool(role.login()),
            ResultRows.EMPTY_MAP,
            ResultRows.text(ALL_DATACENTERS)
          });
    }
    return new QueryResult.Rows(ROLE_COLUMNS, rows, null, List.of());
  }

  /**
   * Every role to a role that may describe all roles; otherwise the roles it holds (directly or
   * not, as {@code recursive} says).
   */
  private static Collection<String> visibleRoles(AccessControl access, boolean recursive) {
    return describesAllRoles(access)
        ? access.roles().all().stream().map(Role::name).toList()
        : access.roles().granted(access.user(), recursive);
  }

  private static boolean describesAllRoles(AccessControl access) {
    return access
        .roles()
        .hasPermission(access.user(), Permission.DESCRIBE, AuthResource.allRoles());
  }

  /** The roles that may log in, of those {@code LIST ROLES} would show. */
  private static QueryResult listUsers(AccessControl access) {
    Roles roles = access.roles();
    Collection<String> names = visibleRoles(access, true);
    List<byte[][]> rows = new ArrayList<>();
    for (String name : names) {
      if (roles.get(name).login()) {
        rows.add(
            new byte[][] {
              ResultRows.text(name),
              ResultRows.bool(roles.isSuperuser(name)),
              ResultRows.text(ALL_DATACENTERS)
            });
      }
    }
    return new QueryResult.Rows(USER_COLUMNS, rows, null, List.of());
  }

  /**
   * The options of a CREATE or ALTER: each null when not given. The password is hashed by {@link
   * #hash}, the slow part, which callers do before the store's lock is taken.
   *
   * @param password the password given in clear
   * @param hashed the hash given by HASHED PASSWORD
   * @param options whether OPTIONS was given, which Cassandra's role manager refuses
   * @param datacenterAccess whether ACCESS TO DATACENTERS was given, for some or all
   * @param datacenters ACCESS TO DATACENTERS's names; null for all or when not given
   * @param cidrs ACCESS FROM CIDRS's groups; null for all or when not given
   */
  private record RoleOptions(
      Boolean superuser,
      Boolean login,
      String password,
      String hashed,
      boolean options,
      boolean datacenterAccess,
      List<String> datacenters,
      List<String> cidrs) {

    static RoleOptions of(List<RoleOption> options) {
      Set<String> seen = new TreeSet<>();
      Boolean superuser = null;
      Boolean login = null;
      String password = null;
      String hash = null;
      boolean roleOptions = false;
      boolean datacenterAccess = false;
      List<String> datacenters = null;
      List<String> cidrs = null;
      for (RoleOption option : options) {
        String name = name(option);
        if (!seen.add(name)) {
          throw new SyntaxException("Multiple definition for property '" + name + "'");
        }
        if (option instanceof RoleOption.Password p) {
          password = p.password();
        } else if (option instanceof RoleOption.HashedPassword h) {
          hash = h.hash();
        } else if (option instanceof RoleOption.Login l) {
          login = l.login();
        } else if (option instanceof RoleOption.Superuser s) {
          superuser = s.superuser();
        } else if (option instanceof RoleOption.Options) {
          roleOptions = true;
        } else if (option instanceof RoleOption.DatacenterAccess d) {
          datacenterAccess = true;
          datacenters = d.datacenters();
        } else if (option instanceof RoleOption.CidrAccess c) {
          cidrs = c.cidrs();
        }
      }
      return withPassword(
          superuser, login, password, hash, roleOptions, datacenterAccess, datacenters, cidrs);
    }

    static RoleOptions ofUser(UserOptions options, boolean creating) {
      String password = options.hashed() ? null : options.password();
      String hash = options.hashed() ? options.password() : null;
      return withPassword(
          options.superuser(),
          creating ? Boolean.TRUE : null,
          password,
          hash,
          false,
          false,
          null,
          null);
    }

    private static RoleOptions withPassword(
        Boolean superuser,
        Boolean login,
        String password,
        String hash,
        boolean options,
        boolean datacenterAccess,
        List<String> datacenters,
        List<String> cidrs) {
      if (password != null && hash != null) {
        throw new SyntaxException(
            "Options 'password' and 'hashed password' are mutually exclusive");
      }
      return new RoleOptions(
          superuser, login, password, hash, options, datacenterAccess, datacenters, cidrs);
    }

    /**
     * Refuses what Cassandra's role manager does not take: OPTIONS; passwords unless logins are on
     * (its default authenticator takes none); a malformed hash; datacenters other than this node's;
     * and any CIDR group, none being defined. The sets are named in a Java {@link HashSet}'s order,
     * as Cassandra names them.
     */
    void checkValues(boolean passwordsTaken) {
      if (password != null && !passwordsTaken) {
        throw passwordWithoutLogins("PASSWORD");
      }
      if (hashed != null && !passwordsTaken) {
        throw passwordWithoutLogins("HASHED_PASSWORD");
      }
      if (options) {
        throw unsupported("OPTIONS");
      }
      if (hashed != null && !PasswordHash.isWellFormed(hashed)) {
        throw new InvalidRequestException(
            FixHints.withHint(
                "Invalid hashed password value. Please use jBcrypt.",
                "a bcrypt hash as Cassandra stores it in system_auth.roles ($2a$10$…), or as"
                    + " `wcs server --hash-password ROLE` prints it"));
      }
      if (datacenters != null && !Set.of(Topology.DATA_CENTER).containsAll(datacenters)) {
        throw new InvalidRequestException(
            "Invalid value(s) for DATACENTERS '"
                + new HashSet<>(datacenters)
                + "',All values must be valid datacenters");
      }
      if (cidrs != null) {
        throw new InvalidRequestException(
            "Invalid CIDR group(s): " + new HashSet<>(cidrs) + ". Available CIDR Groups are: []");
      }
    }

    private static InvalidRequestException passwordWithoutLogins(String option) {
      return new InvalidRequestException(
          FixHints.withHint(
              unsupported(option).getMessage(),
              "roles have passwords on a server started with --auth, to which a client logs in;"
                  + " this connection did not log in"));
    }

    private static InvalidRequestException unsupported(String option) {
      return new InvalidRequestException(
          "org.apache.cassandra.auth.CassandraRoleManager doesn't support " + option);
    }

    boolean setsPassword() {
      return password != null || hashed != null;
    }

    /** Without the password, which no message or log may show. */
    @Override
    public String toString() {
      return "RoleOptions[superuser=" + superuser + ", login=" + login + "]";
    }

    /** The hash to store for the password given, or null; slow on purpose. */
    String hash() {
      return password != null ? PasswordHash.of(password) : hashed;
    }

    /** The first option a role may not change on itself (all but its password), or null. */
    String firstNotAlterableByItself() {
      if (login != null) {
        return "LOGIN";
      }
      return superuser != null ? "SUPERUSER" : null;
    }

    private static String name(RoleOption option) {
      if (option instanceof RoleOption.Password) {
        return "PASSWORD";
      } else if (option instanceof RoleOption.HashedPassword) {
        return "HASHED_PASSWORD";
      } else if (option instanceof RoleOption.Login) {
        return "LOGIN";
      } else if (option instanceof RoleOption.Superuser) {
        return "SUPERUSER";
      } else if (option instanceof RoleOption.Options) {
        return "OPTIONS";
      } else if (option instanceof RoleOption.DatacenterAccess) {
        return "ACCESS TO DATACENTERS";
      }
      return "ACCESS FROM CIDRS";
    }
  }
}
