package io.wcs.server;

import io.netty.buffer.ByteBuf;

/**
 * The header of an envelope (a v4 frame; a v5 message inside segments): version byte, flags, stream
 * id, opcode and body length, 9 bytes from protocol v3 on. Earlier versions had an 8-byte header
 * with a one-byte stream; the server reads only enough of those to refuse them.
 */
final class Envelopes {
  static final int HEADER_LENGTH = 9;

  /** The spec's limit on a body: 256 MiB. */
  static final int MAX_BODY_LENGTH = 256 * 1024 * 1024;

  private Envelopes() {}

  /** The protocol version of the envelope starting at {@code start}, without the response bit. */
  static int version(ByteBuf buffer, int start) {
    return buffer.getByte(start) & 0x7F;
  }

  /** The stream id of the envelope starting at {@code start}, in either header layout. */
  static int streamId(ByteBuf buffer, int start) {
    return version(buffer, start) >= 3 ? buffer.getShort(start + 2) : buffer.getByte(start + 2);
  }

  /**
   * The whole length (header and body) of the envelope starting at {@code start}, whose 9 header
   * bytes are readable.
   *
   * @throws ProtocolException when the body is too long
   */
  static int length(ByteBuf buffer, int start) {
    long body = buffer.getUnsignedInt(start + 5);
    if (body > MAX_BODY_LENGTH) {
      throw new ProtocolException(
          streamId(buffer, start),
          "Request is too big: length "
              + body
              + " exceeds maximum allowed length "
              + MAX_BODY_LENGTH,
          true);
    }
    return HEADER_LENGTH + (int) body;
  }
}
