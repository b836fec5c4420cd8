package io.wcs.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.protocol.internal.Compressor;
import com.datastax.oss.protocol.internal.CrcMismatchException;
import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.FrameCodec;
import com.datastax.oss.protocol.internal.Message;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.Segment;
import com.datastax.oss.protocol.internal.SegmentCodec;
import com.datastax.oss.protocol.internal.request.Options;
import com.datastax.oss.protocol.internal.request.Query;
import com.datastax.oss.protocol.internal.request.Startup;
import com.datastax.oss.protocol.internal.response.Error;
import com.datastax.oss.protocol.internal.response.Ready;
import com.datastax.oss.protocol.internal.response.Supported;
import com.datastax.oss.protocol.internal.response.error.FunctionFailure;
import com.datastax.oss.protocol.internal.response.result.Rows;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.wcs.engine.Database;
import io.wcs.engine.DatabaseOptions;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The server's answers to frames sent byte for byte on a socket: the handshake, and the refusals a
 * driver relies on (an unsupported version) or must get instead of silence (a malformed frame).
 */
class WcsServerProtocolTest {
  private static final FrameCodec<ByteBuf> CLIENT =
      FrameCodec.defaultClient(new ByteBufCodec(ByteBufAllocator.DEFAULT), Compressor.none());

  private static Database database;
  private static WcsServer server;

  @BeforeAll
  static void start() throws Exception {
    database = Database.inMemory("protocol-test", DatabaseOptions.DEFAULT);
    server = WcsServer.start(database, new InetSocketAddress("127.0.0.1", 0));
  }

  @AfterAll
  static void stop() throws Exception {
    server.close();
    database.close();
  }

  /** Drivers step down from a version the server refuses when the message says so. */
  @Test
  void refusesOtherVersionsWithTheTextDriversLookFor() throws IOException {
    for (int version : new int[] {2, 0x42, 6}) {
      try (Socket socket = connect()) {
        send(socket, rawFrame(version, 3, ProtocolConstants.Opcode.OPTIONS, new byte[0]));
        Frame answer = read(socket);
        // v1 and v2 headers have one byte of stream id, so v2's is read as v3's would be
        assertEquals(version == 2 ? 0 : 3, answer.streamId);
        Error error = assertInstanceOf(Error.class, answer.message);
        assertEquals(ProtocolConstants.ErrorCode.PROTOCOL_ERROR, error.code);
        assertEquals(
            "Invalid or unsupported protocol version ("
                + version
                + "); supported versions are (3/v3, 4/v4, 5/v5)",
            error.message);
        assertEquals(-1, socket.getInputStream().read(), "the connection is closed after");
      }
    }
  }

  /** A server capped at v4 refuses v5 in the same words, naming only v4. */
  @Test
  void aServerCappedAtV4RefusesV5() throws Exception {
    WcsServer v4 =
        WcsServer.start(
            database,
            new InetSocketAddress("127.0.0.1", 0),
            ServerOptions.DEFAULT.withHighestVersion(4));
    try (Socket socket = new Socket()) {
      socket.connect(v4.address(), 5000);
      socket.setSoTimeout(10_000);
      send(socket, request(5, 1, new Startup()));
      Frame answer = read(socket);
      assertEquals(4, answer.protocolVersion);
      assertEquals(
          "Invalid or unsupported protocol version (5); supported versions are (3/v3, 4/v4)",
          assertInstanceOf(Error.class, answer.message).message);
    } finally {
      v4.close();
    }
  }

  @Test
  void answersOptionsAndRefusesQueriesBeforeStartup() throws IOException {
    try (Socket socket = connect()) {
      send(socket, request(4, 1, new Query("SELECT * FROM system.local")));
      Error error = assertInstanceOf(Error.class, read(socket).message);
      assertEquals("Unexpected message QUERY, expecting STARTUP or OPTIONS", error.message);

      send(socket, request(4, 2, Options.INSTANCE));
      Supported supported = assertInstanceOf(Supported.class, read(socket).message);
      assertEquals(List.of("3.4.7"), supported.options.get("CQL_VERSION"));
      assertEquals(List.of("snappy", "lz4"), supported.options.get("COMPRESSION"));

      send(socket, request(4, 3, new Startup()));
      assertInstanceOf(Ready.class, read(socket).message);
      send(socket, request(4, 5, new Startup()));
      assertEquals(
          "Unexpected message STARTUP, the connection is already initialized",
          assertInstanceOf(Error.class, read(socket).message).message);
      send(socket, request(4, 4, new Query("SELECT release_version FROM system.local")));
      Frame answer = read(socket);
      assertEquals(4, answer.streamId);
      Rows rows = assertInstanceOf(Rows.class, answer.message);
      assertEquals(
          "5.0.2",
          StandardCharsets.UTF_8.decode(rows.getData().iterator().next().get(0)).toString());
    }
  }

  /** A failed computation names its function as Cassandra 5.0.2 does: system._divide(int, int). */
  @Test
  void namesTheFunctionOfAFunctionFailure() throws IOException {
    try (Socket socket = connect()) {
      send(socket, request(4, 1, new Startup()));
      assertInstanceOf(Ready.class, read(socket).message);
      send(socket, request(4, 2, new Query("SELECT 1 / (int) 0 FROM system.local")));
      FunctionFailure failure = assertInstanceOf(FunctionFailure.class, read(socket).message);
      assertEquals("the operation 'int / int' failed: / by zero", failure.message);
      assertEquals("system", failure.keyspace);
      assertEquals("_divide", failure.function);
      assertEquals(List.of("int", "int"), failure.argTypes);
    }
  }

  @Test
  void refusesAStartupForAnotherCqlOrWithCompression() throws IOException {
    try (Socket socket = connect()) {
      send(socket, request(4, 1, new Startup(java.util.Map.of("CQL_VERSION", "4.0.0"))));
      assertEquals(
          "Unsupported CQL version 4.0.0; this server speaks 3.x",
          assertInstanceOf(Error.class, read(socket).message).message);
      send(socket, request(4, 2, new Startup("zstd")));
      assertEquals(
          "Unknown compression algorithm: zstd (lz4 and snappy are supported)",
          assertInstanceOf(Error.class, read(socket).message).message);
    }
    try (Socket socket = connect()) {
      send(socket, request(5, 1, new Startup("snappy")));
      assertEquals(
          "Snappy compression is not supported in protocol V5",
          assertInstanceOf(Error.class, read(socket).message).message);
    }
  }

  /** A body the codecs cannot read is answered on its stream, then the connection closes. */
  @Test
  void refusesAMalformedFrame() throws IOException {
    try (Socket socket = connect()) {
      send(socket, request(4, 1, new Startup()));
      assertInstanceOf(Ready.class, read(socket).message);
      // a QUERY whose long string claims 1000 bytes and has 2
      send(
          socket,
          rawFrame(
              4, 9, ProtocolConstants.Opcode.QUERY, new byte[] {0, 0, 3, (byte) 0xE8, 'h', 'i'}));
      Frame answer = read(socket);
      assertEquals(9, answer.streamId);
      Error error = assertInstanceOf(Error.class, answer.message);
      assertEquals(ProtocolConstants.ErrorCode.PROTOCOL_ERROR, error.code);
      assertTrue(error.message.startsWith("Malformed request: "), error.message);
      assertEquals(-1, socket.getInputStream().read());
    }
  }

  /** A bound value whose length is past the body's end is refused before anything is allocated. */
  @Test
  void refusesAValueLongerThanItsFrame() throws IOException {
    try (Socket socket = connect()) {
      send(socket, request(4, 1, new Startup()));
      assertInstanceOf(Ready.class, read(socket).message);
      // a QUERY "x" at ONE with one value of 2^31 - 1 bytes, and none of them
      byte[] body = {0, 0, 0, 1, 'x', 0, 1, 1, 0, 1, 0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF};
      send(socket, rawFrame(4, 3, ProtocolConstants.Opcode.QUERY, body));
      Error error = assertInstanceOf(Error.class, read(socket).message);
      assertEquals(ProtocolConstants.ErrorCode.PROTOCOL_ERROR, error.code);
      assertEquals("Malformed request: a value of 2147483647 bytes where 0 remain", error.message);
    }
  }

  @Test
  void refusesABodyOverTheLimit() throws IOException {
    try (Socket socket = connect()) {
      ByteBuf header = Unpooled.buffer();
      header.writeByte(4).writeByte(0).writeShort(5).writeByte(ProtocolConstants.Opcode.QUERY);
      header.writeInt(300 * 1024 * 1024);
      send(socket, header);
      Error error = assertInstanceOf(Error.class, read(socket).message);
      assertEquals(
          "Request is too big: length 314572800 exceeds maximum allowed length 268435456",
          error.message);
    }
  }

  /**
   * A v5 segment whose payload fails its CRC is answered with a PROTOCOL_ERROR on stream 0, in a
   * segment, and the connection closes: the frames it held cannot be trusted, their streams
   * neither.
   */
  @Test
  void refusesADamagedSegment() throws IOException, CrcMismatchException {
    try (Socket socket = connect()) {
      send(socket, request(5, 1, new Startup()));
      assertInstanceOf(Ready.class, read(socket).message);
      SegmentCodec<ByteBuf> segments =
          new SegmentCodec<>(new ByteBufCodec(ByteBufAllocator.DEFAULT), Compressor.none());
      List<Object> parts = new ArrayList<>();
      segments.encode(new Segment<>(request(5, 2, Options.INSTANCE), true), parts);
      ByteBuf wire = Unpooled.buffer();
      for (Object part : parts) {
        wire.writeBytes((ByteBuf) part);
        ((ByteBuf) part).release();
      }
      wire.setByte(wire.writerIndex() - 5, wire.getByte(wire.writerIndex() - 5) ^ 1);
      send(socket, wire);
      DataInputStream in = new DataInputStream(socket.getInputStream());
      byte[] header = new byte[segments.headerLength() + SegmentCodec.CRC24_LENGTH];
      in.readFully(header);
      SegmentCodec.Header decoded = segments.decodeHeader(Unpooled.wrappedBuffer(header));
      byte[] rest = new byte[decoded.payloadLength + SegmentCodec.CRC32_LENGTH];
      in.readFully(rest);
      Frame answer = CLIENT.decode(segments.decode(decoded, Unpooled.wrappedBuffer(rest)).payload);
      assertEquals(0, answer.streamId);
      Error error = assertInstanceOf(Error.class, answer.message);
      assertEquals(ProtocolConstants.ErrorCode.PROTOCOL_ERROR, error.code);
      assertTrue(
          error.message.startsWith("a damaged segment: CRC mismatch on payload"), error.message);
      assertEquals(-1, socket.getInputStream().read());
    }
  }

  private static Socket connect() throws IOException {
    Socket socket = new Socket();
    socket.connect(server.address(), 5000);
    socket.setSoTimeout(10_000);
    return socket;
  }

  private static ByteBuf request(int version, int streamId, Message message) {
    return CLIENT.encode(Frame.forRequest(version, streamId, false, Frame.NO_PAYLOAD, message));
  }

  private static ByteBuf rawFrame(int version, int streamId, int opcode, byte[] body) {
    ByteBuf frame = Unpooled.buffer();
    frame.writeByte(version).writeByte(0).writeShort(streamId).writeByte(opcode);
    frame.writeInt(body.length).writeBytes(body);
    return frame;
  }

  private static void send(Socket socket, ByteBuf frame) throws IOException {
    byte[] bytes = new byte[frame.readableBytes()];
    frame.readBytes(bytes);
    frame.release();
    OutputStream out = socket.getOutputStream();
    out.write(bytes);
    out.flush();
  }

  /** One response frame, read in the v4 framing (the server answers these tests unsegmented). */
  private static Frame read(Socket socket) throws IOException {
    DataInputStream in = new DataInputStream(socket.getInputStream());
    byte[] header = new byte[Envelopes.HEADER_LENGTH];
    in.readFully(header);
    int length = Unpooled.wrappedBuffer(header).getInt(5);
    byte[] body = new byte[length];
    in.readFully(body);
    return CLIENT.decode(Unpooled.wrappedBuffer(header, body));
  }
}
