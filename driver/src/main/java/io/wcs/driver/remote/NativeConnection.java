package io.wcs.driver.remote;

import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.request.AuthResponse;
import com.datastax.oss.protocol.internal.request.Options;
import com.datastax.oss.protocol.internal.request.Startup;
import com.datastax.oss.protocol.internal.response.AuthSuccess;
import com.datastax.oss.protocol.internal.response.Authenticate;
import com.datastax.oss.protocol.internal.response.Error;
import com.datastax.oss.protocol.internal.response.Ready;
import io.wcs.driver.error.WcsSqlState;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Consumer;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;

/**
 * One native-protocol connection to one server: the handshake in a chosen protocol version, then
 * requests from any thread, each on a stream id of its own, and a reader thread that hands each
 * response to the request that waits for it. Responses may come back in any order. When the
 * connection fails, every waiting request fails with it.
 *
 * <p>A connection that hears nothing from its server for the heartbeat interval sends OPTIONS, as
 * Cassandra's drivers do; no answer within the connect timeout fails the connection. A server that
 * is gone without closing the socket (a host powered off, a firewall dropping an idle connection)
 * would otherwise leave requests waiting for ever.
 */
final class NativeConnection implements AutoCloseable {
  /** Stream ids 0 to 32767: how many requests one connection may have in flight. */
  private static final int STREAMS = 32768;

  /** The stream of the frames a server sends unasked: events. */
  private static final int EVENT_STREAM = -1;

  private static final Map<String, String> STARTUP_OPTIONS =
      Map.of(Startup.CQL_VERSION_KEY, "3.0.0", "DRIVER_NAME", "WCS JDBC driver");

  private final FrameChannel channel;
  private final int version;
  private final String address;
  private final AtomicReferenceArray<CompletableFuture<Frame>> inFlight =
      new AtomicReferenceArray<>(STREAMS);
  private final AtomicInteger nextStream = new AtomicInteger();
  private volatile IOException failure;

  /** {@link System#nanoTime} when the reader last received a frame. */
  private volatile long lastHeard = System.nanoTime();

  private volatile ScheduledFuture<?> heartbeats;

  /** Receives the server's events (stream -1), on the reader thread: it must not wait. */
  private volatile Consumer<Message> events = event -> {};

  private NativeConnection(FrameChannel channel, int version, String address) {
    this.channel = channel;
    this.version = version;
    this.address = address;
  }

  /**
   * Connects and starts a session in {@code version}.
   *
   * @throws VersionRefusedException if the server does not speak that version
   * @throws SQLException if the server cannot be reached or refuses the session
   */
  static NativeConnection open(InetSocketAddress address, int version, ConnectOptions options)
      throws SQLException {
    String name = address.getHostString() + ":" + address.getPort();
    Socket socket = new Socket();
    try {
      socket.setTcpNoDelay(true);
      socket.connect(address, options.connectTimeoutMillis());
      if (options.tls() != null) {
        socket = overTls(socket, address, options);
      }
      FrameChannel channel = new FrameChannel(socket);
      Map<String, String> startupOptions = new HashMap<>(STARTUP_OPTIONS);
      if (options.lz4()) {
        startupOptions.put(Startup.COMPRESSION_KEY, "lz4");
      }
      Startup startup = new Startup(startupOptions);
      channel.write(Frame.forRequest(version, 0, false, Frame.NO_PAYLOAD, startup));
      if (options.lz4()) {
        // everything after STARTUP may be compressed, its answer included
        channel.useLz4();
      }
      socket.setSoTimeout(options.connectTimeoutMillis());
      Message answer = channel.read().message;
      // v5 framing starts right after READY or AUTHENTICATE, before any login exchange
      if (version >= ProtocolConstants.Version.V5
          && (answer instanceof Ready || answer instanceof Authenticate)) {
        channel.useSegments();
      }
      if (answer instanceof Authenticate authenticate) {
        answer = logIn(channel, version, authenticate, options.credentials(), name);
      }
      socket.setSoTimeout(0);
      started(answer, name, version);
      NativeConnection connection = new NativeConnection(channel, version, name);
      Thread reader = new Thread(connection::readResponses, "wcs-remote-" + name);
      reader.setDaemon(true);
      reader.start();
      if (options.heartbeatSeconds() > 0) {
        connection.heartbeats =
            Heartbeats.every(
                options.heartbeatSeconds(),
                () ->
                    connection.heartbeat(
                        options.heartbeatSeconds(), options.connectTimeoutMillis()));
        if (!connection.isOpen()) {
          // failed before its heartbeats were scheduled, so fail() could not cancel them
          connection.heartbeats.cancel(false);
        }
      }
      return connection;
    } catch (IOException e) {
      closeQuietly(socket);
      String why =
          e instanceof SocketTimeoutException
              ? "no answer within connectTimeout (" + options.connectTimeoutMillis() + " ms)"
              : e.getMessage();
      throw WcsSqlState.CONNECTION_REFUSED.exception(
          "cannot connect to the WCS or Cassandra server at " + name + ": " + why, e);
    } catch (SQLException | RuntimeException e) {
      closeQuietly(socket);
      throw e;
    }
  }

  /**
   * Logs in with SASL PLAIN, what Cassandra's PasswordAuthenticator (and DSE's and ScyllaDB's)
   * expect: one AUTH_RESPONSE holding {@code \0user\0password} in UTF-8.
   *
   * @return the server's last answer: AUTH_SUCCESS, or why it refused
   */
  private static Message logIn(
      FrameChannel channel,
      int version,
      Authenticate authenticate,
      Credentials credentials,
      String name)
      throws IOException, SQLException {
    if (credentials == null) {
      throw WcsSqlState.BAD_CREDENTIALS.exception(
          "the server at "
              + name
              + " requires authentication ("
              + authenticate.authenticator
              + "): give the user and password parameters");
    }
    channel.write(
        Frame.forRequest(
            version, 0, false, Frame.NO_PAYLOAD, new AuthResponse(credentials.plainToken())));
    return channel.read().message;
  }

  /**
   * The connected socket wrapped in TLS, its handshake done: the server's certificate must be
   * trusted and name the host connected to, as a browser checks it.
   */
  private static Socket overTls(Socket plain, InetSocketAddress address, ConnectOptions options)
      throws IOException {
    SSLSocket socket =
        (SSLSocket)
            options
                .tls()
                .getSocketFactory()
                .createSocket(plain, address.getHostString(), address.getPort(), true);
    SSLParameters parameters = socket.getSSLParameters();
    parameters.setEndpointIdentificationAlgorithm("HTTPS");
    socket.setSSLParameters(parameters);
    socket.setSoTimeout(options.connectTimeoutMillis());
    socket.startHandshake();
    return socket;
  }

  /** Checks the answer that ends the handshake: READY or AUTH_SUCCESS, or why it failed. */
  private static void started(Message answer, String name, int version) throws SQLException {
    if (answer instanceof Ready || answer instanceof AuthSuccess) {
      return;
    }
    if (answer instanceof Error error) {
      if (error.code == ProtocolConstants.ErrorCode.AUTH_ERROR) {
        throw WcsSqlState.BAD_CREDENTIALS.exception(
            "the server at " + name + " refused the login: " + error.message);
      }
      if (error.code == ProtocolConstants.ErrorCode.PROTOCOL_ERROR
          && (error.message.contains("Invalid or unsupported protocol version")
              || error.message.contains("Beta version of the protocol used"))) {
        throw new VersionRefusedException(version);
      }
      throw WcsSqlState.CONNECTION_REFUSED.exception(
          "the server at " + name + " refused the connection: " + error.message);
    }
    throw WcsSqlState.CONNECTION_REFUSED.exception(
        "the server at " + name + " answered the handshake with " + answer);
  }

  int version() {
    return version;
  }

  String address() {
    return address;
  }

  boolean isOpen() {
    return failure == null;
  }

  /**
   * Sends a request; the future completes with the response frame, or fails with an IOException
   * when the connection fails first. Cancelling the future abandons the request: its stream id is
   * free again once the server's response arrives.
   *
   * @throws SQLException if the connection is closed or every stream id is in use
   */
  CompletableFuture<Frame> send(Message request) throws SQLException {
    return send(request, false);
  }

  /** {@link #send(Message)}, asking the server to trace the request when {@code tracing}. */
  CompletableFuture<Frame> send(Message request, boolean tracing) throws SQLException {
    CompletableFuture<Frame> response = new CompletableFuture<>();
    int stream = claimStream(response);
    try {
      channel.write(Frame.forRequest(version, stream, tracing, Frame.NO_PAYLOAD, request));
    } catch (IOException e) {
      fail(e);
    }
    IOException failed = failure;
    if (failed != null) {
      response.completeExceptionally(failed);
    }
    return response;
  }

  private int claimStream(CompletableFuture<Frame> response) throws SQLException {
    for (int tries = 0; tries < STREAMS; tries++) {
      int stream = Math.floorMod(nextStream.getAndIncrement(), STREAMS);
      if (inFlight.compareAndSet(stream, null, response)) {
        return stream;
      }
    }
    throw WcsSqlState.CONNECTION_LOST.exception(
        "all " + STREAMS + " streams of the connection to " + address + " are in use");
  }

  /**
   * Sends OPTIONS if nothing came from the server for {@code intervalSeconds}; an answer not come
   * within {@code timeoutMillis} fails the connection.
   */
  private void heartbeat(int intervalSeconds, int timeoutMillis) {
    if (System.nanoTime() - lastHeard < TimeUnit.SECONDS.toNanos(intervalSeconds)) {
      return;
    }
    try {
      send(Options.INSTANCE)
          .orTimeout(timeoutMillis, TimeUnit.MILLISECONDS)
          .whenComplete(
              (answer, error) -> {
                if (error instanceof TimeoutException) {
                  fail(
                      new IOException(
                          "the server did not answer a heartbeat within " + timeoutMillis + " ms"));
                }
              });
    } catch (SQLException e) {
      // every stream is in use: the connection is busy, so not idle
    }
  }

  /**
   * Where the events the server sends after a REGISTER go, on the connection's reader thread, so
   * the listener must only take note of them.
   */
  void onEvents(Consumer<Message> listener) {
    events = listener;
  }

  /** The reader thread: hands each response to its request until the connection fails. */
  private void readResponses() {
    // An error no request waits for, as the last frame before the connection ends: what the
    // server could not read, answered on stream 0 (as Cassandra and WCS answer a damaged v5
    // segment) before it closed the connection.
    Error unclaimed = null;
    try {
      while (true) {
        Frame frame = channel.read();
        lastHeard = System.nanoTime();
        unclaimed = null;
        if (frame.streamId >= 0) {
          CompletableFuture<Frame> waiting = inFlight.getAndSet(frame.streamId, null);
          if (waiting != null) {
            waiting.complete(frame);
          } else if (frame.message instanceof Error error) {
            unclaimed = error;
          }
        } else if (frame.streamId == EVENT_STREAM) {
          events.accept(frame.message);
        }
      }
    } catch (EOFException e) {
      fail(
          unclaimed == null
              ? e
              : new EOFException(
                  "the server closed the connection after an error: " + unclaimed.message));
    } catch (IOException e) {
      fail(e);
    }
  }

  private void fail(IOException e) {
    if (failure == null) {
      failure = e;
    }
    ScheduledFuture<?> scheduled = heartbeats;
    if (scheduled != null) {
      scheduled.cancel(false);
    }
    closeQuietly(channel);
    for (int stream = 0; stream < STREAMS; stream++) {
      CompletableFuture<Frame> waiting = inFlight.getAndSet(stream, null);
      if (waiting != null) {
        waiting.completeExceptionally(failure);
      }
    }
  }

  @Override
  public void close() {
    fail(new IOException("the connection is closed"));
  }

  private static void closeQuietly(AutoCloseable closeable) {
    try {
      closeable.close();
    } catch (Exception e) {
      // closing after a failure: the failure is what the caller sees
    }
  }

  /** The server does not speak the protocol version tried; a lower one may do. */
  static final class VersionRefusedException extends SQLException {
    private static final long serialVersionUID = 1L;

    VersionRefusedException(int version) {
      super("the server does not speak native protocol v" + version, "08001");
    }
  }
}
