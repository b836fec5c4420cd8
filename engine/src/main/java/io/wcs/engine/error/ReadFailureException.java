package io.wcs.engine.error;

/**
 * A read the node gave up, as Cassandra's read failure: the statement was valid, but answering it
 * passed more tombstones than the node allows. It carries what the native protocol's READ_FAILURE
 * reports: the request's consistency level and the reason, so that a client sees the failure a
 * Cassandra node's would.
 */
public class ReadFailureException extends CqlRequestException {
  private static final long serialVersionUID = 1L;

  /** The native protocol's reason code for a read that passed too many tombstones. */
  public static final int READ_TOO_MANY_TOMBSTONES = 0x0001;

  private final int consistency;

  /**
   * @param consistency the request's consistency level, as the native protocol codes it
   */
  public ReadFailureException(String message, int consistency) {
    super(message);
    this.consistency = consistency;
  }

  /** The request's consistency level, as the native protocol codes it. */
  public int consistency() {
    return consistency;
  }

  @Override
  public ErrorCode code() {
    return ErrorCode.READ_FAILURE;
  }
}
