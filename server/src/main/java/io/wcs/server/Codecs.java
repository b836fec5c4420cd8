package io.wcs.server;

import com.datastax.oss.protocol.internal.Compressor;
import com.datastax.oss.protocol.internal.FrameCodec;
import com.datastax.oss.protocol.internal.SegmentCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;

/**
 * The frame and segment codecs a server's connections use: plain ones, and those of the compression
 * a client may ask for in STARTUP: {@code lz4} (per frame body in v4, per segment in v5) and {@code
 * snappy} (v4 only). Stateless and shared.
 */
record Codecs(
    FrameCodec<ByteBuf> frames,
    FrameCodec<ByteBuf> lz4Frames,
    FrameCodec<ByteBuf> snappyFrames,
    SegmentCodec<ByteBuf> segments,
    SegmentCodec<ByteBuf> lz4Segments) {

  static Codecs create(ByteBufAllocator allocator) {
    ByteBufCodec primitives = new ByteBufCodec(allocator);
    return new Codecs(
        FrameCodec.defaultServer(primitives, Compressor.none()),
        FrameCodec.defaultServer(primitives, Lz4Compressor.INSTANCE),
        FrameCodec.defaultServer(primitives, SnappyCompressor.INSTANCE),
        new SegmentCodec<>(primitives, Compressor.none()),
        new SegmentCodec<>(primitives, Lz4Compressor.INSTANCE));
  }
}
