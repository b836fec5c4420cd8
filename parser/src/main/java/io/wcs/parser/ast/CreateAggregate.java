package io.wcs.parser.ast;

import java.util.List;

/**
 * {@code CREATE [OR REPLACE] AGGREGATE [IF NOT EXISTS] name (type, …) SFUNC f STYPE type [FINALFUNC
 * f] [INITCOND term]}; finalFunction and initialCondition may be null.
 */
public record CreateAggregate(
    Span span,
    boolean orReplace,
    boolean ifNotExists,
    QualifiedName name,
    List<CqlType> argumentTypes,
    Identifier stateFunction,
    CqlType stateType,
    Identifier finalFunction,
    Term initialCondition)
    implements Statement {

  public CreateAggregate {
    argumentTypes = List.copyOf(argumentTypes);
  }

  @Override
  public String toCql() {
    return "CREATE "
        + (orReplace ? "OR REPLACE " : "")
        + "AGGREGATE"
        + Cql.ifNotExists(ifNotExists)
        + " "
        + Cql.functionName(name)
        + "("
        + Cql.join(argumentTypes)
        + ") SFUNC "
        + Cql.functionName(new QualifiedName(null, stateFunction))
        + " STYPE "
        + stateType.toCql()
        + (finalFunction == null
            ? ""
            : " FINALFUNC " + Cql.functionName(new QualifiedName(null, finalFunction)))
        + (initialCondition == null ? "" : " INITCOND " + initialCondition.toCql());
  }
}
