package io.wcs.server;

import java.nio.file.Path;

/**
 * How a server speaks to its clients, beyond where it listens.
 *
 * @param highestVersion the highest native protocol version spoken, 4 or 5: a server capped at v4
 *     is what a client meets on Cassandra 3 or ScyllaDB
 * @param usersFile the password file of the users let in ({@code --users}), or null to let every
 *     client in
 * @param tlsKeyStore a PKCS12 key store holding the server's key and certificate, to accept only
 *     TLS connections, or null for clear text
 * @param tlsKeyStorePassword the key store's password (also its key's), or null for none
 */
public record ServerOptions(
    int highestVersion, Path usersFile, Path tlsKeyStore, String tlsKeyStorePassword) {

  /** v5, every client let in, clear text. */
  public static final ServerOptions DEFAULT =
      new ServerOptions(SupportedVersions.HIGHEST, null, null, null);

  public ServerOptions withHighestVersion(int version) {
    return new ServerOptions(version, usersFile, tlsKeyStore, tlsKeyStorePassword);
  }

  public ServerOptions withUsers(Path file) {
    return new ServerOptions(highestVersion, file, tlsKeyStore, tlsKeyStorePassword);
  }

  public ServerOptions withTls(Path keyStore, String password) {
    return new ServerOptions(highestVersion, usersFile, keyStore, password);
  }
}
