package io.wcs.engine.auth;

import io.wcs.engine.error.UnauthorizedException;
import io.wcs.engine.schema.KeyspaceMetadata;
import io.wcs.engine.schema.Schema;
import io.wcs.engine.schema.SystemKeyspaces;
import io.wcs.engine.schema.TableMetadata;
import io.wcs.engine.schema.ViewMetadata;
import io.wcs.parser.ast.Permission;

/**
 * The permission checks of one statement run by a logged-in role, against the roles and the schema
 * it runs on. A role lacking a permission gets Cassandra's {@code Unauthorized} error with its
 * message. The system keyspaces' tables are readable by every role, as Cassandra lets every role
 * read the tables drivers read at start-up.
 */
public record AccessCheck(Roles roles, String user, Schema schema) {

  public void ensure(Permission permission, AuthResource resource) {
    if (!roles.hasPermission(user, permission, resource)) {
      throw refusal(permission, resource);
    }
  }

  private UnauthorizedException refusal(Permission permission, AuthResource resource) {
    return new UnauthorizedException(
        "User "
            + user
            + " has no "
            + permission
            + " permission on "
            + resource
            + " or any of its parents");
  }

  /**
   * Ensures {@code permission} on {@code table}; a materialized view's are its base table's, as
   * Cassandra checks them.
   */
  public void ensureTable(Permission permission, TableMetadata table) {
    ensureTable(permission, table.keyspace(), table.name());
  }

  /** Ensures {@code permission} on the table (or view) named, whether it exists or not. */
  public void ensureTable(Permission permission, String keyspace, String table) {
    if (permission == Permission.SELECT && SystemKeyspaces.isReadableByAll(keyspace, table)) {
      return;
    }
    KeyspaceMetadata metadata = schema.keyspace(keyspace);
    ViewMetadata view = metadata == null ? null : metadata.views().get(table);
    String base = view == null ? table : view.baseTableName();
    if (!roles.hasTablePermission(user, permission, keyspace, base)) {
      throw refusal(permission, AuthResource.table(keyspace, base));
    }
  }
}
