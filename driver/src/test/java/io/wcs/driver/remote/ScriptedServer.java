package io.wcs.driver.remote;

import com.datastax.oss.protocol.internal.Compressor;
import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.FrameCodec;
import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.response.Error;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A server on a local port that answers each v4-framed request with what {@code answer} says, and
 * closes a connection after a PROTOCOL_ERROR, as Cassandra does.
 */
final class ScriptedServer implements AutoCloseable {
  private static final FrameCodec<ByteBuffer> SERVER =
      FrameCodec.defaultServer(ByteBufferCodec.INSTANCE, Compressor.none());

  /**
   * How a server of Cassandra 3 or 4 refuses a request in protocol v5, which drivers step down on.
   */
  static final Error V5_REFUSED =
      new Error(
          ProtocolConstants.ErrorCode.PROTOCOL_ERROR,
          "Invalid or unsupported protocol version (5); the lowest supported version is 3 and the"
              + " greatest is 4");

  private final ServerSocket socket = new ServerSocket(0);
  private final List<Frame> requests = new ArrayList<>();

  ScriptedServer(Function<Frame, Message> answer) throws IOException {
    this(
        answer,
        (request, response) ->
            Frame.forResponse(
                request.protocolVersion,
                request.streamId,
                null,
                Frame.NO_PAYLOAD,
                List.of(),
                response));
  }

  /** Answers each request with what {@code answer} says, in the frame {@code frame} makes of it. */
  ScriptedServer(Function<Frame, Message> answer, BiFunction<Frame, Message, Frame> frame)
      throws IOException {
    Thread thread = new Thread(() -> serve(answer, frame), "scripted-server");
    thread.setDaemon(true);
    thread.start();
  }

  int port() {
    return socket.getLocalPort();
  }

  synchronized List<Frame> requests() {
    return List.copyOf(requests);
  }

  private void serve(Function<Frame, Message> answer, BiFunction<Frame, Message, Frame> frame) {
    while (!socket.isClosed()) {
      try (Socket client = socket.accept()) {
        DataInputStream in = new DataInputStream(client.getInputStream());
        while (true) {
          byte[] header = new byte[9];
          in.readFully(header);
          byte[] body = new byte[ByteBuffer.wrap(header).getInt(5)];
          in.readFully(body);
          ByteBuffer envelope = ByteBuffer.allocate(9 + body.length).put(header).put(body);
          Frame request = SERVER.decode(envelope.flip());
          synchronized (this) {
            requests.add(request);
          }
          Message response = answer.apply(request);
          ByteBuffer out = SERVER.encode(frame.apply(request, response)).flip();
          client.getOutputStream().write(out.array(), 0, out.remaining());
          if (response instanceof Error error
              && error.code == ProtocolConstants.ErrorCode.PROTOCOL_ERROR) {
            break;
          }
        }
      } catch (IOException e) {
        // the client closed its connection (or the test closed the port): wait for the next one
      }
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
