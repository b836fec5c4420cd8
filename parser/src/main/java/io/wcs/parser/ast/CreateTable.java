package io.wcs.parser.ast;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code CREATE TABLE [IF NOT EXISTS] name (column, …, [PRIMARY KEY (…)]) [WITH …]}. The key is
 * given either by one column marked PRIMARY KEY or by a PRIMARY KEY clause; {@code primaryKeys}
 * holds the clauses as written (none, one, or more for the engine to refuse).
 */
public record CreateTable(
    Span span,
    boolean ifNotExists,
    QualifiedName name,
    List<ColumnDefinition> columns,
    List<PrimaryKey> primaryKeys,
    TableOptions options)
    implements Statement {

  public CreateTable {
    columns = List.copyOf(columns);
    primaryKeys = List.copyOf(primaryKeys);
  }

  /** The PRIMARY KEY clause, or null when none was written. */
  public PrimaryKey primaryKey() {
    return primaryKeys.isEmpty() ? null : primaryKeys.get(0);
  }

  @Override
  public String toCql() {
    List<Node> elements = new ArrayList<>(columns);
    elements.addAll(primaryKeys);
    String with = options.toCql();
    return "CREATE TABLE"
        + Cql.ifNotExists(ifNotExists)
        + " "
        + name.toCql()
        + " ("
        + Cql.join(elements)
        + ")"
        + (with.isEmpty() ? "" : " " + with);
  }
}
