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
  private final SupportedVersions versions;

  EnvelopeDecoder(SupportedVersions versions) {
    this.versions = versions;
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    while (in.readableBytes() >= Envelopes.HEADER_LENGTH
        || (in.readableBytes() >= 3 && Envelopes.version(in, in.readerIndex()) < 3)) {
      int start = in.readerIndex();
      if (Envelopes.version(in, start) < 3) {
        // an 8-byte header of v1 or v2: refused before its length is misread
        throw versions.unsupported(Envelopes.version(in, start), Envelopes.streamId(in, start));
      }
      int length = Envelopes.length(in, start);
      if (in.readableBytes() < length) {
        return;
      }
      out.add(in.readRetainedSlice(length));
    }
  }
}
