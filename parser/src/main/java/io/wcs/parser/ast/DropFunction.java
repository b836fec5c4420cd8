package io.wcs.parser.ast;

import java.util.List;

/**
 * {@code DROP FUNCTION|AGGREGATE [IF EXISTS] name [(type, …)]}; argumentTypes is null when no
 * signature is given (the name must then be unambiguous).
 */
public record DropFunction(
    Span span, boolean aggregate, boolean ifExists, QualifiedName name, List<CqlType> argumentTypes)
    implements Statement {

  public DropFunction {
    argumentTypes = argumentTypes == null ? null : List.copyOf(argumentTypes);
  }

  @Override
  public String toCql() {
    return "DROP "
        + (aggregate ? "AGGREGATE" : "FUNCTION")
        + Cql.ifExists(ifExists)
        + " "
        + Cql.functionName(name)
        + (argumentTypes == null ? "" : "(" + Cql.join(argumentTypes) + ")");
  }
}
