package io.wcs.it.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay on a loopback port that forwards each connection to a server, and can then stop
 * forwarding the connections it has while keeping them open: what a client sees of a server host
 * that lost power or a firewall that drops an idle connection, where no FIN or RST ever comes.
 * Connections made after {@link #freezeConnections} are forwarded again.
 */
final class FreezingRelay implements AutoCloseable {
  private final ServerSocket listener;
  private final InetSocketAddress target;
  private final List<Relayed> relayed = new CopyOnWriteArrayList<>();

  private FreezingRelay(ServerSocket listener, InetSocketAddress target) {
    this.listener = listener;
    this.target = target;
  }

  static FreezingRelay to(InetSocketAddress target) throws IOException {
    FreezingRelay relay =
        new FreezingRelay(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()), target);
    Thread acceptor = new Thread(relay::accept, "freezing-relay-accept");
    acceptor.setDaemon(true);
    acceptor.start();
    return relay;
  }

  int port() {
    return listener.getLocalPort();
  }

  /** From now on, the bytes of every connection made so far are read and dropped. */
  void freezeConnections() {
    for (Relayed connection : relayed) {
      connection.frozen = true;
    }
  }

  private void accept() {
    try {
      while (true) {
        Socket client = listener.accept();
        Socket server = new Socket(target.getAddress(), target.getPort());
        Relayed connection = new Relayed(client, server);
        relayed.add(connection);
        connection.pump(client, server);
        connection.pump(server, client);
      }
    } catch (IOException e) {
      // the listener is closed
    }
  }

  @Override
  public void close() throws IOException {
    listener.close();
    for (Relayed connection : relayed) {
      connection.client.close();
      connection.server.close();
    }
  }

  private static final class Relayed {
    final Socket client;
    final Socket server;
    volatile boolean frozen;

    Relayed(Socket client, Socket server) {
      this.client = client;
      this.server = server;
    }

    void pump(Socket from, Socket to) {
      Thread thread =
          new Thread(
              () -> {
                byte[] buffer = new byte[8192];
                try (InputStream in = from.getInputStream();
                    OutputStream out = to.getOutputStream()) {
                  int read;
                  while ((read = in.read(buffer)) >= 0) {
                    if (!frozen) {
                      out.write(buffer, 0, read);
                      out.flush();
                    }
                  }
                } catch (IOException e) {
                  // one side closed: the relay of this connection ends
                }
              },
              "freezing-relay-pump");
      thread.setDaemon(true);
      thread.start();
    }
  }
}
