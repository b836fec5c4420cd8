package io.wcs.engine.error;

/** The request needs a permission the session does not have (Cassandra's UnauthorizedException). */
public class UnauthorizedException extends CqlRequestException {
  private static final long serialVersionUID = 1L;

  public UnauthorizedException(String message) {
    super(message);
  }

  @Override
  public ErrorCode code() {
    return ErrorCode.UNAUTHORIZED;
  }
}
