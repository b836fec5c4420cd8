package io.wcs.parser.ast;

/** {@code DROP TRIGGER [IF EXISTS] name ON table} */
public record DropTrigger(Span span, boolean ifExists, Identifier name, QualifiedName table)
    implements Statement {
  @Override
  public String toCql() {
    return "DROP TRIGGER" + Cql.ifExists(ifExists) + " " + name.toCql() + " ON " + table.toCql();
  }
}
