package io.wcs.driver;

import io.wcs.driver.error.WcsSqlState;
import io.wcs.parser.ast.Identifier;
import java.sql.SQLException;
import java.util.regex.Pattern;

/**
 * {@link java.sql.Statement#enquoteIdentifier} and {@link java.sql.Statement#isSimpleIdentifier} as
 * CQL reads names. JDBC's default rules are SQL's, under which {@code MyTable} and {@code select}
 * may stay bare; in CQL a bare name folds to lower case and a reserved word cannot be a bare name,
 * so both need double quotes to name what was asked for.
 */
final class CqlIdentifiers {

  /** A name already in double quotes, any quote inside it doubled. */
  private static final Pattern DELIMITED = Pattern.compile("\"([^\"]|\"\")+\"", Pattern.DOTALL);

  private CqlIdentifiers() {}

  /**
   * {@code identifier} as CQL text: as it is when it is already in double quotes or reads back as
   * itself bare (and {@code alwaysQuote} is false), otherwise in double quotes.
   *
   * @throws NullPointerException if {@code identifier} is null, as JDBC specifies
   */
  static String enquote(String identifier, boolean alwaysQuote) throws SQLException {
    if (identifier.isEmpty()) {
      throw WcsSqlState.SYNTAX_ERROR.exception("an empty name cannot be a CQL identifier");
    }
    if (DELIMITED.matcher(identifier).matches()) {
      return identifier;
    }
    String cql = new Identifier(identifier).toCql();
    return alwaysQuote && cql.equals(identifier) ? '"' + identifier + '"' : cql;
  }

  /** True when {@code identifier} names itself bare in CQL: a lower-case word, not reserved. */
  static boolean isSimple(String identifier) {
    return !identifier.isEmpty() && new Identifier(identifier).toCql().equals(identifier);
  }
}
