package io.wcs.parser.ast;

import java.util.List;

/** {@code ALTER KEYSPACE [IF EXISTS] name WITH …} */
public record AlterKeyspace(Span span, boolean ifExists, Identifier name, List<Property> properties)
    implements Statement {

  public AlterKeyspace {
    properties = List.copyOf(properties);
  }

  @Override
  public String toCql() {
    return "ALTER KEYSPACE"
        + Cql.ifExists(ifExists)
        + " "
        + name.toCql()
        + Cql.properties(properties);
  }
}
