package io.wcs.engine.error;

/**
 * A statement stopped by its {@link io.wcs.engine.cql.StopCondition}: cancelled by its client, or
 * past its deadline. Not a refusal of the request (it carries no protocol code): the same statement
 * may succeed when run again with more time.
 */
public final class StatementStoppedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final boolean timedOut;

  public StatementStoppedException(boolean timedOut) {
    super(
        timedOut
            ? "the statement did not complete before its deadline"
            : "the statement was cancelled");
    this.timedOut = timedOut;
  }

  /** True when the deadline passed, false when the client cancelled the statement. */
  public boolean timedOut() {
    return timedOut;
  }
}
