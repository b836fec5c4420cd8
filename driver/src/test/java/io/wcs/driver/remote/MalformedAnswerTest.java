package io.wcs.driver.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.request.Query;
import com.datastax.oss.protocol.internal.request.Startup;
import com.datastax.oss.protocol.internal.response.Error;
import com.datastax.oss.protocol.internal.response.Ready;
import io.wcs.engine.cql.QueryOptions;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the session says when the port it connects to answers with bytes that are not a native
 * protocol response, found by a proxy flipping bytes of a server's answers: a clear 08001 naming
 * what came, never an allocation the size of a damaged length, nor a bare "null".
 */
class MalformedAnswerTest {
  /** Answers each connection's first bytes with {@code answer}, then closes it. */
  private static String connectionRefusal(byte[] answer) throws Exception {
    try (ServerSocket server = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
      Thread serving =
          new Thread(
              () -> {
                try (Socket client = server.accept()) {
                  InputStream in = client.getInputStream();
                  in.read(new byte[64]);
                  client.getOutputStream().write(answer);
                } catch (IOException e) {
                  // the test's client is gone; its assertion says why
                }
              });
      serving.setDaemon(true);
      serving.start();
      SQLException e =
          ConnectAttempts.refused(
              server.getLocalPort(), new ConnectOptions(5000, 0, null, false, null));
      assertEquals("08001", e.getSQLState());
      String prefix =
          "cannot connect to the WCS or Cassandra server at 127.0.0.1:"
              + server.getLocalPort()
              + ": ";
      assertTrue(e.getMessage().startsWith(prefix), e.getMessage());
      return e.getMessage().substring(prefix.length());
    }
  }

  @Test
  void anHttpServerIsNamedAsNotANativeProtocolPort() throws Exception {
    assertEquals(
        "the server's answer is not a native protocol response of version 3 to 5 (its first byte is"
            + " 0x48, not 0x83 to 0x85): is this the native protocol port of a Cassandra (2.2 or"
            + " later) or WCS server?",
        connectionRefusal(
            "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n"
                .getBytes(StandardCharsets.US_ASCII)));
  }

  @Test
  void aBodyLengthBeyondTheProtocolsLimitIsRefusedBeforeAllocating() throws Exception {
    byte[] header = {(byte) 0x85, 0, 0, 0, 0x02, 0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF};
    assertEquals(
        "the server sent a frame whose body would be 2147483647 bytes, beyond the protocol's limit"
            + " of 256 MiB",
        connectionRefusal(header));
  }

  @Test
  void anOpcodeNoResponseHasIsNamed() throws Exception {
    byte[] request = {(byte) 0x85, 0, 0, 0, 0x07, 0, 0, 0, 0};
    assertEquals(
        "the server sent a frame of opcode 7, which no response has", connectionRefusal(request));
  }

  /** The port accepts the connection (the operating system does) and nothing answers. */
  @Test
  void aServerThatNeverAnswersIsNamedWithTheTimeout() throws Exception {
    try (ServerSocket silent = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
      SQLException e =
          ConnectAttempts.refused(
              silent.getLocalPort(), new ConnectOptions(200, 0, null, false, null));
      assertEquals(
          "cannot connect to the WCS or Cassandra server at 127.0.0.1:"
              + silent.getLocalPort()
              + ": no answer within connectTimeout (200 ms)",
          e.getMessage());
    }
  }

  @Test
  void aServerThatClosesWithoutAnAnswerIsSaidToHaveClosed() throws Exception {
    assertEquals("the server closed the connection", connectionRefusal(new byte[0]));
  }

  /**
   * A server that cannot read a request answers on stream 0 and closes (Cassandra and WCS do so for
   * a damaged v5 segment): that error is what the session reports, not a bare closing.
   */
  @Test
  void anErrorOnStreamZeroBeforeTheServerClosesIsReported() throws Exception {
    String damaged = "a damaged segment: CRC mismatch on payload. Received 1, computed 2.";
    try (ScriptedServer server =
            new ScriptedServer(
                request -> answer(request, damaged),
                (request, response) ->
                    Frame.forResponse(
                        4,
                        response instanceof Error error && error.message.equals(damaged)
                            ? 0
                            : request.streamId,
                        null,
                        Frame.NO_PAYLOAD,
                        List.of(),
                        response));
        RemoteSession session =
            RemoteSession.connect(
                List.of("127.0.0.1:" + server.port()),
                new ConnectOptions(5000, 0, null, false, null))) {
      SQLException e =
          assertThrows(
              SQLException.class,
              () -> session.execute("SELECT * FROM damaged", QueryOptions.of(List.of())));
      assertTrue(
          e.getMessage().endsWith("the server closed the connection after an error: " + damaged),
          e.getMessage());
    }
  }

  /**
   * As Cassandra 4 would: no v5, READY to a STARTUP, no table to the session's reads of the
   * topology; then {@code error}.
   */
  private static Message answer(Frame request, String error) {
    if (request.protocolVersion == 5) {
      return ScriptedServer.V5_REFUSED;
    }
    if (request.message instanceof Startup) {
      return new Ready();
    }
    if (request.message instanceof Query query && !query.query.contains("damaged")) {
      return new Error(
          ProtocolConstants.ErrorCode.INVALID, "unconfigured table in: " + query.query);
    }
    return new Error(ProtocolConstants.ErrorCode.PROTOCOL_ERROR, error);
  }
}
