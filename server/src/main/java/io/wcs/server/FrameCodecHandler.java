package io.wcs.server;

import com.datastax.oss.protocol.internal.Frame;
import com.datastax.oss.protocol.internal.FrameCodec;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToMessageCodec;
import java.util.List;

/**
 * Envelopes to frames and back, with {@code native-protocol}'s message codecs. The first envelope
 * fixes the connection's protocol version; an envelope in a version the server does not speak, or
 * in another version than the connection's, is refused, as is one whose body cannot be read.
 */
final class FrameCodecHandler extends MessageToMessageCodec<ByteBuf, Frame> {
  private volatile FrameCodec<ByteBuf> codec;
  private final ConnectionState connection;
  private final SupportedVersions versions;

  FrameCodecHandler(
      FrameCodec<ByteBuf> codec, ConnectionState connection, SupportedVersions versions) {
    this.codec = codec;
    this.connection = connection;
    this.versions = versions;
  }

  /** From now on frames are read and written with {@code newCodec} (v4 compression). */
  void useCodec(FrameCodec<ByteBuf> newCodec) {
    codec = newCodec;
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf envelope, List<Object> out) {
    int start = envelope.readerIndex();
    int version = Envelopes.version(envelope, start);
    int streamId = Envelopes.streamId(envelope, start);
    if (!versions.isSupported(version)) {
      throw versions.unsupported(version, streamId);
    }
    if (connection.version() == 0) {
      connection.setVersion(version);
    } else if (connection.version() != version) {
      throw new ProtocolException(
          streamId,
          "Invalid message version. Got "
              + version
              + " but previous messages on this connection"
              + " had version "
              + connection.version(),
          true);
    }
    try {
      out.add(codec.decode(envelope));
    } catch (RuntimeException e) {
      throw new ProtocolException(streamId, "Malformed request: " + e.getMessage(), true);
    }
  }

  @Override
  protected void encode(ChannelHandlerContext ctx, Frame frame, List<Object> out) {
    out.add(codec.encode(frame));
  }
}
