package io.wcs.parser.ast;

import java.util.List;

/**
 * {@code CREATE [CUSTOM] INDEX [IF NOT EXISTS] [name] ON table (target, …) [USING 'class'] [WITH
 * …]}; name and usingClass may be null.
 */
public record CreateIndex(
    Span span,
    boolean custom,
    boolean ifNotExists,
    Identifier name,
    QualifiedName table,
    List<IndexTarget> targets,
    String usingClass,
    List<Property> properties)
    implements Statement {

  public CreateIndex {
    targets = List.copyOf(targets);
    properties = List.copyOf(properties);
  }

  @Override
  public String toCql() {
    return "CREATE "
        + (custom ? "CUSTOM " : "")
        + "INDEX"
        + Cql.ifNotExists(ifNotExists)
        + (name == null ? "" : " " + name.toCql())
        + " ON "
        + table.toCql()
        + " ("
        + Cql.join(targets)
        + ")"
        + (usingClass == null ? "" : " USING " + Cql.string(usingClass))
        + Cql.properties(properties);
  }
}
