package io.wcs.parser.ast;

/**
 * {@code DROP KEYSPACE|TABLE|TYPE|INDEX|MATERIALIZED VIEW|ROLE [IF EXISTS] name}; keyspaces and
 * roles have no keyspace part in their name.
 */
public record Drop(Span span, Kind kind, boolean ifExists, QualifiedName name)
    implements Statement {

  /** The kinds of object dropped by name alone. */
  public enum Kind {
    KEYSPACE("KEYSPACE"),
    TABLE("TABLE"),
    TYPE("TYPE"),
    INDEX("INDEX"),
    MATERIALIZED_VIEW("MATERIALIZED VIEW"),
    ROLE("ROLE");

    private final String cql;

    Kind(String cql) {
      this.cql = cql;
    }
  }

  @Override
  public String toCql() {
    String printed = kind == Kind.TYPE ? Cql.typeName(name) : name.toCql();
    return "DROP " + kind.cql + Cql.ifExists(ifExists) + " " + printed;
  }
}
