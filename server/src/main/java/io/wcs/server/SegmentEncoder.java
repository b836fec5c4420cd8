package io.wcs.server;

import com.datastax.oss.protocol.internal.Segment;
import com.datastax.oss.protocol.internal.SegmentCodec;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToMessageEncoder;
import java.util.List;

/**
 * Protocol v5's framing after the handshake: each outbound envelope travels in one self-contained
 * segment, or, when longer than a segment's payload may be (128 KiB less one byte), in as many
 * segments as it needs, none of them self-contained.
 */
final class SegmentEncoder extends MessageToMessageEncoder<ByteBuf> {
  private final SegmentCodec<ByteBuf> codec;

  SegmentEncoder(SegmentCodec<ByteBuf> codec) {
    this.codec = codec;
  }

  @Override
  protected void encode(ChannelHandlerContext ctx, ByteBuf envelope, List<Object> out) {
    int length = envelope.readableBytes();
    if (length <= Segment.MAX_PAYLOAD_LENGTH) {
      codec.encode(new Segment<>(envelope.retain(), true), out);
      return;
    }
    for (int offset = 0; offset < length; offset += Segment.MAX_PAYLOAD_LENGTH) {
      int chunk = Math.min(Segment.MAX_PAYLOAD_LENGTH, length - offset);
      ByteBuf slice = envelope.retainedSlice(envelope.readerIndex() + offset, chunk);
      codec.encode(new Segment<>(slice, false), out);
    }
  }
}
