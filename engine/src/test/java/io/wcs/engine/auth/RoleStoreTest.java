package io.wcs.engine.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.Prepared;
import io.wcs.engine.cql.QueryOptions;
import io.wcs.engine.error.UnauthorizedException;
import io.wcs.parser.ast.Permission;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Roles kept in a database's storage, and the checks of sessions that logged in as them. */
class RoleStoreTest {
  private static final String CREATE_KEYSPACE =
      "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1}";

  @TempDir Path dir;

  private static void run(Database db, ClientState session, String cql) {
    db.handler().execute(cql, session, QueryOptions.DEFAULT);
  }

  private static ClientState loggedIn(String role) {
    ClientState session = new ClientState(null);
    session.logIn(role);
    return session;
  }

  @Test
  void rolesGrantsAndPermissionsSurviveARestart() throws Exception {
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT.withSync("batch"))) {
      assertTrue(db.roles().createDefaultSuperuserIfNone());
      assertFalse(db.roles().createDefaultSuperuserIfNone());
      ClientState admin = loggedIn(RoleStore.DEFAULT_SUPERUSER);
      run(db, admin, CREATE_KEYSPACE);
      run(db, admin, "CREATE ROLE ada WITH PASSWORD = 'pw' AND LOGIN = true");
      run(db, admin, "CREATE ROLE readers WITH PASSWORD = 'pw'");
      run(db, admin, "GRANT readers TO ada");
      run(db, admin, "GRANT SELECT ON KEYSPACE ks TO readers");
      run(db, admin, "CREATE ROLE gone");
      run(db, admin, "DROP ROLE gone");
    }
    try (Database db = Database.open(dir, DatabaseOptions.DEFAULT)) {
      Roles roles = db.roles().roles();
      assertEquals(Set.of("ada", "cassandra", "readers"), namesOf(roles));
      assertEquals(Set.of("ada", "readers"), roles.granted("ada", true));
      assertTrue(roles.hasPermission("ada", Permission.SELECT, AuthResource.table("ks", "t")));
      assertTrue(
          roles
              .get(RoleStore.DEFAULT_SUPERUSER)
              .permissionsOn(AuthResource.keyspace("ks"))
              .contains(Permission.DROP),
          "the creator of a keyspace holds every permission on it");
      assertNull(db.roles().loginRefusal("ada", "pw"));
      assertEquals(
          "Provided username ada and/or password are incorrect",
          db.roles().loginRefusal("ada", "wrong"));
      assertEquals("readers is not permitted to log in", db.roles().loginRefusal("readers", "pw"));
    }
  }

  /** An in-memory database with the default superuser and a table ks.t it created. */
  private static Database databaseWithTable() {
    Database db = Database.inMemory("roles", DatabaseOptions.DEFAULT);
    db.roles().createDefaultSuperuserIfNone();
    ClientState admin = loggedIn(RoleStore.DEFAULT_SUPERUSER);
    run(db, admin, CREATE_KEYSPACE);
    run(db, admin, "CREATE TABLE ks.t (k int PRIMARY KEY)");
    return db;
  }

  private static Set<String> namesOf(Roles roles) {
    return Set.copyOf(roles.all().stream().map(Role::name).toList());
  }

  /** A prepared statement is checked on every execution: a revoke counts from the next one. */
  @Test
  void aPreparedStatementIsCheckedOnEveryExecution() throws Exception {
    try (Database db = databaseWithTable()) {
      ClientState admin = loggedIn(RoleStore.DEFAULT_SUPERUSER);
      run(db, admin, "CREATE ROLE ada WITH LOGIN = true");
      run(db, admin, "GRANT MODIFY ON TABLE ks.t TO ada");
      ClientState ada = loggedIn("ada");
      Prepared insert = db.handler().prepare("INSERT INTO ks.t (k) VALUES (1)", ada);
      db.handler().executePrepared(insert.id(), ada, QueryOptions.DEFAULT);
      run(db, admin, "REVOKE MODIFY ON TABLE ks.t FROM ada");
      UnauthorizedException refused =
          assertThrows(
              UnauthorizedException.class,
              () -> db.handler().executePrepared(insert.id(), ada, QueryOptions.DEFAULT));
      assertEquals(
          "User ada has no MODIFY permission on <table ks.t> or any of its parents",
          refused.getMessage());
      // an anonymous session is not checked, as on a node without an authorizer
      db.handler().executePrepared(insert.id(), new ClientState(null), QueryOptions.DEFAULT);
    }
  }

  /**
   * Dropping a table takes every role's permissions on it, so a new table of that name has none.
   */
  @Test
  void aDroppedTableTakesItsPermissionsWithIt() throws Exception {
    try (Database db = databaseWithTable()) {
      ClientState admin = loggedIn(RoleStore.DEFAULT_SUPERUSER);
      run(db, admin, "CREATE ROLE ada");
      run(db, admin, "GRANT SELECT ON TABLE ks.t TO ada");
      run(db, new ClientState(null), "DROP TABLE ks.t");
      assertEquals(
          Set.of(), db.roles().roles().get("ada").permissionsOn(AuthResource.table("ks", "t")));
    }
  }
}
