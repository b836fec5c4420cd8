package io.wcs.driver.remote;

import io.wcs.driver.error.WcsSqlState;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.sql.SQLException;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** The TLS context of remote sessions: the JVM's trusted certificates, or a trust store's. */
public final class TlsContexts {
  private TlsContexts() {}

  /**
   * @param trustStore a PKCS12 or JKS file of trusted certificates, or null for the JVM's
   * @param password its password, or null
   * @throws SQLException (08001) if the trust store cannot be read or used
   */
  public static SSLContext client(String trustStore, String password) throws SQLException {
    try {
      if (trustStore == null) {
        return SSLContext.getDefault();
      }
      KeyStore store;
      try (InputStream in = Files.newInputStream(Path.of(trustStore))) {
        store = KeyStore.getInstance(KeyStore.getDefaultType());
        store.load(in, password == null ? null : password.toCharArray());
      }
      TrustManagerFactory trust =
          TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
      trust.init(store);
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(null, trust.getTrustManagers(), null);
      return context;
    } catch (IOException | GeneralSecurityException e) {
      throw WcsSqlState.CONNECTION_REFUSED.exception(
          "sslTrustStore=" + trustStore + " cannot be used: " + e.getMessage(), e);
    }
  }
}
