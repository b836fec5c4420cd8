package io.wcs.driver;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.parser.CqlParser;
import io.wcs.parser.ast.Statement;
import java.sql.SQLException;

/**
 * A statement's CQL text, parsed by the driver only when it must know what the statement does: on a
 * read-only connection, with auto-commit off, or for an update count. The engine parses the text on
 * its own to run it, so the common path (auto-commit on, read-write) parses once.
 *
 * <p>Not thread-safe: it belongs to one statement, used by one thread at a time.
 */
final class CqlText {

  private final String cql;
  private Statement parsed;

  CqlText(String cql) {
    this.cql = cql;
  }

  /** The text an application passed to run or prepare, refused when it is null. */
  static CqlText of(String cql) throws SQLException {
    return new CqlText(checked(cql));
  }

  /** {@code cql} itself, or an SQLException when an application passed null for it. */
  static String checked(String cql) throws SQLException {
    if (cql == null) {
      throw WcsSqlState.SYNTAX_ERROR.exception("no CQL statement: the text given is null");
    }
    return cql;
  }

  String cql() {
    return cql;
  }

  /** The parsed statement; a syntax error is the parser's positioned SQLSyntaxErrorException. */
  Statement parsed() throws SQLException {
    if (parsed == null) {
      parsed = CqlParser.parse(cql);
    }
    return parsed;
  }

  StatementKind kind() throws SQLException {
    return StatementKind.of(parsed());
  }
}
