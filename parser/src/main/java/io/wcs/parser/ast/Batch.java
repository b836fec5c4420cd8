package io.wcs.parser.ast;

import java.util.List;

/** {@code BEGIN [UNLOGGED|COUNTER] BATCH [USING …] statement; … APPLY BATCH} */
public record Batch(Span span, Type type, Using using, List<ModificationStatement> statements)
    implements Statement {

  /** The batch kinds; LOGGED is written as plain {@code BEGIN BATCH}. */
  public enum Type {
    LOGGED,
    UNLOGGED,
    COUNTER
  }

  public Batch {
    statements = List.copyOf(statements);
  }

  @Override
  public String toCql() {
    StringBuilder cql = new StringBuilder("BEGIN ");
    if (type != Type.LOGGED) {
      cql.append(type.name()).append(' ');
    }
    cql.append("BATCH").append(Cql.using(using));
    for (ModificationStatement statement : statements) {
      cql.append(' ').append(statement.toCql()).append(';');
    }
    return cql.append(" APPLY BATCH").toString();
  }
}
