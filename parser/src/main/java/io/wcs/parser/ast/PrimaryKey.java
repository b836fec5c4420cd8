package io.wcs.parser.ast;

import java.util.List;

/** {@code PRIMARY KEY ((a, b), c, d)}: partition key columns, then clustering columns. */
public record PrimaryKey(List<Identifier> partitionKey, List<Identifier> clustering)
    implements Node {

  public PrimaryKey {
    partitionKey = List.copyOf(partitionKey);
    clustering = List.copyOf(clustering);
  }

  @Override
  public String toCql() {
    String partition =
        partitionKey.size() == 1 ? partitionKey.get(0).toCql() : "(" + Cql.join(partitionKey) + ")";
    return "PRIMARY KEY ("
        + partition
        + (clustering.isEmpty() ? "" : ", " + Cql.join(clustering))
        + ")";
  }
}
