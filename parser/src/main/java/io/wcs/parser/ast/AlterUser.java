package io.wcs.parser.ast;

/** {@code ALTER USER [IF EXISTS] name [WITH PASSWORD 'p'] [SUPERUSER|NOSUPERUSER]} */
public record AlterUser(Span span, boolean ifExists, String name, UserOptions options)
    implements Statement {
  @Override
  public String toCql() {
    String tail = options.toCql();
    return "ALTER USER"
        + Cql.ifExists(ifExists)
        + " "
        + Cql.string(name)
        + (tail.isEmpty() ? "" : " " + tail);
  }
}
