package io.wcs.engine.error;

/**
 * A function or operation failed on the values of a row ({@code / by zero}), as Cassandra's
 * FunctionFailureException: the statement was valid, one of its computations was not.
 */
public class FunctionFailureException extends CqlRequestException {
  private static final long serialVersionUID = 1L;

  public FunctionFailureException(String message) {
    super(message);
  }

  @Override
  public ErrorCode code() {
    return ErrorCode.FUNCTION_FAILURE;
  }
}
