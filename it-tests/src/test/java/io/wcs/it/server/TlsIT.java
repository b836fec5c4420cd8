package io.wcs.it.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import io.wcs.driver.remote.TlsContexts;
import io.wcs.server.ServerOptions;
import io.wcs.server.TlsOptions;
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
 * A server started with a TLS key store accepts only TLS: the Java driver and {@code jdbc:wcs://}
 * with {@code ssl=true} connect when they trust its certificate (made here by the JDK's keytool,
 * for 127.0.0.1), and are refused when they do not, or when they speak clear text. A server given a
 * trust store too accepts only clients presenting a certificate it trusts (mutual TLS).
 */
class TlsIT {
  @TempDir static Path dir;

  private static RunningServer server;
  private static RunningServer mutual;
  private static Path trustStore;
  private static Path clientKeyStore;

  @BeforeAll
  static void start() throws Exception {
    Path keyStore = dir.resolve("server.p12");
    Path certificate = dir.resolve("server.cer");
    trustStore = dir.resolve("trust.p12");
    TestCertificates.newKeyPair(keyStore, "server-secret", "CN=localhost");
    TestCertificates.trustCertificate(
        keyStore, "server-secret", certificate, trustStore, "trust-secret");
    clientKeyStore = dir.resolve("client.p12");
    Path clientCertificate = dir.resolve("client.cer");
    Path clientsTrusted = dir.resolve("clients.p12");
    TestCertificates.newKeyPair(clientKeyStore, "client-secret", "CN=wcs-client");
    TestCertificates.trustCertificate(
        clientKeyStore, "client-secret", clientCertificate, clientsTrusted, "clients-secret");
    TlsOptions tls = TlsOptions.of(keyStore, "server-secret");
    server = RunningServer.start("tls-it", ServerOptions.DEFAULT.withTls(tls));
    mutual =
        RunningServer.start(
            "mutual-tls-it",
            ServerOptions.DEFAULT.withTls(
                tls.withClientCertificates(clientsTrusted, "clients-secret")));
  }

  @AfterAll
  static void stop() throws Exception {
    try (RunningServer first = server;
        RunningServer second = mutual) {
      // both closed, the second even when closing the first fails
    }
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
            .withSslContext(TlsContexts.client(trustStore.toString(), "trust-secret", null, null))
            .build()) {
      Row row = session.execute("SELECT release_version FROM system.local").one();
      assertEquals("5.0.2", row.getString(0));
      for (Row client : session.execute("SELECT * FROM system_views.clients")) {
        assertTrue(client.getBool("ssl_enabled"));
        assertTrue(client.getString("ssl_protocol").startsWith("TLSv"));
        assertTrue(client.getString("ssl_cipher_suite").startsWith("TLS_"));
      }
    }
  }

  /** With client certificates required, a client presenting a trusted one connects; others not. */
  @Test
  void mutualTlsLetsInOnlyClientsWithATrustedCertificate() throws SQLException {
    String trust = "?ssl=true&sslTrustStore=" + trustStore + "&sslTrustStorePassword=trust-secret";
    String key = "&sslKeyStore=" + clientKeyStore + "&sslKeyStorePassword=client-secret";
    try (Connection c = DriverManager.getConnection(mutual.url(trust + key));
        ResultSet rs =
            c.createStatement().executeQuery("SELECT release_version FROM system.local")) {
      assertTrue(rs.next());
    }
    SQLException noCertificate =
        assertThrows(
            SQLException.class,
            () -> DriverManager.getConnection(mutual.url(trust + "&connectTimeout=5000")));
    assertTrue(noCertificate.getSQLState().startsWith("08"), noCertificate.getSQLState());
    SQLException unusable =
        assertThrows(
            SQLException.class,
            () ->
                DriverManager.getConnection(
                    mutual.url(
                        trust + "&sslKeyStore=" + clientKeyStore + "&sslKeyStorePassword=x")));
    assertEquals("08001", unusable.getSQLState());
    assertTrue(
        unusable.getMessage().startsWith("sslKeyStore=" + clientKeyStore), unusable.getMessage());
    try (CqlSession session =
        CqlSession.builder()
            .addContactPoint(mutual.address())
            .withLocalDatacenter("datacenter1")
            .withSslContext(
                TlsContexts.client(
                    trustStore.toString(),
                    "trust-secret",
                    clientKeyStore.toString(),
                    "client-secret"))
            .build()) {
      assertEquals(
          "5.0.2", session.execute("SELECT release_version FROM system.local").one().getString(0));
    }
  }
}
