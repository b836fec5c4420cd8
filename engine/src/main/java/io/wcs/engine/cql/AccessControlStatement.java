package io.wcs.engine.cql;

import io.wcs.engine.cql.access.AccessStatements;
import io.wcs.engine.cql.term.BindVariables;
import io.wcs.engine.error.FixHints;
import io.wcs.engine.error.UnauthorizedException;
import io.wcs.parser.ast.AlterRole;
import io.wcs.parser.ast.AlterUser;
import io.wcs.parser.ast.CreateRole;
import io.wcs.parser.ast.CreateUser;
import io.wcs.parser.ast.Drop;
import io.wcs.parser.ast.DropUser;
import io.wcs.parser.ast.GrantPermissions;
import io.wcs.parser.ast.GrantRole;
import io.wcs.parser.ast.ListPermissions;
import io.wcs.parser.ast.ListRoles;
import io.wcs.parser.ast.ListUsers;
import io.wcs.parser.ast.RevokePermissions;
import io.wcs.parser.ast.RevokeRole;
import io.wcs.parser.ast.Statement;

/**
 * The role and permission statements ({@code CREATE ROLE}, {@code GRANT}, {@code LIST USERS}…). A
 * client that logged in to a server runs them on the database's roles. Every other session is
 * anonymous (an embedded database has no logins), as every session of a Cassandra 5.0 node is with
 * its default authenticator, and Cassandra refuses these statements to an anonymous session: WCS
 * refuses them with its message, after the checks Cassandra makes first.
 */
record AccessControlStatement(Statement statement, String keyspace, BindVariables variables)
    implements CqlStatement {

  AccessControlStatement(Statement statement, String keyspace) {
    this(statement, keyspace, new BindVariables());
  }

  static boolean isAccessControlStatement(Statement s) {
    return s instanceof CreateRole
        || s instanceof AlterRole
        || s instanceof Drop d && d.kind() == Drop.Kind.ROLE
        || s instanceof CreateUser
        || s instanceof AlterUser
        || s instanceof DropUser
        || s instanceof GrantRole
        || s instanceof RevokeRole
        || s instanceof ListRoles
        || s instanceof ListUsers
        || s instanceof GrantPermissions
        || s instanceof RevokePermissions
        || s instanceof ListPermissions;
  }

  @Override
  public QueryResult execute(QueryOptions options, ExecutionContext context) {
    String user = context.state().user();
    if (user == null) {
      throw AccessStatements.refuseWithoutLogin(
          statement,
          keyspace,
          new UnauthorizedException(
              FixHints.withHint(
                  "You have to be logged in and not anonymous to perform this request",
                  "this connection did not log in: only clients that log in to a server started"
                      + " with --auth have roles and permissions; an embedded database lets every"
                      + " connection do everything else")));
    }
    return AccessStatements.execute(
        statement, user, context.roles(), context.schemaStore().schema(), keyspace);
  }
}
