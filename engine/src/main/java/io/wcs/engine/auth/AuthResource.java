package io.wcs.engine.auth;

import io.wcs.parser.ast.Permission;
import java.util.EnumSet;
import java.util.Set;

/**
 * What a permission is granted on, named as Cassandra names its resources: {@code data}, {@code
 * data/ks}, {@code data/ks/t}, {@code roles}, {@code roles/r}, {@code functions}, {@code
 * functions/ks}, {@code mbean}. The name is the stored form and the sort key of {@code LIST
 * PERMISSIONS}; {@link #toString} is the form messages show ({@code <table ks.t>}). A permission on
 * a resource holds on everything under it: {@link #parent} walks up to the root. {@code data/ks/*}
 * (all tables of a keyspace) is what creating a table or type needs; it cannot be granted itself,
 * its parent is the keyspace.
 */
public record AuthResource(String name) implements Comparable<AuthResource> {
  private static final String DATA = "data";
  private static final String ROLES = "roles";
  private static final String FUNCTIONS = "functions";
  private static final String MBEANS = "mbean";
  private static final String ALL_TABLES = "*";

  private static final Set<Permission> KEYSPACE_PERMISSIONS =
      EnumSet.of(
          Permission.CREATE,
          Permission.ALTER,
          Permission.DROP,
          Permission.SELECT,
          Permission.MODIFY,
          Permission.AUTHORIZE,
          Permission.UNMASK,
          Permission.SELECT_MASKED);
  private static final Set<Permission> TABLE_PERMISSIONS =
      without(KEYSPACE_PERMISSIONS, Permission.CREATE);
  private static final Set<Permission> ALL_ROLES_PERMISSIONS =
      EnumSet.of(
          Permission.CREATE,
          Permission.ALTER,
          Permission.DROP,
          Permission.AUTHORIZE,
          Permission.DESCRIBE);
  private static final Set<Permission> ROLE_PERMISSIONS =
      without(ALL_ROLES_PERMISSIONS, Permission.CREATE);
  private static final Set<Permission> FUNCTIONS_PERMISSIONS =
      EnumSet.of(
          Permission.CREATE,
          Permission.ALTER,
          Permission.DROP,
          Permission.AUTHORIZE,
          Permission.EXECUTE);
  private static final Set<Permission> MBEANS_PERMISSIONS =
      EnumSet.of(
          Permission.AUTHORIZE,
          Permission.DESCRIBE,
          Permission.EXECUTE,
          Permission.MODIFY,
          Permission.SELECT);

  /** What is under a resource supports what the resource does, but for creating more of it. */
  private static Set<Permission> without(Set<Permission> permissions, Permission removed) {
    Set<Permission> rest = EnumSet.copyOf(permissions);
    rest.remove(removed);
    return rest;
  }

  public static AuthResource allKeyspaces() {
    return new AuthResource(DATA);
  }

  public static AuthResource keyspace(String keyspace) {
    return new AuthResource(DATA + "/" + keyspace);
  }

  public static AuthResource allTables(String keyspace) {
    return new AuthResource(DATA + "/" + keyspace + "/" + ALL_TABLES);
  }

  public static AuthResource table(String keyspace, String table) {
    return new AuthResource(DATA + "/" + keyspace + "/" + table);
  }

  public static AuthResource allRoles() {
    return new AuthResource(ROLES);
  }

  public static AuthResource role(String role) {
    return new AuthResource(ROLES + "/" + role);
  }

  public static AuthResource allFunctions() {
    return new AuthResource(FUNCTIONS);
  }

  public static AuthResource functionsIn(String keyspace) {
    return new AuthResource(FUNCTIONS + "/" + keyspace);
  }

  public static AuthResource allMBeans() {
    return new AuthResource(MBEANS);
  }

  private String[] parts() {
    return name.split("/", 3);
  }

  /** The resource this one is under, or null for a root. */
  public AuthResource parent() {
    int slash = name.lastIndexOf('/');
    return slash < 0 ? null : new AuthResource(name.substring(0, slash));
  }

  /** The keyspace a data or functions resource is in, or null. */
  public String keyspace() {
    String[] parts = parts();
    return parts.length >= 2 && !parts[0].equals(ROLES) ? parts[1] : null;
  }

  /** The table of a table resource, or null. */
  public String table() {
    String[] parts = parts();
    return parts.length == 3 && parts[0].equals(DATA) && !parts[2].equals(ALL_TABLES)
        ? parts[2]
        : null;
  }

  /** The role of a role resource, or null. */
  public String role() {
    String[] parts = parts();
    return parts.length == 2 && parts[0].equals(ROLES) ? parts[1] : null;
  }

  /** The permissions that mean something on this resource. */
  public Set<Permission> applicablePermissions() {
    String[] parts = parts();
    return switch (parts[0]) {
      case DATA -> parts.length == 3 ? TABLE_PERMISSIONS : KEYSPACE_PERMISSIONS;
      case ROLES -> parts.length == 2 ? ROLE_PERMISSIONS : ALL_ROLES_PERMISSIONS;
      case FUNCTIONS -> FUNCTIONS_PERMISSIONS;
      default -> MBEANS_PERMISSIONS;
    };
  }

  /** Cassandra's kind of resource, for messages. */
  public String kind() {
    return switch (parts()[0]) {
      case DATA -> "DataResource";
      case ROLES -> "RoleResource";
      case FUNCTIONS -> "FunctionResource";
      default -> "JMXResource";
    };
  }

  @Override
  public int compareTo(AuthResource other) {
    return name.compareTo(other.name);
  }

  @Override
  public String toString() {
    String[] parts = parts();
    return switch (parts[0]) {
      case DATA ->
          switch (parts.length) {
            case 1 -> "<all keyspaces>";
            case 2 -> "<keyspace " + parts[1] + ">";
            default ->
                parts[2].equals(ALL_TABLES)
                    ? "<all tables in " + parts[1] + ">"
                    : "<table " + parts[1] + "." + parts[2] + ">";
          };
      case ROLES -> parts.length == 1 ? "<all roles>" : "<role " + parts[1] + ">";
      case FUNCTIONS ->
          parts.length == 1 ? "<all functions>" : "<all functions in " + parts[1] + ">";
      default -> "<all mbeans>";
    };
  }
}
