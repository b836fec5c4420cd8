package io.wcs.server;

/**
 * How a server speaks to its clients, beyond where it listens.
 *
 * @param highestVersion the highest native protocol version spoken, 4 or 5: a server capped at v4
 *     is what a client meets on Cassandra 3 or ScyllaDB
 * @param logins whether clients must log in as one of the database's roles ({@code --auth}), whose
 *     permissions are then checked; otherwise every client is let in, anonymous
 * @param tls TLS only, with these options; or null for clear text
 */
public record ServerOptions(int highestVersion, boolean logins, TlsOptions tls) {

  /** v5, every client let in, clear text. */
  public static final ServerOptions DEFAULT =
      new ServerOptions(SupportedVersions.HIGHEST, false, null);

  public ServerOptions withHighestVersion(int version) {
    return new ServerOptions(version, logins, tls);
  }

  public ServerOptions withLogins() {
    return new ServerOptions(highestVersion, true, tls);
  }

  public ServerOptions withTls(TlsOptions options) {
    return new ServerOptions(highestVersion, logins, options);
  }
}
