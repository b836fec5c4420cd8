package io.wcs.driver.remote;

import com.datastax.oss.protocol.internal.Compressor;
import com.datastax.oss.protocol.internal.CrcMismatchException;
import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.FrameCodec;
import com.datastax.oss.protocol.internal.ProtocolConstants;
import com.datastax.oss.protocol.internal.Segment;
import com.datastax.oss.protocol.internal.SegmentCodec;
import com.datastax.oss.protocol.internal.util.Crc;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

/**
 * Frames over one socket, in the native protocol's two framings: envelopes alone (v4, and v5 until
 * its handshake ends), then, once {@link #useSegments} is called, v5 segments with their CRCs, an
 * envelope too long for one segment split over several. Writes may come from any thread (they are
 * serialized); reads come from one thread.
 */
final class FrameChannel implements AutoCloseable {
  private static final int ENVELOPE_HEADER = 9;
  private static final int SEGMENT_HEADER = 3;
  private static final int COMPRESSED_SEGMENT_HEADER = 5;
  // The direction bit of a response's version byte.
  private static final int RESPONSE = 0x80;
  // The native protocol's limit on a frame's body (spec v4, section 2.5).
  private static final int MAX_BODY_LENGTH = 256 << 20;

  private final Socket socket;
  private final DataInputStream in;
  private final OutputStream out;

  /** Writes frames uncompressed; {@link #encode} compresses v4 bodies itself. */
  private final FrameCodec<ByteBuffer> encoder =
      FrameCodec.defaultClient(ByteBufferCodec.INSTANCE, Compressor.none());

  /** Reads frames, decompressing a body whose compressed flag is set once lz4 is on. */
  private volatile FrameCodec<ByteBuffer> decoder = encoder;

  private volatile SegmentCodec<ByteBuffer> segments =
      new SegmentCodec<>(ByteBufferCodec.INSTANCE, Compressor.none());
  private final Deque<ByteBuffer> unreadEnvelopes = new ArrayDeque<>();
  private volatile boolean segmented;
  private volatile boolean compressed;

  FrameChannel(Socket socket) throws IOException {
    this.socket = socket;
    this.in = new DataInputStream(new BufferedInputStream(socket.getInputStream(), 1 << 16));
    this.out = new BufferedOutputStream(socket.getOutputStream(), 1 << 16);
  }

  /** From now on both directions use v5 segments (after READY or AUTHENTICATE under v5). */
  void useSegments() {
    segmented = true;
  }

  /**
   * From now on both directions use {@code lz4}: in frame bodies, or in segments once {@link
   * #useSegments} is called.
   */
  void useLz4() {
    decoder = FrameCodec.defaultClient(ByteBufferCodec.INSTANCE, Lz4BufferCompressor.INSTANCE);
    segments = new SegmentCodec<>(ByteBufferCodec.INSTANCE, Lz4BufferCompressor.INSTANCE);
    compressed = true;
  }

  void write(Frame frame) throws IOException {
    ByteBuffer envelope = encode(frame);
    synchronized (out) {
      if (!segmented) {
        out.write(
            envelope.array(), envelope.arrayOffset() + envelope.position(), envelope.remaining());
      } else if (envelope.remaining() <= Segment.MAX_PAYLOAD_LENGTH) {
        writeSegment(envelope, true);
      } else {
        while (envelope.hasRemaining()) {
          int length = Math.min(Segment.MAX_PAYLOAD_LENGTH, envelope.remaining());
          writeSegment(ByteBufferCodec.INSTANCE.readRetainedSlice(envelope, length), false);
        }
      }
      out.flush();
    }
  }

  /**
   * The frame's bytes, ready to send. With lz4 under v4 the body after the 9-byte header is
   * compressed and the header's flag and length say so; v5 compresses segments instead.
   */
  private ByteBuffer encode(Frame frame) {
    ByteBuffer plain = encoder.encode(frame).flip();
    if (!compressed || segmented) {
      return plain;
    }
    ByteBuffer body =
        Lz4BufferCompressor.INSTANCE.compress(plain.duplicate().position(ENVELOPE_HEADER));
    int bodyLength = body.remaining();
    ByteBuffer envelope = ByteBuffer.allocate(ENVELOPE_HEADER + bodyLength);
    envelope.put(plain.duplicate().limit(ENVELOPE_HEADER)).put(body).flip();
    envelope.put(1, (byte) (envelope.get(1) | ProtocolConstants.FrameFlag.COMPRESSED));
    return envelope.putInt(5, bodyLength);
  }

  /**
   * Header and CRC24, payload, CRC32, all little-endian. The header holds the payload's length and
   * the self-contained bit; when compressed, also the uncompressed length (0 when the payload
   * travels as it is because compressing did not shrink it).
   */
  private void writeSegment(ByteBuffer payload, boolean selfContained) throws IOException {
    long header;
    int headerLength;
    if (compressed) {
      ByteBuffer smaller = Lz4BufferCompressor.INSTANCE.compressWithoutLength(payload);
      long uncompressedLength = 0;
      if (smaller.remaining() < payload.remaining()) {
        uncompressedLength = payload.remaining();
        payload = smaller;
      }
      header = payload.remaining() | uncompressedLength << 17 | (selfContained ? 1L << 34 : 0);
      headerLength = COMPRESSED_SEGMENT_HEADER;
    } else {
      header = payload.remaining() | (selfContained ? 1L << 17 : 0);
      headerLength = SEGMENT_HEADER;
    }
    writeLittleEndian(header, headerLength);
    writeLittleEndian(Crc.computeCrc24(header, headerLength), SegmentCodec.CRC24_LENGTH);
    int crc = Crc.computeCrc32(payload, ByteBufferCodec.INSTANCE);
    out.write(payload.array(), payload.arrayOffset() + payload.position(), payload.remaining());
    writeLittleEndian(crc, SegmentCodec.CRC32_LENGTH);
  }

  private void writeLittleEndian(long value, int bytes) throws IOException {
    for (int i = 0; i < bytes; i++) {
      out.write((int) (value >>> (8 * i)) & 0xFF);
    }
  }

  /**
   * The next frame the server sent.
   *
   * @throws IOException if the connection ends or sends what cannot be a frame
   */
  Frame read() throws IOException {
    try {
      ByteBuffer envelope = segmented ? nextSegmentedEnvelope() : readEnvelope();
      int opcode = envelope.get(envelope.position() + 4);
      if (!isResponse(opcode)) {
        throw new IOException(
            "the server sent a frame of opcode " + opcode + ", which no response has");
      }
      return decoder.decode(envelope);
    } catch (EOFException e) {
      throw new EOFException("the server closed the connection");
    } catch (RuntimeException e) {
      throw new IOException("the server sent a frame that cannot be read: " + e.getMessage(), e);
    }
  }

  private static boolean isResponse(int opcode) {
    return switch (opcode) {
      case ProtocolConstants.Opcode.ERROR,
          ProtocolConstants.Opcode.READY,
          ProtocolConstants.Opcode.AUTHENTICATE,
          ProtocolConstants.Opcode.SUPPORTED,
          ProtocolConstants.Opcode.RESULT,
          ProtocolConstants.Opcode.EVENT,
          ProtocolConstants.Opcode.AUTH_CHALLENGE,
          ProtocolConstants.Opcode.AUTH_SUCCESS ->
          true;
      default -> false;
    };
  }

  private ByteBuffer readEnvelope() throws IOException {
    byte[] header = new byte[ENVELOPE_HEADER];
    in.readFully(header);
    int versionByte = header[0] & 0xFF;
    int version = versionByte & ~RESPONSE;
    if ((versionByte & RESPONSE) == 0
        || version < ProtocolConstants.Version.V3
        || version > ProtocolConstants.Version.V5) {
      throw new IOException(
          String.format(
              Locale.ROOT,
              "the server's answer is not a native protocol response of version 3 to 5 (its first"
                  + " byte is 0x%02x, not 0x83 to 0x85): is this the native protocol port of a"
                  + " Cassandra (2.2 or later) or WCS server?",
              versionByte));
    }
    ByteBuffer envelope = ByteBuffer.allocate(envelopeLength(ByteBuffer.wrap(header))).put(header);
    in.readFully(envelope.array(), ENVELOPE_HEADER, envelope.capacity() - ENVELOPE_HEADER);
    return envelope.position(0);
  }

  private ByteBuffer nextSegmentedEnvelope() throws IOException {
    if (!unreadEnvelopes.isEmpty()) {
      return unreadEnvelopes.poll();
    }
    Segment<ByteBuffer> segment = readSegment();
    if (segment.isSelfContained) {
      ByteBuffer payload = segment.payload;
      while (payload.hasRemaining()) {
        int length = envelopeLength(payload);
        if (length > payload.remaining()) {
          throw new IOException(
              "the server sent a self-contained segment that ends inside an envelope");
        }
        unreadEnvelopes.add(ByteBufferCodec.INSTANCE.readRetainedSlice(payload, length));
      }
      return unreadEnvelopes.poll();
    }
    ByteBuffer first = segment.payload;
    ByteBuffer envelope = ByteBuffer.allocate(envelopeLength(first));
    envelope.put(first);
    while (envelope.hasRemaining()) {
      ByteBuffer next = readSegment().payload;
      if (next.remaining() > envelope.remaining()) {
        throw new IOException("the server sent segments longer than the envelope they carry");
      }
      envelope.put(next);
    }
    return envelope.flip();
  }

  private Segment<ByteBuffer> readSegment() throws IOException {
    SegmentCodec<ByteBuffer> segments = this.segments;
    byte[] header = new byte[segments.headerLength() + SegmentCodec.CRC24_LENGTH];
    in.readFully(header);
    try {
      SegmentCodec.Header decoded = segments.decodeHeader(ByteBuffer.wrap(header));
      byte[] rest = new byte[decoded.payloadLength + SegmentCodec.CRC32_LENGTH];
      in.readFully(rest);
      return segments.decode(decoded, ByteBuffer.wrap(rest));
    } catch (CrcMismatchException e) {
      throw new IOException("the server sent a damaged segment: " + e.getMessage(), e);
    }
  }

  /**
   * The whole length of the envelope starting at the buffer's position, its body's length checked
   * against the protocol's limit before anything that size is allocated.
   */
  private static int envelopeLength(ByteBuffer buffer) throws IOException {
    if (buffer.remaining() < ENVELOPE_HEADER) {
      throw new IOException("the server sent a segment that ends inside an envelope header");
    }
    int bodyLength = buffer.getInt(buffer.position() + 5);
    if (bodyLength < 0 || bodyLength > MAX_BODY_LENGTH) {
      throw new IOException(
          "the server sent a frame whose body would be "
              + Integer.toUnsignedString(bodyLength)
              + " bytes, beyond the protocol's limit of 256 MiB");
    }
    return ENVELOPE_HEADER + bodyLength;
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }
}
