package io.wcs.parser.ast;

/** {@code USE keyspace} */
public record Use(Span span, Identifier keyspace) implements Statement {
  @Override
  public String toCql() {
    return "USE " + keyspace.toCql();
  }
}
