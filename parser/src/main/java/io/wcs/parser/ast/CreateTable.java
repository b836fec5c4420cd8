package io.wcs.parser.ast;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code CREATE TABLE [IF NOT EXISTS] name (column, …, [PRIMARY KEY (…)]) [WITH …]}. The key is
 * given either by one column marked PRIMARY KEY or by primaryKey (null when not written).
 */
public record CreateTable(
    Span span,
    boolean ifNotExists,
    QualifiedName name,
    List<ColumnDefinition> columns,
    PrimaryKey primaryKey,
    TableOptions options)
    implements Statement {

  public CreateTable {
    columns = List.copyOf(columns);
  }

  @Override
  public String toCql() {
    List<Node> elements = new ArrayList<>(columns);
    if (primaryKey != null) {
      elements.add(primaryKey);
    }
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
