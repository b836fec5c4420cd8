package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.auth.AuthenticationException;
import com.datastax.oss.driver.api.core.cql.Row;
import io.wcs.server.PasswordFile;
import io.wcs.server.ServerOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server started with a password file ({@code wcs server --users}) lets in only its users, as a
 * Cassandra node with PasswordAuthenticator does: the Java driver with its PLAIN auth provider, and
 * {@code jdbc:wcs://} with {@code user} and {@code password}, in v5 (whose login is already framed
 * in segments), compressed or not.
 */
class AuthenticationIT {
  @TempDir static Path dir;

  private static RunningServer server;

  @BeforeAll
  static void start() throws Exception {
    Path users = dir.resolve("users");
    // few iterations: the test is about the exchange, not the hash's cost
    Files.writeString(users, PasswordFile.line("ada", "s3cret", 1000) + "\n");
    server = RunningServer.start("auth-it", ServerOptions.DEFAULT.withUsers(users));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
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
  }
}
