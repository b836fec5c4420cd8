package io.wcs.parser.ast;

import java.util.List;

/**
 * {@code DELETE [target, …] FROM table [USING TIMESTAMP t] WHERE … [IF EXISTS | IF …]}; no targets
 * deletes whole rows.
 */
public record Delete(
    Span span,
    List<ColumnRef> targets,
    QualifiedName table,
    Using using,
    List<Relation> where,
    boolean ifExists,
    List<Condition> conditions)
    implements ModificationStatement {

  public Delete {
    targets = List.copyOf(targets);
    where = List.copyOf(where);
    conditions = List.copyOf(conditions);
  }

  @Override
  public String toCql() {
    return "DELETE "
        + (targets.isEmpty() ? "" : Cql.join(targets) + " ")
        + "FROM "
        + table.toCql()
        + Cql.using(using)
        + Cql.where(where)
        + Cql.conditions(ifExists, conditions);
  }
}
