package io.wcs.engine.error;

/**
 * A request the engine refuses, with the message a Cassandra 5.0 node would give and the
 * native-protocol code of its kind. Unchecked: it crosses every layer up to the session.
 */
public abstract class CqlRequestException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  protected CqlRequestException(String message) {
    super(message);
  }

  public abstract ErrorCode code();
}
