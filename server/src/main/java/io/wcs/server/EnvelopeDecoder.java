package io.wcs.server;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.util.List;

/**
 * Cuts the inbound bytes into whole envelopes: the framing of protocol v4, and of v5 until its
 * handshake ends (then {@link SegmentDecoder} takes over).
 */
final class EnvelopeDecoder extends ByteToMessageDecoder {

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    while (in.readableBytes() >= Envelopes.HEADER_LENGTH
        || (in.readableBytes() >= 3 && Envelopes.version(in, in.readerIndex()) < 3)) {
      int length = Envelopes.length(in, in.readerIndex());
      if (in.readableBytes() < length) {
        return;
      }
      out.add(in.readRetainedSlice(length));
    }
  }
}
