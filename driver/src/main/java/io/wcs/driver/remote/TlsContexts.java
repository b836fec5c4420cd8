package io.wcs.driver.remote;

import io.wcs.driver.error.WcsSqlState;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.sql.SQLException;
import javax.net.ssl.KeyManager;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;

/**
 * The TLS context of remote sessions: the certificates trusted (the JVM's, or a trust store's), and
 * the client's own key and certificate for a server that asks for one (none, or a key store's).
 */
public final class TlsContexts {
  private TlsContexts() {}

  /**
   * @param trustStore a PKCS12 or JKS file of trusted certificates, or null for the JVM's
   * @param trustPassword its password, or null
   * @param keyStore a PKCS12 or JKS file of the client's key and certificate, or null for none
   * @param keyPassword its password (also its key's), or null
   * @throws SQLException (08001) if a store cannot be read or used
   */
  public static SSLContext client(
      String trustStore, String trustPassword, String keyStore, String keyPassword)
      throws SQLException {
    if (trustStore == null && keyStore == null) {
      try {
        return SSLContext.getDefault();
      } catch (GeneralSecurityException e) {
        throw WcsSqlState.CONNECTION_REFUSED.exception(
            "the JVM has no default TLS context: " + e.getMessage(), e);
      }
    }
    TrustManager[] trust = null;
    KeyManager[] keys = null;
    if (trustStore != null) {
      try {
        TrustManagerFactory factory =
            TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init(load(trustStore, trustPassword));
        trust = factory.getTrustManagers();
      } catch (IOException | GeneralSecurityException e) {
        throw unusable("sslTrustStore", trustStore, e);
      }
    }
    if (keyStore != null) {
      try {
        KeyManagerFactory factory =
            KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        factory.init(load(keyStore, keyPassword), secret(keyPassword));
        keys = factory.getKeyManagers();
      } catch (IOException | GeneralSecurityException e) {
        throw unusable("sslKeyStore", keyStore, e);
      }
    }
    try {
      SSLContext context = SSLContext.getInstance("TLS");
      context.init(keys, trust, null);
      return context;
    } catch (GeneralSecurityException e) {
      throw WcsSqlState.CONNECTION_REFUSED.exception("TLS cannot be set up: " + e.getMessage(), e);
    }
  }

  private static KeyStore load(String file, String password)
      throws IOException, GeneralSecurityException {
    try (InputStream in = Files.newInputStream(Path.of(file))) {
      KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
      store.load(in, password == null ? null : password.toCharArray());
      return store;
    }
  }

  private static char[] secret(String password) {
    return password == null ? new char[0] : password.toCharArray();
  }

  private static SQLException unusable(String property, String file, Exception e) {
    return WcsSqlState.CONNECTION_REFUSED.exception(
        property + "=" + file + " cannot be used: " + e.getMessage(), e);
  }
}
