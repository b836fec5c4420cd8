package io.wcs.parser;

import java.sql.SQLSyntaxErrorException;

/**
 * A statement that is not valid CQL. The message reads like Cassandra's, {@code line 1:9 mismatched
 * input 'FORM' expecting FROM} (the column there is 0-based, as Cassandra prints it), followed by
 * the offending line and a caret line under the bad token. {@link #line()} and {@link #column()}
 * are 1-based.
 */
public class CqlSyntaxException extends SQLSyntaxErrorException {
  private static final long serialVersionUID = 1L;

  /** SQLState of syntax errors and access rule violations. */
  public static final String SQL_STATE = "42000";

  private final int line;
  private final int column;

  public CqlSyntaxException(String message, int line, int column) {
    super(message, SQL_STATE);
    this.line = line;
    this.column = column;
  }

  public int line() {
    return line;
  }

  public int column() {
    return column;
  }
}
