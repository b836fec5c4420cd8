package io.wcs.parser.ast;

import java.util.ArrayList;
import java.util.List;

/**
 * The WITH clause of CREATE TABLE and CREATE MATERIALIZED VIEW: {@code CLUSTERING ORDER BY (…)},
 * {@code COMPACT STORAGE} and properties.
 */
public record TableOptions(
    List<ClusteringOrder> clusteringOrder, boolean compactStorage, List<Property> properties)
    implements Node {
  public static final TableOptions NONE = new TableOptions(List.of(), false, List.of());

  /** {@code column ASC|DESC} */
  public record ClusteringOrder(Identifier column, boolean descending) implements Node {
    @Override
    public String toCql() {
      return column.toCql() + (descending ? " DESC" : " ASC");
    }
  }

  public TableOptions {
    clusteringOrder = List.copyOf(clusteringOrder);
    properties = List.copyOf(properties);
  }

  /** The clause, or "" when there are no options. */
  @Override
  public String toCql() {
    List<String> parts = new ArrayList<>();
    if (!clusteringOrder.isEmpty()) {
      parts.add("CLUSTERING ORDER BY (" + Cql.join(clusteringOrder) + ")");
    }
    if (compactStorage) {
      parts.add("COMPACT STORAGE");
    }
    properties.forEach(property -> parts.add(property.toCql()));
    return parts.isEmpty() ? "" : "WITH " + String.join(" AND ", parts);
  }
}
