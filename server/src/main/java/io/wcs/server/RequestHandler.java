package io.wcs.server;

import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.SegmentCodec;
import com.datastax.oss.protocol.internal.request.AuthResponse;
import com.datastax.oss.protocol.internal.request.Register;
import com.datastax.oss.protocol.internal.request.Startup;
import com.datastax.oss.protocol.internal.response.AuthSuccess;
import com.datastax.oss.protocol.internal.response.Authenticate;
import com.datastax.oss.protocol.internal.response.Error;
import com.datastax.oss.protocol.internal.response.Ready;
import com.datastax.oss.protocol.internal.response.Supported;
import com.datastax.oss.protocol.internal.response.event.SchemaChangeEvent;
import com.datastax.oss.protocol.internal.response.result.SchemaChange;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.DecoderException;
import io.netty.util.AttributeKey;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Supplier;

/**
 * One connection's requests: the handshake (OPTIONS, STARTUP, REGISTER) on the event loop, and the
 * CQL requests on the server's request threads, so that a statement waiting for the disk never
 * holds up other connections. Responses go back on the request's stream as each completes, in any
 * order, as the protocol allows.
 */
final class RequestHandler extends SimpleChannelInboundHandler<Frame> {
  static final AttributeKey<ConnectionState> CONNECTION = AttributeKey.valueOf("wcs.connection");

  private static final System.Logger LOG = System.getLogger(RequestHandler.class.getName());

  /** Cassandra 5.0's CQL version, which drivers echo in STARTUP. */
  private static final String CQL_VERSION = "3.4.7";

  private static final String LZ4 = "lz4";
  private static final String SNAPPY = "snappy";

  private static final Supported SUPPORTED =
      new Supported(
          Map.of(
              "CQL_VERSION", List.of(CQL_VERSION),
              "COMPRESSION", List.of(SNAPPY, LZ4),
              "PROTOCOL_VERSIONS", List.of("4/v4", "5/v5")));

  private final ConnectionState connection = new ConnectionState();
  private final CqlRequests requests;
  private final Executor requestThreads;
  private final EventSubscribers events;
  private final Codecs codecs;
  private final SupportedVersions versions;
  private final Authentication authentication;
  private final RunningRequests running;

  RequestHandler(
      CqlRequests requests,
      Executor requestThreads,
      EventSubscribers events,
      Codecs codecs,
      SupportedVersions versions,
      Authentication authentication,
      RunningRequests running) {
    this.requests = requests;
    this.requestThreads = requestThreads;
    this.events = events;
    this.codecs = codecs;
    this.versions = versions;
    this.authentication = authentication;
    this.running = running;
  }

  ConnectionState connection() {
    return connection;
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) throws Exception {
    ctx.channel().attr(CONNECTION).set(connection);
    super.channelActive(ctx);
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, Frame frame) {
    Message request = frame.message;
    connection.countRequest();
    switch (request.opcode) {
      case ProtocolConstants.Opcode.OPTIONS -> reply(ctx.channel(), frame, Response.of(SUPPORTED));
      case ProtocolConstants.Opcode.STARTUP -> startup(ctx, frame, (Startup) request);
      case ProtocolConstants.Opcode.AUTH_RESPONSE -> logIn(ctx.channel(), frame);
      case ProtocolConstants.Opcode.REGISTER -> {
        if (requireStarted(ctx, frame)) {
          events.register(ctx.channel(), ((Register) request).eventTypes);
          reply(ctx.channel(), frame, Response.of(new Ready()));
        }
      }
      case ProtocolConstants.Opcode.QUERY,
          ProtocolConstants.Opcode.PREPARE,
          ProtocolConstants.Opcode.EXECUTE,
          ProtocolConstants.Opcode.BATCH -> {
        if (requireStarted(ctx, frame)) {
          submit(ctx.channel(), frame);
        }
      }
      default ->
          reply(
              ctx.channel(),
              frame,
              protocolError("Unexpected message " + opcodeName(request.opcode)));
    }
  }

  private void startup(ChannelHandlerContext ctx, Frame frame, Startup startup) {
    String cqlVersion = startup.options.get(Startup.CQL_VERSION_KEY);
    String compression = startup.options.get(Startup.COMPRESSION_KEY);
    // the codec reads a STARTUP without CQL_VERSION as 3.0.0, as drivers of v3 and later send
    if (connection.started() || connection.loggingIn()) {
      reply(
          ctx.channel(),
          frame,
          protocolError("Unexpected message STARTUP, the connection is already initialized"));
    } else if (!cqlVersion.startsWith("3.")) {
      reply(
          ctx.channel(),
          frame,
          protocolError("Unsupported CQL version " + cqlVersion + "; this server speaks 3.x"));
    } else if (compression != null
        && !compression.isEmpty()
        && !compression.equals(LZ4)
        && !compression.equals(SNAPPY)) {
      reply(
          ctx.channel(),
          frame,
          protocolError(
              "Unknown compression algorithm: " + compression + " (lz4 and snappy are supported)"));
    } else if (SNAPPY.equals(compression) && connection.version() >= ProtocolConstants.Version.V5) {
      reply(
          ctx.channel(),
          frame,
          protocolError("Snappy compression is not supported in protocol V5"));
    } else {
      boolean lz4 = LZ4.equals(compression);
      connection.setStartupOptions(startup.options);
      if (authentication.required()) {
        connection.awaitLogin();
        reply(ctx.channel(), frame, Response.of(new Authenticate(Authentication.AUTHENTICATOR)));
      } else {
        connection.start();
        reply(ctx.channel(), frame, Response.of(new Ready()));
      }
      // framing and compression change after READY or AUTHENTICATE alike
      if (connection.version() >= ProtocolConstants.Version.V5) {
        useSegments(ctx, lz4 ? codecs.lz4Segments() : codecs.segments());
      } else if (lz4 || SNAPPY.equals(compression)) {
        ((FrameCodecHandler) ctx.pipeline().get(WcsServer.FRAMES))
            .useCodec(lz4 ? codecs.lz4Frames() : codecs.snappyFrames());
      }
    }
  }

  /**
   * Switches the connection to v5's segment framing (compressed or not), in both directions, right
   * after READY or AUTHENTICATE went out unframed: the client sends nothing more until it has read
   * that answer. Under v4, compression switches the same way, from the frame after it.
   */
  private static void useSegments(ChannelHandlerContext ctx, SegmentCodec<ByteBuf> segmentCodec) {
    ctx.pipeline()
        .replace(WcsServer.ENVELOPES, WcsServer.SEGMENTS_IN, new SegmentDecoder(segmentCodec));
    ctx.pipeline()
        .addBefore(WcsServer.FRAMES, WcsServer.SEGMENTS_OUT, new SegmentEncoder(segmentCodec));
  }

  /**
   * Checks a login on a request thread (the password hash is slow on purpose): AUTH_SUCCESS starts
   * the connection; a refusal is an AUTHENTICATION error, after which the client may try again.
   */
  private void logIn(Channel channel, Frame frame) {
    if (!connection.loggingIn()) {
      reply(channel, frame, protocolError("Unexpected message AUTH_RESPONSE"));
      return;
    }
    ByteBuffer token = ((AuthResponse) frame.message).token;
    run(
        channel,
        frame,
        () -> {
          Authentication.Attempt attempt = authentication.check(token);
          if (attempt.refusal() != null) {
            return Response.of(
                new Error(ProtocolConstants.ErrorCode.AUTH_ERROR, attempt.refusal()));
          }
          connection.client().logIn(attempt.user());
          connection.start();
          return Response.of(new AuthSuccess(null));
        });
  }

  private boolean requireStarted(ChannelHandlerContext ctx, Frame frame) {
    if (connection.started()) {
      return true;
    }
    reply(
        ctx.channel(),
        frame,
        protocolError(
            "Unexpected message "
                + opcodeName(frame.message.opcode)
                + ", expecting STARTUP or OPTIONS"));
    return false;
  }

  private void submit(Channel channel, Frame frame) {
    run(
        channel,
        frame,
        frame.tracing
            ? () ->
                requests.traced(
                    frame.message,
                    connection,
                    ((InetSocketAddress) channel.remoteAddress()).getAddress())
            : () -> requests.run(frame.message, connection));
  }

  /**
   * Computes a response on a request thread and sends it; a schema change is also published to the
   * connections that registered for it.
   */
  private void run(Channel channel, Frame frame, Supplier<Response> work) {
    long received = System.nanoTime();
    try {
      requestThreads.execute(
          () -> {
            Response response;
            running.begin(frame.message, received);
            try {
              response = work.get();
            } catch (java.lang.Error e) {
              // An error (out of memory, a class missing from a replaced jar) still gets an
              // answer, which the client would otherwise wait for until its timeout; the thread
              // then ends with the error, as it would have.
              reply(
                  channel,
                  frame,
                  Response.of(
                      new Error(ProtocolConstants.ErrorCode.SERVER_ERROR, String.valueOf(e))));
              throw e;
            } finally {
              running.end();
            }
            reply(channel, frame, response);
            if (response.message() instanceof SchemaChange change) {
              events.publish(
                  new SchemaChangeEvent(
                      change.changeType,
                      change.target,
                      change.keyspace,
                      change.object,
                      change.arguments));
            }
          });
    } catch (RejectedExecutionException e) {
      reply(
          channel,
          frame,
          Response.of(
              new Error(
                  ProtocolConstants.ErrorCode.OVERLOADED,
                  "Server is overloaded: too many requests wait for a request thread")));
    }
  }

  private void reply(Channel channel, Frame request, Response response) {
    int version = request.protocolVersion;
    Frame frame =
        Frame.forResponse(
            version,
            request.streamId,
            response.tracingId(),
            Frame.NO_PAYLOAD,
            // v3 has no warnings: Cassandra leaves them out
            version >= ProtocolConstants.Version.V4 ? response.warnings() : List.of(),
            Errors.inVersion(response.message(), version));
    channel
        .writeAndFlush(frame)
        .addListener(
            future -> {
              if (!future.isSuccess()
                  && channel.isActive()
                  && !(response.message() instanceof Error)) {
                LOG.log(Level.WARNING, "could not send a response", future.cause());
                reply(
                    channel,
                    request,
                    Response.of(
                        Errors.of(new IllegalStateException(String.valueOf(future.cause())))));
              }
            });
  }

  private static Response protocolError(String message) {
    return Response.of(new Error(ProtocolConstants.ErrorCode.PROTOCOL_ERROR, message));
  }

  /**
   * A frame the server cannot read is answered with a PROTOCOL_ERROR on its stream, in the
   * connection's version (the highest the server speaks if the connection has none yet).
   */
  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    Throwable failure =
        cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
    if (failure instanceof ProtocolException protocol) {
      int version = connection.version() == 0 ? versions.highest() : connection.version();
      Frame frame =
          Frame.forResponse(
              version,
              protocol.streamId(),
              null,
              Frame.NO_PAYLOAD,
              List.of(),
              new Error(ProtocolConstants.ErrorCode.PROTOCOL_ERROR, protocol.getMessage()));
      var written = ctx.writeAndFlush(frame);
      if (protocol.fatal()) {
        written.addListener(ChannelFutureListener.CLOSE);
      }
      return;
    }
    if (!(failure instanceof IOException)) {
      LOG.log(Level.WARNING, "closing a connection after an unexpected failure", failure);
    }
    ctx.close();
  }

  private static String opcodeName(int opcode) {
    return switch (opcode) {
      case ProtocolConstants.Opcode.REGISTER -> "REGISTER";
      case ProtocolConstants.Opcode.QUERY -> "QUERY";
      case ProtocolConstants.Opcode.PREPARE -> "PREPARE";
      case ProtocolConstants.Opcode.EXECUTE -> "EXECUTE";
      case ProtocolConstants.Opcode.BATCH -> "BATCH";
      default -> "with opcode " + opcode;
    };
  }
}
