package io.wcs.engine.error;

/**
 * The request is invalid: unknown objects, rules of CQL broken (Cassandra's
 * InvalidRequestException).
 */
public class InvalidRequestException extends CqlRequestException {
  private static final long serialVersionUID = 1L;

  public InvalidRequestException(String message) {
    super(message);
  }

  @Override
  public ErrorCode code() {
    return ErrorCode.INVALID;
  }
}
