package io.wcs.engine.cql.access;

import io.wcs.engine.auth.AccessCheck;
import io.wcs.engine.auth.AuthResource;
import io.wcs.engine.auth.RoleStore;
import io.wcs.engine.auth.Roles;
import io.wcs.engine.error.InvalidRequestException;
import io.wcs.engine.error.UnauthorizedException;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.parser.ast.Permission;
import io.wcs.parser.ast.Resource;
import java.util.Locale;

/**
 * What a role or permission statement runs with: the logged-in role running it, the role store, the
 * schema (for whether a resource exists) and the session's keyspace (for unqualified table names).
 */
record AccessControl(String user, RoleStore store, Schema schema, String keyspace) {

  Roles roles() {
    return store.roles();
  }

  boolean isSuperuser() {
    return roles().isSuperuser(user);
  }

  AccessCheck check() {
    return new AccessCheck(roles(), user, schema);
  }

  /** The check of role statements, which Cassandra words without naming the resource. */
  void ensureOnRole(Permission permission, AuthResource resource) {
    if (!roles().hasPermission(user, permission, resource)) {
      throw new UnauthorizedException(
          "User "
              + user
              + " does not have sufficient privileges to perform the requested operation");
    }
  }

  /** The resource a GRANT, REVOKE or LIST names. */
  AuthResource resource(Resource resource) {
    return resource(resource, keyspace);
  }

  /** The resource named, an unqualified table in {@code keyspace}. */
  static AuthResource resource(Resource resource, String keyspace) {
    if (resource instanceof Resource.AllKeyspaces) {
      return AuthResource.allKeyspaces();
    } else if (resource instanceof Resource.Keyspace k) {
      return AuthResource.keyspace(k.keyspace().name());
    } else if (resource instanceof Resource.Table t) {
      String tableKeyspace = t.table().keyspace() != null ? t.table().keyspace().name() : keyspace;
      if (tableKeyspace == null) {
        throw new InvalidRequestException(
            "No keyspace has been specified. USE a keyspace, or explicitly specify"
                + " keyspace.tablename");
      }
      return AuthResource.table(tableKeyspace, t.table().name().name());
    } else if (resource instanceof Resource.AllRoles) {
      return AuthResource.allRoles();
    } else if (resource instanceof Resource.Role r) {
      return AuthResource.role(r.role().name());
    } else if (resource instanceof Resource.AllFunctions f) {
      return f.keyspace() == null
          ? AuthResource.allFunctions()
          : AuthResource.functionsIn(f.keyspace().name());
    } else if (resource instanceof Resource.AllMBeans) {
      return AuthResource.allMBeans();
    }
    // single functions (user-defined functions are disabled, so none exists) and single MBeans
    throw new InvalidRequestException(
        "Resource <" + resource.toCql().toLowerCase(Locale.ROOT) + "> doesn't exist");
  }

  /** Whether {@code resource} names something that exists now. */
  boolean exists(AuthResource resource) {
    if (resource.role() != null) {
      return roles().exists(resource.role());
    }
    String resourceKeyspace = resource.keyspace();
    if (resourceKeyspace == null) {
      return true;
    }
    KeyspaceMetadata metadata = schema.keyspace(resourceKeyspace);
    if (metadata == null || resource.table() == null) {
      return metadata != null;
    }
    return metadata.tables().containsKey(resource.table())
        || metadata.views().containsKey(resource.table());
  }
}
