package io.wcs.engine.types;

/**
 * A value does not fit its CQL type: wrong Java class, malformed serialized bytes, out-of-range
 * number. The message says which type and what was wrong; the CQL layer reports it as an invalid
 * request.
 */
public class InvalidValueException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  public InvalidValueException(String message) {
    super(message);
  }

  public InvalidValueException(String message, Throwable cause) {
    super(message, cause);
  }
}
