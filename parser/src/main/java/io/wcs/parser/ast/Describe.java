package io.wcs.parser.ast;

import java.util.Set;

/**
 * {@code DESCRIBE|DESC …} [WITH INTERNALS]. name is null for the listing kinds and for a bare
 * {@code DESCRIBE KEYSPACE} (the current keyspace); GENERIC is {@code DESCRIBE name}, which names a
 * keyspace, table, view, index or type, resolved when executed.
 */
public record Describe(Span span, Kind kind, QualifiedName name, boolean withInternals)
    implements Statement {

  /** What is described. */
  public enum Kind {
    CLUSTER("CLUSTER"),
    SCHEMA("SCHEMA"),
    FULL_SCHEMA("FULL SCHEMA"),
    KEYSPACES("KEYSPACES"),
    KEYSPACE("KEYSPACE"),
    ONLY_KEYSPACE("ONLY KEYSPACE"),
    TABLES("TABLES"),
    TABLE("TABLE"),
    INDEX("INDEX"),
    MATERIALIZED_VIEW("MATERIALIZED VIEW"),
    TYPES("TYPES"),
    TYPE("TYPE"),
    FUNCTIONS("FUNCTIONS"),
    FUNCTION("FUNCTION"),
    AGGREGATES("AGGREGATES"),
    AGGREGATE("AGGREGATE"),
    GENERIC("");

    private final String cql;

    Kind(String cql) {
      this.cql = cql;
    }
  }

  /** Words that, written first after DESCRIBE, start another kind rather than name an object. */
  private static final Set<String> KIND_WORDS =
      Set.of(
          "cluster",
          "keyspaces",
          "only",
          "tables",
          "types",
          "type",
          "functions",
          "function",
          "aggregates",
          "aggregate");

  @Override
  public String toCql() {
    StringBuilder cql = new StringBuilder("DESCRIBE ").append(kind.cql);
    if (name != null) {
      cql.append(kind == Kind.GENERIC ? "" : " ").append(printedName());
    }
    return cql.append(withInternals ? " WITH INTERNALS" : "").toString();
  }

  /**
   * The first word must not read as a kind: {@code DESCRIBE "type".t}, {@code DESCRIBE "tables"}.
   */
  private String genericName() {
    Identifier first = name.keyspace() == null ? name.name() : name.keyspace();
    String firstPrinted =
        KIND_WORDS.contains(first.name()) ? Identifier.quote(first.name()) : first.toCql();
    return name.keyspace() == null ? firstPrinted : firstPrinted + "." + name.name().toCql();
  }

  private String printedName() {
    return switch (kind) {
      case TYPE -> Cql.typeName(name);
      case FUNCTION, AGGREGATE -> Cql.functionName(name);
      case GENERIC -> genericName();
      default -> name.toCql();
    };
  }
}
