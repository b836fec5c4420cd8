package io.wcs.parser.ast;

/** {@code ALTER TABLE [IF EXISTS] name action} */
public record AlterTable(Span span, boolean ifExists, QualifiedName name, AlterTableAction action)
    implements Statement {
  @Override
  public String toCql() {
    return "ALTER TABLE" + Cql.ifExists(ifExists) + " " + name.toCql() + " " + action.toCql();
  }
}
