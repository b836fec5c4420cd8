package io.wcs.engine.util;

import java.nio.ByteBuffer;

/** Buffers as the byte arrays the engine keeps values in. Stateless. */
public final class ByteBuffers {
  private ByteBuffers() {}

  /**
   * The remaining bytes of {@code buffer} (left unconsumed): its array itself when it wraps a whole
   * one, as values decoded from the network do, a copy otherwise.
   */
  public static byte[] bytes(ByteBuffer buffer) {
    if (buffer.hasArray()
        && buffer.arrayOffset() == 0
        && buffer.position() == 0
        && buffer.remaining() == buffer.array().length) {
      return buffer.array();
    }
    byte[] bytes = new byte[buffer.remaining()];
    buffer.duplicate().get(bytes);
    return bytes;
  }
}
