package io.wcs.parser.ast;

/**
 * {@code CREATE USER [IF NOT EXISTS] name [WITH PASSWORD 'p'] [SUPERUSER|NOSUPERUSER]}. User names
 * keep their case, as Cassandra does, and print as string literals.
 */
public record CreateUser(Span span, boolean ifNotExists, String name, UserOptions options)
    implements Statement {
  @Override
  public String toCql() {
    String tail = options.toCql();
    return "CREATE USER"
        + Cql.ifNotExists(ifNotExists)
        + " "
        + Cql.string(name)
        + (tail.isEmpty() ? "" : " " + tail);
  }
}
