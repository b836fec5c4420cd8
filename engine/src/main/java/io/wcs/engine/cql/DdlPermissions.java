package io.wcs.engine.cql;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.auth.AuthResource;
import io.wcs.engine.auth.Role;
import io.wcs.engine.auth.RoleStore;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.SchemaChange;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.parser.ast.AlterKeyspace;
import io.wcs.parser.ast.AlterMaterializedView;
import io.wcs.parser.ast.AlterTable;
import io.wcs.parser.ast.AlterType;
import io.wcs.parser.ast.CreateIndex;
import io.wcs.parser.ast.CreateKeyspace;
import io.wcs.parser.ast.CreateMaterializedView;
import io.wcs.parser.ast.CreateTable;
import io.wcs.parser.ast.CreateType;
import io.wcs.parser.ast.Drop;
import io.wcs.parser.ast.Identifier;
import io.wcs.parser.ast.Permission;
import io.wcs.parser.ast.QualifiedName;
import io.wcs.parser.ast.Statement;
import java.util.function.Predicate;

/**
 * The permissions of schema statements, as Cassandra's authorizer has them: what a statement needs
 * before it runs (CREATE on all keyspaces for a keyspace, on the keyspace's tables for a table or a
 * type, ALTER on a table to index it or build a view on it…), what its creator is granted (every
 * permission on a new keyspace and its functions, or on a new table), and what a drop revokes
 * (every permission on what it dropped, from every role).
 */
final class DdlPermissions {

  private DdlPermissions() {}

  /**
   * Ensures the role running {@code statement} may. A statement without a keyspace to name is let
   * through: it fails on its own when it runs.
   */
  static void authorize(Statement statement, String sessionKeyspace, AccessCheck check) {
    if (statement instanceof CreateKeyspace) {
      check.ensure(Permission.CREATE, AuthResource.allKeyspaces());
    } else if (statement instanceof AlterKeyspace a) {
      check.ensure(Permission.ALTER, AuthResource.keyspace(a.name().name()));
    } else if (statement instanceof CreateTable c) {
      ensureAllTables(check, Permission.CREATE, c.name(), sessionKeyspace);
    } else if (statement instanceof CreateType c) {
      ensureAllTables(check, Permission.CREATE, c.name(), sessionKeyspace);
    } else if (statement instanceof AlterType a) {
      ensureAllTables(check, Permission.ALTER, a.name(), sessionKeyspace);
    } else if (statement instanceof AlterTable a) {
      ensureTable(check, Permission.ALTER, a.name(), sessionKeyspace);
    } else if (statement instanceof CreateIndex c) {
      ensureTable(check, Permission.ALTER, c.table(), sessionKeyspace);
    } else if (statement instanceof CreateMaterializedView c) {
      Identifier baseKeyspace =
          c.baseTable().keyspace() != null ? c.baseTable().keyspace() : c.name().keyspace();
      QualifiedName base = new QualifiedName(baseKeyspace, c.baseTable().name());
      ensureTable(check, Permission.ALTER, base, sessionKeyspace);
    } else if (statement instanceof AlterMaterializedView a) {
      ensureTable(check, Permission.ALTER, a.name(), sessionKeyspace);
    } else if (statement instanceof Drop d) {
      authorizeDrop(d, sessionKeyspace, check);
    }
  }

  private static void authorizeDrop(Drop drop, String sessionKeyspace, AccessCheck check) {
    String keyspace = keyspace(drop.name(), sessionKeyspace);
    switch (drop.kind()) {
      case KEYSPACE ->
          check.ensure(Permission.DROP, AuthResource.keyspace(drop.name().name().name()));
      case TABLE -> ensureTable(check, Permission.DROP, drop.name(), sessionKeyspace);
      case TYPE -> ensureAllTables(check, Permission.DROP, drop.name(), sessionKeyspace);
      case MATERIALIZED_VIEW -> ensureTable(check, Permission.ALTER, drop.name(), sessionKeyspace);
      case INDEX -> {
        TableMetadata table = indexedTable(check, keyspace, drop.name().name().name());
        if (table != null) {
          check.ensureTable(Permission.ALTER, table);
        }
      }
      case ROLE -> throw new IllegalArgumentException("DROP ROLE is not a schema statement");
    }
  }

  /**
   * Grants the creator of a keyspace or table every permission on it, and revokes every role's
   * permissions on a dropped one, as Cassandra does.
   */
  static void schemaChanged(
      Statement statement, SchemaChange change, String user, RoleStore roles) {
    if (change.change() == SchemaChange.Change.CREATED && user != null) {
      if (statement instanceof CreateKeyspace) {
        AuthResource keyspace = AuthResource.keyspace(change.keyspace());
        AuthResource functions = AuthResource.functionsIn(change.keyspace());
        roles.update(r -> r.update(user, role -> grantAll(grantAll(role, keyspace), functions)));
      } else if (statement instanceof CreateTable) {
        AuthResource table = AuthResource.table(change.keyspace(), change.name());
        roles.update(r -> r.update(user, role -> grantAll(role, table)));
      }
    } else if (change.change() == SchemaChange.Change.DROPPED && statement instanceof Drop d) {
      Predicate<AuthResource> dropped =
          switch (d.kind()) {
            case KEYSPACE -> r -> change.keyspace().equals(r.keyspace());
            case TABLE ->
                r -> change.keyspace().equals(r.keyspace()) && change.name().equals(r.table());
            default -> null;
          };
      if (dropped != null) {
        roles.update(r -> r.withoutPermissionsOn(dropped));
      }
    }
  }

  private static Role grantAll(Role role, AuthResource resource) {
    return role.withPermissions(resource, resource.applicablePermissions());
  }

  private static void ensureAllTables(
      AccessCheck check, Permission permission, QualifiedName name, String sessionKeyspace) {
    String keyspace = keyspace(name, sessionKeyspace);
    if (keyspace != null) {
      check.ensure(permission, AuthResource.allTables(keyspace));
    }
  }

  private static void ensureTable(
      AccessCheck check, Permission permission, QualifiedName name, String sessionKeyspace) {
    String keyspace = keyspace(name, sessionKeyspace);
    if (keyspace != null) {
      check.ensureTable(permission, keyspace, name.name().name());
    }
  }

  private static String keyspace(QualifiedName name, String sessionKeyspace) {
    Identifier keyspace = name.keyspace();
    return keyspace != null ? keyspace.name() : sessionKeyspace;
  }

  private static TableMetadata indexedTable(AccessCheck check, String keyspace, String index) {
    KeyspaceMetadata metadata = keyspace == null ? null : check.schema().keyspace(keyspace);
    if (metadata == null) {
      return null;
    }
    for (TableMetadata table : metadata.tables().values()) {
      if (table.indexes().stream().anyMatch(i -> i.name().equals(index))) {
        return table;
      }
    }
    return null;
  }
}
