package io.wcs.server;

import java.nio.file.Path;

/**
 * How a server speaks to its clients, beyond where it listens.
 *
 * @param highestVersion the highest native protocol version spoken, 4 or 5: a server capped at v4
 *     is what a client meets on Cassandra 3 or ScyllaDB
 * @param logins whether clients must log in as one of the database's roles ({@code --auth}), whose
 *     permissions are then checked; otherwise every client is let in, anonymous
 * @param tlsKeyStore a PKCS12 key store holding the server's key and certificate, to accept only
 *     TLS connections, or null for clear text
 * @param tlsKeyStorePassword the key store's password (also its key's), or null for none
 */
public record ServerOptions(
    int highestVersion, boolean logins, Path tlsKeyStore, String tlsKeyStorePassword) {

  /** v5, every client let in, clear text. */
  public static final ServerOptions DEFAULT =
      new ServerOptions(SupportedVersions.HIGHEST, false, null, null);

  public ServerOptions withHighestVersion(int version) {
    return new ServerOptions(version, logins, tlsKeyStore, tlsKeyStorePassword);
  }

  public ServerOptions withLogins() {
    return new ServerOptions(highestVersion, true, tlsKeyStore, tlsKeyStorePassword);
  }

  public ServerOptions withTls(Path keyStore, String password) {
    return new ServerOptions(highestVersion, logins, keyStore, password);
  }
}
