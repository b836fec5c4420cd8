package io.wcs.parser.ast;

import java.util.List;

/** {@code UPDATE table [USING …] SET op, … WHERE … [IF EXISTS | IF condition AND …]} */
public record Update(
    Span span,
    QualifiedName table,
    Using using,
    List<Operation> operations,
    List<Relation> where,
    boolean ifExists,
    List<Condition> conditions)
    implements ModificationStatement {

  public Update {
    operations = List.copyOf(operations);
    where = List.copyOf(where);
    conditions = List.copyOf(conditions);
  }

  @Override
  public String toCql() {
    return "UPDATE "
        + table.toCql()
        + Cql.using(using)
        + " SET "
        + Cql.join(operations)
        + Cql.where(where)
        + Cql.conditions(ifExists, conditions);
  }
}
