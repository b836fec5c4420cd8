package io.wcs.driver.error;

import io.wcs.engine.error.CqlRequestException;
import io.wcs.engine.error.StatementStoppedException;
import io.wcs.engine.storage.MalformedDataException;
import io.wcs.engine.types.InvalidValueException;
import java.io.UncheckedIOException;
import java.sql.SQLException;

/**
 * The one place engine and protocol failures become {@link SQLException}s: a native-protocol error
 * code picks a {@link WcsSqlState}, which picks the exception class. Messages stay Cassandra's; the
 * protocol code is kept as the vendor code ({@link SQLException#getErrorCode()}).
 */
public final class SqlExceptions {

  private SqlExceptions() {}

  /** A JDBC feature WCS does not have: HYC00, which no pool takes for a dead connection. */
  public static SQLException notSupported(String what) {
    return WcsSqlState.FEATURE_NOT_SUPPORTED.exception(what + " is not supported by WCS");
  }

  /** The state for a native-protocol error code (protocol spec, section 8). */
  public static WcsSqlState stateOf(int protocolCode) {
    return switch (protocolCode) {
      case 0x0100 -> WcsSqlState.BAD_CREDENTIALS;
      case 0x1000, 0x1001, 0x1002 ->
          WcsSqlState.CONNECTION_LOST; // unavailable, overloaded, booting
      case 0x1100, 0x1200 -> WcsSqlState.TIMEOUT; // write, read timeout
      case 0x1300, 0x1500 -> WcsSqlState.STORAGE_ERROR; // read, write failure
      case 0x1400 -> WcsSqlState.INVALID_VALUE; // a function failed on its arguments
      case 0x2000 -> WcsSqlState.SYNTAX_ERROR;
      case 0x2100 -> WcsSqlState.UNAUTHORIZED;
      case 0x2200, 0x2300 -> WcsSqlState.INVALID_REQUEST; // invalid, config
      case 0x2400 -> WcsSqlState.ALREADY_EXISTS;
      default -> WcsSqlState.INTERNAL_ERROR;
    };
  }

  /**
   * The same failure with {@code context} before its message: same SQLState, vendor code and
   * exception class, and the failure as its cause. A failure WCS did not make is returned as it is.
   */
  public static SQLException withContext(String context, SQLException failure) {
    for (WcsSqlState state : WcsSqlState.values()) {
      if (state.code().equals(failure.getSQLState())) {
        SQLException out =
            state.exception(context + failure.getMessage(), failure.getErrorCode(), failure);
        if (out.getClass() == failure.getClass()) {
          return out;
        }
      }
    }
    return failure;
  }

  /** An error a server sent, with its protocol code and message. */
  public static SQLException fromProtocol(int protocolCode, String message) {
    return stateOf(protocolCode).exception(message, protocolCode, null);
  }

  /**
   * What an engine call threw, as the SQLException a JDBC caller should see. A wrapped SQLException
   * (such as the parser's positioned syntax error) is returned as it is.
   */
  public static SQLException fromEngine(RuntimeException failure) {
    if (failure.getCause() instanceof SQLException sql) {
      return sql;
    }
    if (failure instanceof CqlRequestException request) {
      int code = request.code().value();
      return stateOf(code).exception(request.getMessage(), code, request);
    }
    if (failure instanceof StatementStoppedException stopped) {
      WcsSqlState state = stopped.timedOut() ? WcsSqlState.TIMEOUT : WcsSqlState.CANCELLED;
      return state.exception(stopped.getMessage(), stopped);
    }
    if (failure instanceof InvalidValueException) {
      return WcsSqlState.INVALID_VALUE.exception(failure.getMessage(), failure);
    }
    if (failure instanceof UncheckedIOException || failure instanceof MalformedDataException) {
      String why = failure.getCause() != null ? failure.getCause().getMessage() : null;
      return WcsSqlState.STORAGE_ERROR.exception(
          "storage error: " + (why != null ? why : failure.getMessage()), failure);
    }
    return WcsSqlState.INTERNAL_ERROR.exception("internal error: " + failure, failure);
  }
}
