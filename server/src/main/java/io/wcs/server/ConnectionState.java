package io.wcs.server;

import io.netty.channel.Channel;
import io.netty.handler.ssl.SslHandler;
import io.wcs.engine.cql.ClientState;
import io.wcs.engine.cql.ConnectedClient;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.SSLSession;

/**
 * What the server keeps of one client connection: the protocol version its first frame chose,
 * whether STARTUP was accepted (and the options it sent) and the client logged in (set on the
 * connection's event loop or a request thread, read by both), how many requests it sent, and the
 * engine's per-client state (the keyspace chosen by USE, the role logged in as).
 */
final class ConnectionState {
  private volatile int version;
  private volatile boolean started;
  private volatile boolean loggingIn;
  private volatile Map<String, String> startupOptions = Map.of();
  private final AtomicLong requests = new AtomicLong();
  private final ClientState client = new ClientState(null);

  /** The connection's version, or 0 before its first frame. */
  int version() {
    return version;
  }

  void setVersion(int version) {
    this.version = version;
  }

  boolean started() {
    return started;
  }

  void start() {
    loggingIn = false;
    started = true;
  }

  /** Whether the server asked this client to log in (AUTHENTICATE) and awaits its AUTH_RESPONSE. */
  boolean loggingIn() {
    return loggingIn;
  }

  void awaitLogin() {
    loggingIn = true;
  }

  /** Keeps the options of the STARTUP the server accepted. */
  void setStartupOptions(Map<String, String> options) {
    startupOptions = Map.copyOf(options);
  }

  void countRequest() {
    requests.incrementAndGet();
  }

  ClientState client() {
    return client;
  }

  /**
   * The connection as {@code system_views.clients} lists it: its stage in Cassandra's words, and
   * its role ({@code anonymous} once started without a login).
   */
  ConnectedClient describe(Channel channel) {
    String stage = started ? "ready" : loggingIn ? "authenticating" : "established";
    String user = client.user() != null ? client.user() : started ? "anonymous" : null;
    SslHandler tls = channel.pipeline().get(SslHandler.class);
    SSLSession session = tls == null ? null : tls.engine().getSession();
    return new ConnectedClient(
        (InetSocketAddress) channel.remoteAddress(),
        startupOptions,
        stage,
        client.keyspace(),
        version,
        requests.get(),
        session == null ? null : session.getProtocol(),
        session == null ? null : session.getCipherSuite(),
        user);
  }
}
