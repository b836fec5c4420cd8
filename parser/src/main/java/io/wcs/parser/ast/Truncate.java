package io.wcs.parser.ast;

/** {@code TRUNCATE [TABLE] table} */
public record Truncate(Span span, QualifiedName table) implements Statement {
  @Override
  public String toCql() {
    return "TRUNCATE TABLE " + table.toCql();
  }
}
