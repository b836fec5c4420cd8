package io.wcs.server;

import java.nio.file.Path;

/**
 * The command line of {@code wcs server}.
 *
 * @param directory the database directory, or null for an in-memory database
 * @param sync the commit log's sync mode
 * @param logins whether clients must log in as one of the database's roles
 * @param tlsKeyStore the PKCS12 key store to serve TLS with, or null for clear text
 * @param tlsTrustStore the store of the client certificates to trust, to accept only clients that
 *     present one; or null
 * @param hashPasswordOf the role whose password hash to print (then no server runs), or null
 * @param help whether only the usage was asked for
 */
record ServerSettings(
    String directory,
    String host,
    int port,
    String sync,
    boolean logins,
    String tlsKeyStore,
    String tlsTrustStore,
    String hashPasswordOf,
    boolean help) {
  static final int DEFAULT_PORT = 9042;

  /**
   * @throws IllegalArgumentException on an unknown option, a missing value or a bad port
   */
  /** The environment variable holding the TLS key store's password, kept off the command line. */
  static final String TLS_PASSWORD_VARIABLE = "WCS_TLS_PASSWORD";

  /** The environment variable holding the TLS trust store's password. */
  static final String TLS_TRUST_PASSWORD_VARIABLE = "WCS_TLS_TRUSTSTORE_PASSWORD";

  /** The options a server is started with. */
  ServerOptions serverOptions() {
    ServerOptions options = ServerOptions.DEFAULT;
    if (logins) {
      options = options.withLogins();
    }
    if (tlsKeyStore != null) {
      TlsOptions tls = TlsOptions.of(Path.of(tlsKeyStore), System.getenv(TLS_PASSWORD_VARIABLE));
      if (tlsTrustStore != null) {
        tls =
            tls.withClientCertificates(
                Path.of(tlsTrustStore), System.getenv(TLS_TRUST_PASSWORD_VARIABLE));
      }
      options = options.withTls(tls);
    }
    return options;
  }

  static ServerSettings parse(String... args) {
    String directory = "./wcs-data";
    String host = "127.0.0.1";
    int port = DEFAULT_PORT;
    String sync = "group";
    boolean logins = false;
    String tlsKeyStore = null;
    String tlsTrustStore = null;
    String hashPasswordOf = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--data" -> directory = value(args, ++i, "--data");
        case "--mem" -> directory = null;
        case "--host" -> host = value(args, ++i, "--host");
        case "--port" -> port = port(value(args, ++i, "--port"));
        case "--sync" -> sync = value(args, ++i, "--sync");
        case "--auth" -> logins = true;
        case "--tls-keystore" -> tlsKeyStore = value(args, ++i, "--tls-keystore");
        case "--tls-truststore" -> tlsTrustStore = value(args, ++i, "--tls-truststore");
        case "--hash-password" -> hashPasswordOf = value(args, ++i, "--hash-password");
        case "-h", "--help" -> {
          return new ServerSettings(
              directory,
              host,
              port,
              sync,
              logins,
              tlsKeyStore,
              tlsTrustStore,
              hashPasswordOf,
              true);
        }
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (tlsTrustStore != null && tlsKeyStore == null) {
      throw new IllegalArgumentException("--tls-truststore needs --tls-keystore");
    }
    return new ServerSettings(
        directory, host, port, sync, logins, tlsKeyStore, tlsTrustStore, hashPasswordOf, false);
  }

  private static String value(String[] args, int index, String option) {
    if (index >= args.length) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return args[index];
  }

  private static int port(String text) {
    try {
      int port = Integer.parseInt(text);
      if (port >= 0 && port <= 65535) {
        return port;
      }
    } catch (NumberFormatException e) {
      // falls through to the refusal below
    }
    throw new IllegalArgumentException("--port needs a number from 0 to 65535, got " + text);
  }
}
