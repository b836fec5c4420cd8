package io.wcs.parser.ast;

import java.util.List;

/** {@code CREATE TYPE [IF NOT EXISTS] name (field type, …)} */
public record CreateType(Span span, boolean ifNotExists, QualifiedName name, List<TypedName> fields)
    implements Statement {

  public CreateType {
    fields = List.copyOf(fields);
  }

  @Override
  public String toCql() {
    return "CREATE TYPE"
        + Cql.ifNotExists(ifNotExists)
        + " "
        + Cql.typeName(name)
        + " ("
        + Cql.join(fields)
        + ")";
  }
}
