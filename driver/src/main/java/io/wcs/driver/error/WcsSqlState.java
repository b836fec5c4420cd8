package io.wcs.driver.error;

import java.sql.SQLDataException;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLInvalidAuthorizationSpecException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLNonTransientException;
import java.sql.SQLSyntaxErrorException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransientConnectionException;

/**
 * Every SQLState WCS reports, each with the {@link SQLException} subclass that carries it.
 *
 * <p>Connection pools decide from the SQLState whether a connection is dead: HikariCP evicts on
 * class {@code 08} and on {@code 0A000}. So {@code 08} is used only when no usable connection
 * exists (it could not be opened, it was closed, it was lost), and an unsupported JDBC method
 * answers {@code HYC00} (ODBC's "optional feature not implemented"), never {@code 0A000}.
 */
public enum WcsSqlState {
  /** CQL that does not parse, or names a property that does not exist. */
  SYNTAX_ERROR("42000", Kind.SYNTAX),
  /** A request that breaks CQL's rules: unknown table, missing key restriction, bad option. */
  INVALID_REQUEST("42000", Kind.SYNTAX),
  /** CREATE of something that exists. */
  ALREADY_EXISTS("42S01", Kind.SYNTAX),
  /** The user may not do this. */
  UNAUTHORIZED("42501", Kind.SYNTAX),
  /** Login refused. */
  BAD_CREDENTIALS("28000", Kind.AUTHORIZATION),
  /** A value that does not fit its type or column: bad bind value, failed conversion. */
  INVALID_VALUE("22000", Kind.DATA),
  /** A getter asked for a conversion the column's type does not allow. */
  INVALID_CONVERSION("22018", Kind.DATA),
  /** A column or parameter index or name that does not exist. */
  INVALID_INDEX("07009", Kind.PLAIN),
  /** A statement ran longer than its query timeout or the connection's network timeout. */
  TIMEOUT("HYT00", Kind.TIMEOUT),
  /** A statement stopped by {@code Statement.cancel} (or by {@code Connection.abort}). */
  CANCELLED("HY008", Kind.PLAIN),
  /** A write on a connection set read-only. */
  READ_ONLY("25006", Kind.NON_TRANSIENT),
  /** What the held writes of a transaction do not allow: a conditional write, a counter batch. */
  INVALID_TRANSACTION_STATE("25000", Kind.NON_TRANSIENT),
  /** The engine could not read or write its files; the connection itself is fine. */
  STORAGE_ERROR("58030", Kind.NON_TRANSIENT),
  /** A bug or an unexpected state inside WCS. */
  INTERNAL_ERROR("XX000", Kind.NON_TRANSIENT),
  /** executeQuery ran a statement without rows, or a method does not apply to this statement. */
  WRONG_STATEMENT_KIND("HY000", Kind.PLAIN),
  /** A getter called before the first row or after the last one. */
  NO_CURRENT_ROW("24000", Kind.PLAIN),
  /** A statement or result set used after close. */
  OBJECT_CLOSED("HY010", Kind.PLAIN),
  /** A JDBC method WCS does not implement. */
  FEATURE_NOT_SUPPORTED("HYC00", Kind.FEATURE),
  /**
   * No connection could be opened: bad URL, unknown or invalid parameter, database locked by
   * another process, remote sessions not in this build.
   */
  CONNECTION_REFUSED("08001", Kind.CONNECTION),
  /** The connection was closed. */
  CONNECTION_CLOSED("08003", Kind.CONNECTION),
  /** The server became unreachable; another attempt may succeed. */
  CONNECTION_LOST("08006", Kind.TRANSIENT_CONNECTION);

  private enum Kind {
    SYNTAX,
    AUTHORIZATION,
    DATA,
    PLAIN,
    TIMEOUT,
    NON_TRANSIENT,
    FEATURE,
    CONNECTION,
    TRANSIENT_CONNECTION
  }

  private final String code;
  private final Kind kind;

  WcsSqlState(String code, Kind kind) {
    this.code = code;
    this.kind = kind;
  }

  /** The five-character SQLState. */
  public String code() {
    return code;
  }

  /**
   * A new exception of this state's class.
   *
   * @param vendorCode the native-protocol error code, or 0
   * @param cause what failed underneath, or null
   */
  public SQLException exception(String message, int vendorCode, Throwable cause) {
    return switch (kind) {
      case SYNTAX -> new SQLSyntaxErrorException(message, code, vendorCode, cause);
      case AUTHORIZATION ->
          new SQLInvalidAuthorizationSpecException(message, code, vendorCode, cause);
      case DATA -> new SQLDataException(message, code, vendorCode, cause);
      case PLAIN -> new SQLException(message, code, vendorCode, cause);
      case TIMEOUT -> new SQLTimeoutException(message, code, vendorCode, cause);
      case NON_TRANSIENT -> new SQLNonTransientException(message, code, vendorCode, cause);
      case FEATURE -> new SQLFeatureNotSupportedException(message, code, vendorCode, cause);
      case CONNECTION -> new SQLNonTransientConnectionException(message, code, vendorCode, cause);
      case TRANSIENT_CONNECTION ->
          new SQLTransientConnectionException(message, code, vendorCode, cause);
    };
  }

  public SQLException exception(String message, Throwable cause) {
    return exception(message, 0, cause);
  }

  public SQLException exception(String message) {
    return exception(message, 0, null);
  }
}
