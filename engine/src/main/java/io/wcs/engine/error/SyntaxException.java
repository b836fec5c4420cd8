package io.wcs.engine.error;

/**
 * Text that cannot mean anything, such as an unknown property name (Cassandra reports these as
 * SyntaxException).
 */
public class SyntaxException extends CqlRequestException {
  private static final long serialVersionUID = 1L;

  public SyntaxException(String message) {
    super(message);
  }

  @Override
  public ErrorCode code() {
    return ErrorCode.SYNTAX;
  }
}
