package io.wcs.parser.ast;

import java.util.List;

/** {@code ALTER ROLE [IF EXISTS] name [WITH option AND …]} */
public record AlterRole(Span span, boolean ifExists, Identifier name, List<RoleOption> options)
    implements Statement {

  public AlterRole {
    options = List.copyOf(options);
  }

  @Override
  public String toCql() {
    return "ALTER ROLE"
        + Cql.ifExists(ifExists)
        + " "
        + name.toCql()
        + (options.isEmpty() ? "" : " WITH " + Cql.join(options, " AND "));
  }
}
