package io.wcs.server;

import java.nio.file.Path;

/**
 * How a server speaks TLS.
 *
 * @param keyStore a PKCS12 or JKS key store holding the server's key and certificate
 * @param keyStorePassword its password (also its key's), or null for none
 * @param trustStore a PKCS12 or JKS store of the certificates a client's must be signed by (or be
 *     one of), to accept only clients that present one, as Cassandra's {@code require_client_auth};
 *     or null to ask clients for none
 * @param trustStorePassword its password, or null for none
 */
public record TlsOptions(
    Path keyStore, String keyStorePassword, Path trustStore, String trustStorePassword) {

  /** TLS with this key store, asking clients for no certificate. */
  public static TlsOptions of(Path keyStore, String keyStorePassword) {
    return new TlsOptions(keyStore, keyStorePassword, null, null);
  }

  /** The same, accepting only clients whose certificate {@code trustStore} trusts. */
  public TlsOptions withClientCertificates(Path trustStore, String trustStorePassword) {
    return new TlsOptions(keyStore, keyStorePassword, trustStore, trustStorePassword);
  }
}
