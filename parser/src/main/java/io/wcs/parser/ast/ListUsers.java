package io.wcs.parser.ast;

/** {@code LIST USERS} */
public record ListUsers(Span span) implements Statement {
  @Override
  public String toCql() {
    return "LIST USERS";
  }
}
