package io.wcs.server;

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

/** The server's TLS context from a PKCS12 key store, on the JDK's own TLS implementation. */
final class TlsContexts {
  private TlsContexts() {}

  /**
   * @throws IOException if the key store cannot be read or opened with the password
   */
  static SslContext server(Path keyStore, String password) throws IOException {
    char[] secret = password == null ? new char[0] : password.toCharArray();
    try (InputStream in = Files.newInputStream(keyStore)) {
      KeyStore store = KeyStore.getInstance("PKCS12");
      store.load(in, secret);
      KeyManagerFactory keys =
          KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
      keys.init(store, secret);
      return SslContextBuilder.forServer(keys).sslProvider(SslProvider.JDK).build();
    } catch (GeneralSecurityException e) {
      throw new IOException(
          "the TLS key store " + keyStore + " cannot be used: " + e.getMessage(), e);
    }
  }
}
