package io.wcs.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.protocol.internal.Compressor;
import com.datastax.oss.protocol.internal.SegmentCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.DecoderException;
import org.junit.jupiter.api.Test;

/** v5 segments written by {@link SegmentEncoder} are read back whole by {@link SegmentDecoder}. */
class SegmentFramingTest {
  private final SegmentCodec<ByteBuf> codec =
      new SegmentCodec<>(new ByteBufCodec(ByteBufAllocator.DEFAULT), Compressor.none());

  @Test
  void aSmallEnvelopeTravelsInOneSegment() {
    ByteBuf envelope = envelope(100);
    assertEquals(envelope, roundTrip(envelope.copy()));
  }

  /** 300,000 bytes need three segments: two full ones and the rest. */
  @Test
  void aLargeEnvelopeIsSplitAndGathered() {
    ByteBuf envelope = envelope(300_000);
    EmbeddedChannel encoder = new EmbeddedChannel(new SegmentEncoder(codec));
    encoder.writeOutbound(envelope.copy());
    ByteBuf wire = Unpooled.buffer();
    for (ByteBuf part; (part = encoder.readOutbound()) != null; ) {
      wire.writeBytes(part);
      part.release();
    }
    EmbeddedChannel decoder = new EmbeddedChannel(new SegmentDecoder(codec));
    // byte by byte in three pieces, as a socket may deliver them
    int third = wire.readableBytes() / 3;
    decoder.writeInbound(wire.readRetainedSlice(third));
    assertNull(decoder.readInbound());
    decoder.writeInbound(wire.readRetainedSlice(third));
    decoder.writeInbound(wire.readRetainedSlice(wire.readableBytes()));
    ByteBuf read = decoder.readInbound();
    assertEquals(envelope, read);
    read.release();
    wire.release();
  }

  @Test
  void aCorruptSegmentIsRefused() {
    EmbeddedChannel encoder = new EmbeddedChannel(new SegmentEncoder(codec));
    encoder.writeOutbound(envelope(50));
    ByteBuf wire = Unpooled.buffer();
    for (ByteBuf part; (part = encoder.readOutbound()) != null; ) {
      wire.writeBytes(part);
      part.release();
    }
    wire.setByte(20, wire.getByte(20) ^ 1);
    EmbeddedChannel decoder = new EmbeddedChannel(new SegmentDecoder(codec));
    DecoderException thrown =
        assertThrows(DecoderException.class, () -> decoder.writeInbound(wire));
    ProtocolException refusal = assertInstanceOf(ProtocolException.class, thrown.getCause());
    assertTrue(refusal.fatal());
    assertEquals(0, refusal.streamId());
    assertTrue(
        refusal.getMessage().startsWith("a damaged segment: CRC mismatch on payload"),
        refusal.getMessage());
  }

  private ByteBuf roundTrip(ByteBuf envelope) {
    EmbeddedChannel encoder = new EmbeddedChannel(new SegmentEncoder(codec));
    encoder.writeOutbound(envelope);
    EmbeddedChannel decoder = new EmbeddedChannel(new SegmentDecoder(codec));
    for (ByteBuf part; (part = encoder.readOutbound()) != null; ) {
      decoder.writeInbound(part);
    }
    return decoder.readInbound();
  }

  /** An envelope of protocol v5 whose body is {@code bodyLength} bytes of a pattern. */
  private static ByteBuf envelope(int bodyLength) {
    ByteBuf envelope = Unpooled.buffer(Envelopes.HEADER_LENGTH + bodyLength);
    envelope.writeByte(5).writeByte(0).writeShort(7).writeByte(7).writeInt(bodyLength);
    for (int i = 0; i < bodyLength; i++) {
      envelope.writeByte(i * 13);
    }
    return envelope;
  }
}
