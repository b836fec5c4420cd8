package io.wcs.parser.ast;

import java.util.List;

/**
 * {@code CREATE MATERIALIZED VIEW [IF NOT EXISTS] name AS SELECT … FROM base [WHERE …] PRIMARY KEY
 * (…) [WITH …]}; an empty selection means {@code *}.
 */
public record CreateMaterializedView(
    Span span,
    boolean ifNotExists,
    QualifiedName name,
    List<Selection> selection,
    QualifiedName baseTable,
    List<Relation> where,
    PrimaryKey primaryKey,
    TableOptions options)
    implements Statement {

  public CreateMaterializedView {
    selection = List.copyOf(selection);
    where = List.copyOf(where);
  }

  @Override
  public String toCql() {
    String with = options.toCql();
    return "CREATE MATERIALIZED VIEW"
        + Cql.ifNotExists(ifNotExists)
        + " "
        + name.toCql()
        + " AS SELECT "
        + (selection.isEmpty() ? "*" : Cql.join(selection))
        + " FROM "
        + baseTable.toCql()
        + Cql.where(where)
        + " "
        + primaryKey.toCql()
        + (with.isEmpty() ? "" : " " + with);
  }
}
