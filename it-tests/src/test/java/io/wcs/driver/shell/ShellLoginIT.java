package io.wcs.driver.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.wcs.it.server.RunningServer;
import io.wcs.server.ServerOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shell's LOGIN against a server with logins: the statements after it run as the new role, in
 * the keyspace and at the consistency level the shell had; bad credentials leave the shell as the
 * role it was.
 */
class ShellLoginIT {
  private static RunningServer server;

  @BeforeAll
  static void start() throws Exception {
    server = RunningServer.start("shell-login-it", ServerOptions.DEFAULT.withLogins());
    try (Connection c =
            DriverManager.getConnection(server.url("?user=cassandra&password=cassandra"));
        Statement st = c.createStatement()) {
      st.execute(
          "CREATE KEYSPACE ks WITH replication = {'class': 'SimpleStrategy',"
              + " 'replication_factor': 1}");
      st.execute("CREATE TABLE ks.t (k int PRIMARY KEY, v text)");
      st.execute("INSERT INTO ks.t (k, v) VALUES (1, 'one')");
      st.execute("CREATE ROLE ada WITH PASSWORD = 'it''s me' AND LOGIN = true");
      st.execute("GRANT SELECT ON KEYSPACE ks TO ada");
    }
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  @Test
  void runsTheNextStatementsAsTheRoleItLoggedInAs() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();

    int status =
        WcsShell.run(
            List.of(
                "--url",
                server.url("?user=cassandra&password=cassandra"),
                "-e",
                "USE ks; CONSISTENCY QUORUM; LOGIN ada 'wrong';"
                    + " SELECT role FROM system_auth.roles WHERE role = 'ada';"
                    + " LOGIN ada 'it''s me'; CONSISTENCY; SELECT v FROM t;"
                    + " INSERT INTO t (k, v) VALUES (2, 'two');"),
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    String printed = out.toString(StandardCharsets.UTF_8);
    String failed = err.toString(StandardCharsets.UTF_8);
    assertEquals(1, status);
    assertEquals(
        "Consistency level set to QUORUM.\n"
            + "\n role\n------\n  ada\n\n(1 rows)\n"
            + "Current consistency level is QUORUM.\n"
            + "\n v\n-----\n one\n\n(1 rows)\n",
        printed);
    List<String> errors = failed.lines().toList();
    assertEquals(2, errors.size(), failed);
    assertTrue(
        errors.get(0).startsWith("-e:1: ")
            && errors.get(0).contains("Provided username ada and/or password are incorrect"),
        failed);
    assertTrue(
        errors.get(1).startsWith("-e:1: ")
            && errors.get(1).contains("User ada has no MODIFY permission on <table ks.t>"),
        failed);
  }
}
