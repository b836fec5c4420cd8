package io.wcs.parser.ast;

import java.util.List;

/** {@code ALTER MATERIALIZED VIEW [IF EXISTS] name WITH …} */
public record AlterMaterializedView(
    Span span, boolean ifExists, QualifiedName name, List<Property> properties)
    implements Statement {

  public AlterMaterializedView {
    properties = List.copyOf(properties);
  }

  @Override
  public String toCql() {
    return "ALTER MATERIALIZED VIEW"
        + Cql.ifExists(ifExists)
        + " "
        + name.toCql()
        + Cql.properties(properties);
  }
}
