package io.wcs.engine.error;

/**
 * The native-protocol error codes of request errors (protocol spec, section 8), so that the server
 * sends them unchanged and the JDBC layer picks a SQLState from them: READ_FAILURE → 58030,
 * FUNCTION_FAILURE → 22000, SYNTAX → 42000, INVALID → 42000 (22000 for bad values), CONFIG → 42000,
 * ALREADY_EXISTS → 42S01, UNPREPARED → the client prepares again.
 */
public enum ErrorCode {
  READ_FAILURE(0x1300),
  FUNCTION_FAILURE(0x1400),
  SYNTAX(0x2000),
  UNAUTHORIZED(0x2100),
  INVALID(0x2200),
  CONFIG(0x2300),
  ALREADY_EXISTS(0x2400),
  UNPREPARED(0x2500);

  private final int value;

  ErrorCode(int value) {
    this.value = value;
  }

  /** The code as the native protocol writes it. */
  public int value() {
    return value;
  }
}
