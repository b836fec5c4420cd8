package io.wcs.parser.ast;

import java.util.List;

/**
 * {@code SELECT [JSON] [DISTINCT] selectors FROM table [WHERE …] [GROUP BY …] [ORDER BY …] [PER
 * PARTITION LIMIT n] [LIMIT n] [ALLOW FILTERING]}. An empty selection list means {@code *};
 * perPartitionLimit and limit are null when absent.
 */
public record Select(
    Span span,
    boolean json,
    boolean distinct,
    List<Selection> selection,
    QualifiedName table,
    List<Relation> where,
    List<Selector> groupBy,
    List<Ordering> orderBy,
    Term perPartitionLimit,
    Term limit,
    boolean allowFiltering)
    implements Statement {

  public Select {
    selection = List.copyOf(selection);
    where = List.copyOf(where);
    groupBy = List.copyOf(groupBy);
    orderBy = List.copyOf(orderBy);
  }

  @Override
  public String toCql() {
    return "SELECT "
        + (json ? "JSON " : "")
        + (distinct ? "DISTINCT " : "")
        + (selection.isEmpty() ? "*" : Cql.join(selection))
        + " FROM "
        + table.toCql()
        + Cql.where(where)
        + (groupBy.isEmpty() ? "" : " GROUP BY " + Cql.join(groupBy))
        + (orderBy.isEmpty() ? "" : " ORDER BY " + Cql.join(orderBy))
        + (perPartitionLimit == null ? "" : " PER PARTITION LIMIT " + perPartitionLimit.toCql())
        + (limit == null ? "" : " LIMIT " + limit.toCql())
        + (allowFiltering ? " ALLOW FILTERING" : "");
  }
}
