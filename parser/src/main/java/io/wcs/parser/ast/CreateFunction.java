package io.wcs.parser.ast;

import java.util.List;

/**
 * {@code CREATE [OR REPLACE] FUNCTION [IF NOT EXISTS] name (arg type, …) CALLED|RETURNS NULL ON
 * NULL INPUT RETURNS type LANGUAGE language AS body}; language is lower case.
 */
public record CreateFunction(
    Span span,
    boolean orReplace,
    boolean ifNotExists,
    QualifiedName name,
    List<TypedName> arguments,
    boolean calledOnNullInput,
    CqlType returnType,
    String language,
    String body)
    implements Statement {

  public CreateFunction {
    arguments = List.copyOf(arguments);
  }

  @Override
  public String toCql() {
    return "CREATE "
        + (orReplace ? "OR REPLACE " : "")
        + "FUNCTION"
        + Cql.ifNotExists(ifNotExists)
        + " "
        + Cql.functionName(name)
        + "("
        + Cql.join(arguments)
        + ") "
        + (calledOnNullInput ? "CALLED" : "RETURNS NULL")
        + " ON NULL INPUT RETURNS "
        + returnType.toCql()
        + " LANGUAGE "
        + language
        + " AS "
        + (body.contains("$$") ? Cql.string(body) : "$$" + body + "$$");
  }
}
