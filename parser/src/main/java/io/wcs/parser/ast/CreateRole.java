package io.wcs.parser.ast;

import java.util.List;

/** {@code CREATE ROLE [IF NOT EXISTS] name [WITH option AND …]} */
public record CreateRole(Span span, boolean ifNotExists, Identifier name, List<RoleOption> options)
    implements Statement {

  public CreateRole {
    options = List.copyOf(options);
  }

  @Override
  public String toCql() {
    return "CREATE ROLE"
        + Cql.ifNotExists(ifNotExists)
        + " "
        + name.toCql()
        + (options.isEmpty() ? "" : " WITH " + Cql.join(options, " AND "));
  }
}
