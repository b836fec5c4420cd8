package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import io.wcs.driver.remote.TlsContexts;
import io.wcs.server.ServerOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server started with a TLS key store accepts only TLS: the Java driver and {@code jdbc:wcs://}
 * with {@code ssl=true} connect when they trust its certificate (made here by the JDK's keytool,
 * for 127.0.0.1), and are refused when they do not, or when they speak clear text.
 */
class TlsIT {
  @TempDir static Path dir;

  private static RunningServer server;
  private static Path trustStore;

  @BeforeAll
  static void start() throws Exception {
    Path keyStore = dir.resolve("server.p12");
    Path certificate = dir.resolve("server.cer");
    trustStore = dir.resolve("trust.p12");
    keytool(
        "-genkeypair",
        "-alias",
        "wcs",
        "-keyalg",
        "EC",
        "-groupname",
        "secp256r1",
        "-dname",
        "CN=localhost",
        "-ext",
        "SAN=ip:127.0.0.1,dns:localhost",
        "-validity",
        "2",
        "-storetype",
        "PKCS12",
        "-keystore",
        keyStore.toString(),
        "-storepass",
        "server-secret");
    keytool(
        "-exportcert",
        "-alias",
        "wcs",
        "-keystore",
        keyStore.toString(),
        "-storepass",
        "server-secret",
        "-file",
        certificate.toString());
    keytool(
        "-importcert",
        "-noprompt",
        "-alias",
        "wcs",
        "-file",
        certificate.toString(),
        "-storetype",
        "PKCS12",
        "-keystore",
        trustStore.toString(),
        "-storepass",
        "trust-secret");
    server =
        RunningServer.start("tls-it", ServerOptions.DEFAULT.withTls(keyStore, "server-secret"));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
  }

  @Test
  void jdbcConnectsOverTlsWhenItTrustsTheServer() throws SQLException {
    String trust = "?ssl=true&sslTrustStore=" + trustStore + "&sslTrustStorePassword=trust-secret";
    for (String compression : new String[] {"", "&compression=lz4"}) {
      try (Connection c = DriverManager.getConnection(server.url(trust + compression));
          ResultSet rs =
              c.createStatement().executeQuery("SELECT release_version FROM system.local")) {
        assertTrue(rs.next());
        assertEquals("5.0.2", rs.getString(1));
      }
    }
  }

  @Test
  void jdbcIsRefusedWithoutTrustOrWithoutTls() {
    SQLException untrusted =
        assertThrows(
            SQLException.class,
            () -> DriverManager.getConnection(server.url("?ssl=true&connectTimeout=5000")));
    assertEquals("08001", untrusted.getSQLState());
    SQLException clearText =
        assertThrows(
            SQLException.class,
            () -> DriverManager.getConnection(server.url("?connectTimeout=5000")));
    assertEquals("08001", clearText.getSQLState());
  }

  @Test
  void theJavaDriverConnectsOverTls() throws SQLException {
    try (CqlSession session =
        CqlSession.builder()
            .addContactPoint(server.address())
            .withLocalDatacenter("datacenter1")
            .withSslContext(TlsContexts.client(trustStore.toString(), "trust-secret"))
            .build()) {
      Row row = session.execute("SELECT release_version FROM system.local").one();
      assertEquals("5.0.2", row.getString(0));
    }
  }

  private static void keytool(String... arguments) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "keytool").toString());
    command.addAll(List.of(arguments));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output =
        new String(
            process.getInputStream().readAllBytes(), java.nio.charset.Charset.defaultCharset());
    if (process.waitFor() != 0) {
      throw new IOException("keytool " + String.join(" ", arguments) + " failed: " + output);
    }
  }
}
