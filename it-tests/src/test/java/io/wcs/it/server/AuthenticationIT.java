package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.auth.AuthenticationException;
import com.datastax.oss.driver.api.core.cql.Row;
import io.wcs.server.ServerOptions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A server started with logins ({@code wcs server --auth}) lets in only the database's roles that
 * may log in, as a Cassandra node with PasswordAuthenticator does: the Java driver with its PLAIN
 * auth provider, and {@code jdbc:wcs://} with {@code user} and {@code password}, in v5 (whose login
 * is already framed in segments), compressed or not. A new database has Cassandra's default
 * superuser, who creates the others.
 */
class AuthenticationIT {
  private static RunningServer server;

  @BeforeAll
  static void start() throws Exception {
    server = RunningServer.start("auth-it", ServerOptions.DEFAULT.withLogins());
    try (Connection c = asSuperuser()) {
      c.createStatement().execute("CREATE ROLE ada WITH PASSWORD = 's3cret' AND LOGIN = true");
      c.createStatement().execute("CREATE ROLE bea WITH PASSWORD = 's3cret'");
    }
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  /** A connection logged in as the database's default superuser. */
  private static Connection asSuperuser() throws SQLException {
    return DriverManager.getConnection(server.url("?user=cassandra&password=cassandra"));
  }

  @Test
  void theJavaDriverLogsInWithPlainCredentials() {
    try (CqlSession session =
        CqlSession.builder()
            .addContactPoint(server.address())
            .withLocalDatacenter("datacenter1")
            .withAuthCredentials("ada", "s3cret")
            .build()) {
      Row row = session.execute("SELECT release_version FROM system.local").one();
      assertEquals("5.0.2", row.getString(0));
    }
    AllNodesFailedException refused =
        assertThrows(
            AllNodesFailedException.class,
            () ->
                CqlSession.builder()
                    .addContactPoint(server.address())
                    .withLocalDatacenter("datacenter1")
                    .withAuthCredentials("ada", "wrong")
                    .build());
    AuthenticationException cause =
        (AuthenticationException) refused.getAllErrors().values().iterator().next().get(0);
    assertTrue(
        cause.getMessage().contains("Provided username ada and/or password are incorrect"),
        cause.getMessage());
  }

  @Test
  void jdbcLogsInWithUserAndPassword() throws SQLException {
    for (String compression : new String[] {"", "&compression=lz4"}) {
      try (Connection c =
              DriverManager.getConnection(server.url("?user=ada&password=s3cret" + compression));
          ResultSet rs =
              c.createStatement().executeQuery("SELECT release_version FROM system.local")) {
        assertTrue(rs.next());
        assertEquals("5.0.2", rs.getString(1));
      }
    }
    SQLException refused =
        assertThrows(
            SQLException.class,
            () -> DriverManager.getConnection(server.url("?user=ada&password=wrong")));
    assertEquals("28000", refused.getSQLState());
    assertEquals(
        "the server at 127.0.0.1:"
            + server.address().getPort()
            + " refused the login: Provided username ada and/or password are incorrect",
        refused.getMessage());
    SQLException anonymous =
        assertThrows(SQLException.class, () -> DriverManager.getConnection(server.url("")));
    assertEquals("28000", anonymous.getSQLState());
    SQLException noLogin =
        assertThrows(
            SQLException.class,
            () -> DriverManager.getConnection(server.url("?user=bea&password=s3cret")));
    assertEquals("28000", noLogin.getSQLState());
    assertTrue(
        noLogin.getMessage().endsWith("bea is not permitted to log in"), noLogin.getMessage());
  }

  /**
   * A role created with the bcrypt hash a Cassandra node stores (made by jBCrypt, Cassandra's
   * library) logs in with its password, as on that node.
   */
  @Test
  void aRoleWithCassandrasBcryptHashLogsIn() throws SQLException {
    try (Connection admin = asSuperuser()) {
      admin
          .createStatement()
          .execute(
              "CREATE ROLE cara WITH LOGIN = true AND HASHED PASSWORD ="
                  + " '$2a$04$xjk/9.S5hPlv1Z.0LkxyLupTMC/WyHtrOmIy26MIaBQLUDpTK6YqK'");
      try (ResultSet rs =
          admin
              .createStatement()
              .executeQuery("SELECT salted_hash FROM system_auth.roles WHERE role = 'cara'")) {
        assertTrue(rs.next());
        assertEquals(
            "$2a$04$xjk/9.S5hPlv1Z.0LkxyLupTMC/WyHtrOmIy26MIaBQLUDpTK6YqK", rs.getString(1));
      }
    }
    try (Connection cara =
            DriverManager.getConnection(server.url("?user=cara&password=from%20cassandra"));
        ResultSet rs =
            cara.createStatement().executeQuery("SELECT release_version FROM system.local")) {
      assertTrue(rs.next());
    }
    SQLException refused =
        assertThrows(
            SQLException.class,
            () -> DriverManager.getConnection(server.url("?user=cara&password=from%20Cassandra")));
    assertEquals("28000", refused.getSQLState());
  }

  /**
   * Access by datacenter as Cassandra 5.0.2 with its default network authorizer answers a superuser
   * (recorded from a node with PasswordAuthenticator and CassandraAuthorizer): the node's
   * datacenter is taken by CREATE, another is refused, and ALTER refuses any once it has altered
   * the rest.
   */
  @Test
  void datacenterAccessIsCheckedAsCassandraChecksIt() throws SQLException {
    try (Connection admin = asSuperuser();
        Statement st = admin.createStatement()) {
      st.execute(
          "CREATE ROLE dina WITH ACCESS TO DATACENTERS {'datacenter1'} AND LOGIN = true"
              + " AND PASSWORD = 'p'");
      assertEquals(
          "Invalid value(s) for DATACENTERS '[zz, a, b, datacenter1]',All values must be valid"
              + " datacenters",
          assertThrows(
                  SQLException.class,
                  () ->
                      st.execute(
                          "CREATE ROLE x WITH ACCESS TO DATACENTERS {'zz', 'b', 'a',"
                              + " 'datacenter1'}"))
              .getMessage());
      assertEquals(
          "ACCESS TO DATACENTERS operations not supported by AllowAllNetworkAuthorizer",
          assertThrows(
                  SQLException.class,
                  () ->
                      st.execute(
                          "ALTER ROLE dina WITH LOGIN = false AND ACCESS TO ALL DATACENTERS"))
              .getMessage());
      try (ResultSet rs = st.executeQuery("LIST ROLES OF dina")) {
        assertTrue(rs.next());
        assertFalse(rs.getBoolean("login"));
        assertEquals("ALL", rs.getString("datacenters"));
      }
      assertEquals(
          "Invalid CIDR group(s): [x]. Available CIDR Groups are: []",
          assertThrows(
                  SQLException.class,
                  () -> st.execute("ALTER ROLE dina WITH ACCESS FROM CIDRS {'x'}"))
              .getMessage());
      assertEquals(
          "Key may not be empty",
          assertThrows(SQLException.class, () -> st.execute("DROP ROLE IF EXISTS ''"))
              .getMessage());
      st.execute("DROP ROLE dina");
    }
  }

  /** A role's permissions are checked on every statement; a superuser's never. */
  @Test
  void permissionsAreChecked() throws SQLException {
    try (Connection admin = asSuperuser()) {
      admin
          .createStatement()
          .execute(
              "CREATE KEYSPACE IF NOT EXISTS perm WITH replication = {'class': 'SimpleStrategy',"
                  + " 'replication_factor': 1}");
      admin.createStatement().execute("CREATE TABLE IF NOT EXISTS perm.t (k int PRIMARY KEY)");
    }
    try (Connection ada = DriverManager.getConnection(server.url("?user=ada&password=s3cret"))) {
      SQLException denied =
          assertThrows(
              SQLException.class, () -> ada.createStatement().executeQuery("SELECT * FROM perm.t"));
      assertEquals(
          "User ada has no SELECT permission on <table perm.t> or any of its parents",
          denied.getMessage());
      try (Connection admin = asSuperuser()) {
        admin.createStatement().execute("GRANT SELECT ON KEYSPACE perm TO ada");
      }
      // granted while ada's connection stays open: the next statement sees it
      try (ResultSet rs = ada.createStatement().executeQuery("SELECT * FROM perm.t")) {
        assertFalse(rs.next());
      }
    }
  }
}
