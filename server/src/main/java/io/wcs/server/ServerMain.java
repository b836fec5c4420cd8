package io.wcs.server;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import io.wcs.engine.auth.PasswordHash;
import io.wcs.engine.auth.RoleStore;
import io.wcs.engine.util.SuppressForbidden;
import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * {@code wcs server}: serves a database directory (or an in-memory database) on the native protocol
 * until the process is stopped; stopping it (Ctrl-C, SIGTERM) closes the connections and then the
 * database, which flushes its memtables.
 */
public final class ServerMain {
  static final String USAGE =
      """
      usage: wcs server [--data DIR | --mem] [--host HOST] [--port PORT] [--sync group|batch|periodic]
                        [--auth] [--tls-keystore FILE [--tls-truststore FILE]]
             wcs server --hash-password ROLE
        --data DIR    the database directory (default ./wcs-data)
        --mem         an empty in-memory database instead, gone when the server stops
        --host HOST   the address to listen on (default 127.0.0.1)
        --port PORT   the port (default 9042; 0 picks a free one)
        --sync MODE   when the commit log reaches the disk (default group)
        --auth        clients log in as the database's roles, as to a Cassandra node with
                      PasswordAuthenticator and CassandraAuthorizer, and their permissions are
                      checked; a database without roles gets the superuser cassandra, password
                      cassandra (without --auth, every client is let in and may do everything)
        --tls-keystore FILE
                      accept only TLS connections, with the key and certificate of this PKCS12
                      key store (its password in the environment variable WCS_TLS_PASSWORD)
        --tls-truststore FILE
                      with --tls-keystore: accept only clients presenting a certificate this
                      PKCS12 or JKS store trusts (its password in WCS_TLS_TRUSTSTORE_PASSWORD)
        --hash-password ROLE
                      read ROLE's password from the terminal (or standard input) and print its
                      salted bcrypt hash, for CREATE ROLE ... WITH HASHED PASSWORD = '...'
      """;

  private ServerMain() {}

  // The one place the server ends the JVM early: a bad command line exits with status 2.
  @SuppressForbidden
  public static void main(String[] args) throws Exception {
    ServerSettings settings;
    try {
      settings = ServerSettings.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("wcs server: " + e.getMessage());
      System.err.print(USAGE);
      System.exit(2);
      return;
    }
    if (settings.help()) {
      System.out.print(USAGE);
      return;
    }
    if (settings.hashPasswordOf() != null) {
      System.out.println(PasswordHash.of(readPassword(settings.hashPasswordOf())));
      return;
    }
    run(settings, System.out);
  }

  /** A password typed without echo at a terminal, or the first line of standard input. */
  private static String readPassword(String user) throws IOException {
    Console console = System.console();
    if (console != null) {
      return new String(console.readPassword("password for %s: ", user));
    }
    String line =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
    if (line == null) {
      throw new IOException("no password on standard input");
    }
    return line;
  }

  /** Opens the database, serves it, and returns only when the JVM shuts down. */
  private static void run(ServerSettings settings, PrintStream out)
      throws IOException, InterruptedException {
    DatabaseOptions options = DatabaseOptions.DEFAULT.withSync(settings.sync());
    Database database =
        settings.directory() == null
            ? Database.inMemory("server", options)
            : Database.open(Path.of(settings.directory()), options);
    WcsServer server;
    InetSocketAddress listen = new InetSocketAddress(settings.host(), settings.port());
    try {
      server = WcsServer.start(database, listen, settings.serverOptions());
    } catch (RuntimeException | InterruptedException | IOException e) {
      database.close();
      throw e;
    }
    database.nodeAddress().set(server.address());
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  try (database) {
                    server.close();
                  } catch (Exception e) {
                    System.err.println("wcs server: stopping: " + e);
                  } finally {
                    stopped.countDown();
                  }
                },
                "wcs-server-stop"));
    InetSocketAddress address = server.address();
    out.println(
        "WCS server listening on "
            + address.getHostString()
            + ":"
            + address.getPort()
            + " (native protocol v3, v4, v5), database "
            + (settings.directory() == null ? "in memory" : settings.directory())
            + (settings.logins() ? ", clients log in as its roles" : ", every client let in")
            + (settings.tlsKeyStore() == null ? "" : ", TLS only")
            + (settings.tlsTrustStore() == null ? "" : ", client certificates required"));
    String superuser = RoleStore.DEFAULT_SUPERUSER;
    if (settings.logins() && database.roles().loginRefusal(superuser, superuser) == null) {
      out.println(
          "warning: the role "
              + superuser
              + " still has the password "
              + superuser
              + ": log in with it and change it (ALTER ROLE "
              + superuser
              + " WITH PASSWORD = '...')");
    }
    out.flush();
    stopped.await();
  }
}
