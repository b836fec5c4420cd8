package io.wcs.engine.cql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.engine.error.CqlRequestException;
import io.wcs.engine.error.ErrorCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What golden script 38 does not show: the kinds of error, the hints, and the names of missing
 * tables and keyspaces. The answers themselves are Cassandra's, in script 38.
 */
class UserCodeAndAccessControlTest extends CqlTester {

  @BeforeEach
  void table() {
    createTable("CREATE TABLE %s (k int PRIMARY KEY, v int)");
  }

  @Test
  void roleStatementsAreRefusedAsUnauthorizedWithAHint() {
    for (String cql :
        new String[] {"CREATE ROLE r", "CREATE USER u", "LIST ROLES", "GRANT r TO s"}) {
      CqlRequestException e = assertThrows(CqlRequestException.class, () -> execute(cql));
      assertEquals(ErrorCode.UNAUTHORIZED, e.code(), cql);
      assertTrue(e.getMessage().contains("\nHint: this connection did not log in"), cql);
    }
  }

  /** A password, which Cassandra's default authenticator does not take, is refused first. */
  @Test
  void passwordsAreRefusedWithoutLoginsWithAHint() {
    CqlRequestException e =
        assertThrows(CqlRequestException.class, () -> execute("CREATE USER u WITH PASSWORD 'p'"));
    assertEquals(ErrorCode.INVALID, e.code());
    assertTrue(
        e.getMessage()
            .startsWith(
                "org.apache.cassandra.auth.CassandraRoleManager doesn't support PASSWORD\nHint:"
                    + " roles have passwords on a server started with --auth"),
        e.getMessage());
  }

  @Test
  void userCodeRefusalsSayWcsRunsNone() {
    CqlRequestException e =
        assertThrows(
            CqlRequestException.class,
            () -> execute("CREATE TRIGGER tr ON %s USING 'org.example.Trigger'"));
    assertEquals(ErrorCode.INVALID, e.code());
    assertTrue(e.getMessage().contains("\nHint: WCS runs no user code"), e.getMessage());
  }

  @Test
  void triggersNeedAnExistingTable() {
    assertInvalidMessage(
        "table nosuch does not exist", "CREATE TRIGGER tr ON nosuch USING 'org.example.Trigger'");
    assertInvalidMessage("table nosuch does not exist", "DROP TRIGGER IF EXISTS tr ON nosuch");
  }

  @Test
  void aggregatesAreRefusedInMissingKeyspacesAsConfigurationErrors() {
    CqlRequestException e =
        assertThrows(
            CqlRequestException.class,
            () -> execute("CREATE AGGREGATE nosuch.g (int) SFUNC f STYPE int"));
    assertEquals(ErrorCode.CONFIG, e.code());
    assertEquals("Keyspace nosuch doesn't exist", e.getMessage());
  }
}
