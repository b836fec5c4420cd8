package io.wcs.server;

/**
 * A request the server cannot read: a protocol version it does not speak, a malformed frame or
 * segment, a message out of order. It becomes a PROTOCOL_ERROR answer on the request's stream, and
 * the connection closes after it when {@link #fatal()} (the bytes that follow cannot be trusted).
 */
final class ProtocolException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int streamId;
  private final boolean fatal;

  ProtocolException(int streamId, String message, boolean fatal) {
    super(message);
    this.streamId = streamId;
    this.fatal = fatal;
  }

  int streamId() {
    return streamId;
  }

  boolean fatal() {
    return fatal;
  }
}
