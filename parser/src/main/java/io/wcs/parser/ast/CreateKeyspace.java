package io.wcs.parser.ast;

import java.util.List;

/** {@code CREATE KEYSPACE [IF NOT EXISTS] name WITH replication = {…} AND …} */
public record CreateKeyspace(
    Span span, boolean ifNotExists, Identifier name, List<Property> properties)
    implements Statement {

  public CreateKeyspace {
    properties = List.copyOf(properties);
  }

  @Override
  public String toCql() {
    return "CREATE KEYSPACE"
        + Cql.ifNotExists(ifNotExists)
        + " "
        + name.toCql()
        + Cql.properties(properties);
  }
}
