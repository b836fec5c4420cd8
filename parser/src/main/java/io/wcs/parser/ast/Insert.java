package io.wcs.parser.ast;

import java.util.List;

/** {@code INSERT INTO table (c, …) VALUES (v, …) [IF NOT EXISTS] [USING …]} */
public record Insert(
    Span span,
    QualifiedName table,
    List<Identifier> columns,
    List<Term> values,
    boolean ifNotExists,
    Using using)
    implements ModificationStatement {

  public Insert {
    columns = List.copyOf(columns);
    values = List.copyOf(values);
  }

  @Override
  public String toCql() {
    return "INSERT INTO "
        + table.toCql()
        + " ("
        + Cql.join(columns)
        + ") VALUES ("
        + Cql.join(values)
        + ")"
        + Cql.ifNotExists(ifNotExists)
        + Cql.using(using);
  }
}
