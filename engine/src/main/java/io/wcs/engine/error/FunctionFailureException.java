package io.wcs.engine.error;

import java.util.List;

/**
 * A function or operation failed on the values of a row ({@code / by zero}), as Cassandra's
 * FunctionFailureException: the statement was valid, one of its computations was not. It names the
 * function as the protocol's FUNCTION_FAILURE error does: in the {@code system} keyspace, an
 * operator by Cassandra's name for it ({@code _divide}), with its argument types.
 */
public class FunctionFailureException extends CqlRequestException {
  private static final long serialVersionUID = 1L;

  /** The keyspace of every function WCS has: it runs no user-defined ones. */
  public static final String KEYSPACE = "system";

  private final String function;
  private final List<String> argTypes;

  /**
   * @param function the function's name in {@link #KEYSPACE}
   * @param argTypes its argument types, as CQL writes them
   */
  public FunctionFailureException(String function, List<String> argTypes, String message) {
    super(message);
    this.function = function;
    this.argTypes = List.copyOf(argTypes);
  }

  public String function() {
    return function;
  }

  public List<String> argTypes() {
    return argTypes;
  }

  @Override
  public ErrorCode code() {
    return ErrorCode.FUNCTION_FAILURE;
  }
}
