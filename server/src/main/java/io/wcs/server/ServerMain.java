package io.wcs.server;

import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
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
        --data DIR   the database directory (default ./wcs-data)
        --mem        an empty in-memory database instead, gone when the server stops
        --host HOST  the address to listen on (default 127.0.0.1)
        --port PORT  the port (default 9042; 0 picks a free one)
        --sync MODE  when the commit log reaches the disk (default group)
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
    run(settings, System.out);
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
    try {
      server =
          WcsServer.start(
              database.handler(), new InetSocketAddress(settings.host(), settings.port()));
    } catch (RuntimeException | InterruptedException e) {
      database.close();
      throw e;
    }
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
            + " (native protocol v4, v5), database "
            + (settings.directory() == null ? "in memory" : settings.directory()));
    out.flush();
    stopped.await();
  }
}
