package io.wcs.engine.storage;

/** Stored or logged bytes that do not decode: the message says where. */
public class MalformedDataException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public MalformedDataException(String message) {
    super(message);
  }

  public MalformedDataException(String message, Throwable cause) {
    super(message, cause);
  }
}
