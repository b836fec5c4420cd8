package io.wcs.engine.cql.access;

import io.wcs.engine.auth.RoleStore;
import io.wcs.engine.cql.QueryResult;
import io.wcs.engine.schema.Schema;
import io.wcs.parser.ast.Statement;

/** Runs a role or permission statement for a logged-in role. */
public final class AccessStatements {

  private AccessStatements() {}

  /**
   * @param user the logged-in role running the statement
   * @param keyspace the session's keyspace, for unqualified table names
   */
  public static QueryResult execute(
      Statement statement, String user, RoleStore store, Schema schema, String keyspace) {
    AccessControl access = new AccessControl(user, store, schema, keyspace);
    QueryResult result = RoleStatements.execute(statement, access);
    if (result == null) {
      result = PermissionStatements.execute(statement, access);
    }
    if (result == null) {
      throw new IllegalArgumentException("not a role or permission statement: " + statement);
    }
    return result;
  }

  /**
   * Refuses the statement to a session that did not log in, as Cassandra with its default
   * authenticator does: with the errors it finds before it asks for a login, or with {@code
   * refusal}, returned for the caller to throw.
   *
   * @param keyspace the session's keyspace, for unqualified table names
   */
  public static RuntimeException refuseWithoutLogin(
      Statement statement, String keyspace, RuntimeException refusal) {
    RoleStatements.checkBeforeLogin(statement);
    PermissionStatements.checkBeforeLogin(statement, keyspace);
    return refusal;
  }
}
