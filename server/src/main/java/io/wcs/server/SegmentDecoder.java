package io.wcs.server;

import com.datastax.oss.protocol.internal.CrcMismatchException;
import com.datastax.oss.protocol.internal.Segment;
import com.datastax.oss.protocol.internal.SegmentCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.util.List;

/**
 * Protocol v5's framing after the handshake: reads segments (header and payload each checked by
 * their CRC) and passes on the envelopes they carry. A self-contained segment holds whole
 * envelopes; an envelope too long for one segment comes in several that are not self-contained, and
 * is passed on once all of them arrived.
 */
final class SegmentDecoder extends ByteToMessageDecoder {
  private final SegmentCodec<ByteBuf> codec;
  private CompositeByteBuf partial;

  SegmentDecoder(SegmentCodec<ByteBuf> codec) {
    this.codec = codec;
  }

  /**
   * A segment whose CRC does not match ends the connection, after a PROTOCOL_ERROR on stream 0 (its
   * requests' own streams cannot be trusted), as Cassandra ends it: the bytes that follow cannot be
   * framed with confidence.
   */
  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    int headerLength = codec.headerLength() + SegmentCodec.CRC24_LENGTH;
    while (in.readableBytes() >= headerLength) {
      in.markReaderIndex();
      Segment<ByteBuf> segment;
      try {
        SegmentCodec.Header header = codec.decodeHeader(in);
        int rest = header.payloadLength + SegmentCodec.CRC32_LENGTH;
        if (in.readableBytes() < rest) {
          in.resetReaderIndex();
          return;
        }
        segment = codec.decode(header, in.readRetainedSlice(rest));
      } catch (CrcMismatchException e) {
        throw new ProtocolException(0, "a damaged segment: " + e.getMessage(), true);
      }
      if (segment.isSelfContained) {
        splitEnvelopes(segment.payload, out);
      } else {
        gather(ctx, segment.payload, out);
      }
    }
  }

  private static void splitEnvelopes(ByteBuf payload, List<Object> out) {
    try {
      while (payload.isReadable()) {
        if (payload.readableBytes() < Envelopes.HEADER_LENGTH
            || payload.readableBytes() < Envelopes.length(payload, payload.readerIndex())) {
          throw new ProtocolException(0, "a self-contained segment ends inside an envelope", true);
        }
        out.add(payload.readRetainedSlice(Envelopes.length(payload, payload.readerIndex())));
      }
    } finally {
      payload.release();
    }
  }

  private void gather(ChannelHandlerContext ctx, ByteBuf payload, List<Object> out) {
    if (partial == null) {
      partial = ctx.alloc().compositeBuffer(Integer.MAX_VALUE);
    }
    partial.addComponent(true, payload);
    if (partial.readableBytes() < Envelopes.HEADER_LENGTH) {
      return;
    }
    int length = Envelopes.length(partial, partial.readerIndex());
    if (partial.readableBytes() > length) {
      throw new ProtocolException(0, "segments hold more than one large envelope", true);
    }
    if (partial.readableBytes() == length) {
      out.add(partial);
      partial = null;
    }
  }

  @Override
  protected void handlerRemoved0(ChannelHandlerContext ctx) {
    if (partial != null) {
      partial.release();
      partial = null;
    }
  }
}
