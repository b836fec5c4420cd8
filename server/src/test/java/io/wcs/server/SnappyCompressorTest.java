package io.wcs.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.xerial.snappy.Snappy;

/**
 * The v4 {@code snappy} frame body is a raw Snappy block as Cassandra's and the drivers'
 * snappy-java writes it; a body that declares more than the protocol's bound, or another length
 * than it holds, is refused before it is read.
 */
class SnappyCompressorTest {
  private static final byte[] TEXT =
      "a body that repeats, a body that repeats, a body that repeats"
          .getBytes(StandardCharsets.UTF_8);

  @Test
  void readsWhatSnappyJavaWritesAndWritesWhatItReads() throws Exception {
    ByteBuf body =
        SnappyCompressor.INSTANCE.decompress(Unpooled.wrappedBuffer(Snappy.compress(TEXT)));
    assertEquals(new String(TEXT, StandardCharsets.UTF_8), body.toString(StandardCharsets.UTF_8));
    ByteBuf compressed = SnappyCompressor.INSTANCE.compress(Unpooled.wrappedBuffer(TEXT));
    byte[] bytes = new byte[compressed.readableBytes()];
    compressed.readBytes(bytes);
    assertEquals(
        new String(TEXT, StandardCharsets.UTF_8),
        new String(Snappy.uncompress(bytes), StandardCharsets.UTF_8));
  }

  @Test
  void refusesADeclaredLengthOverTheBoundOrOtherThanTheBody() throws Exception {
    // a preamble of 2^30 bytes and nothing after it
    ByteBuf huge =
        Unpooled.wrappedBuffer(
            new byte[] {(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x04});
    assertThrows(IllegalArgumentException.class, () -> SnappyCompressor.INSTANCE.decompress(huge));
    byte[] block = Snappy.compress(TEXT);
    block[0]++; // one byte more than it holds
    assertThrows(
        RuntimeException.class,
        () -> SnappyCompressor.INSTANCE.decompress(Unpooled.wrappedBuffer(block)));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            SnappyCompressor.INSTANCE.decompress(Unpooled.wrappedBuffer(new byte[] {(byte) 0x80})));
  }
}
