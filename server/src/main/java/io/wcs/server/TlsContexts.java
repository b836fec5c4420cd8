package io.wcs.server;

import io.netty.handler.ssl.ClientAuth;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.TrustManagerFactory;

/**
 * The server's TLS context, on the JDK's own TLS implementation: its key and certificate from a key
 * store, and, when a trust store is given, a client certificate it trusts required of every client.
 */
final class TlsContexts {
  private TlsContexts() {}

  /**
   * @throws IOException if a store cannot be read or opened with its password
   */
  static SslContext server(TlsOptions options) throws IOException {
    SslContextBuilder builder;
    try {
      KeyManagerFactory keys =
          KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
      keys.init(
          load(options.keyStore(), options.keyStorePassword()), secret(options.keyStorePassword()));
      builder = SslContextBuilder.forServer(keys).sslProvider(SslProvider.JDK);
    } catch (GeneralSecurityException e) {
      throw unusable("key store", options.keyStore(), e);
    }
    if (options.trustStore() != null) {
      try {
        TrustManagerFactory trust =
            TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trust.init(load(options.trustStore(), options.trustStorePassword()));
        builder.trustManager(trust).clientAuth(ClientAuth.REQUIRE);
      } catch (GeneralSecurityException e) {
        throw unusable("trust store", options.trustStore(), e);
      }
    }
    return builder.build();
  }

  /** A PKCS12 or JKS store (the JDK tells them apart by their content). */
  private static KeyStore load(Path file, String password)
      throws IOException, GeneralSecurityException {
    try (InputStream in = Files.newInputStream(file)) {
      KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
      store.load(in, password == null ? null : password.toCharArray());
      return store;
    } catch (IOException e) {
      throw new IOException("the TLS store " + file + " cannot be used: " + e.getMessage(), e);
    }
  }

  private static char[] secret(String password) {
    return password == null ? new char[0] : password.toCharArray();
  }

  private static IOException unusable(String what, Path file, GeneralSecurityException e) {
    return new IOException(
        "the TLS " + what + " " + file + " cannot be used: " + e.getMessage(), e);
  }
}
