package io.wcs.parser.ast;

/** {@code CREATE TRIGGER [IF NOT EXISTS] name ON table USING 'class'} */
public record CreateTrigger(
    Span span, boolean ifNotExists, Identifier name, QualifiedName table, String className)
    implements Statement {
  @Override
  public String toCql() {
    return "CREATE TRIGGER"
        + Cql.ifNotExists(ifNotExists)
        + " "
        + name.toCql()
        + " ON "
        + table.toCql()
        + " USING "
        + Cql.string(className);
  }
}
