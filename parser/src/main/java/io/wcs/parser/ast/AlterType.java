package io.wcs.parser.ast;

/** {@code ALTER TYPE [IF EXISTS] name action} */
public record AlterType(Span span, boolean ifExists, QualifiedName name, AlterTypeAction action)
    implements Statement {
  @Override
  public String toCql() {
    return "ALTER TYPE" + Cql.ifExists(ifExists) + " " + Cql.typeName(name) + " " + action.toCql();
  }
}
